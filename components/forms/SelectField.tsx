import { useRef } from 'react'
import { useField } from 'react-final-form'
import { useT } from '../../lib/i18n/useT'
import type { Option } from '../../lib/schemas/snapshot'
import { useEarlyValue } from '../islands/useEarlyValue'
import { FieldError } from './FieldError'
import { fieldSubscription, isFlagged } from './fieldStatus'

type SelectFieldProps = {
  form: string
  name: string
  label: string
  options: readonly Option[]
}

/**
 * An optional select (the measurements): its first choice is none, which is not sent. The fieldset's
 * legend around the measurements says they are optional. Every option is in the prerendered HTML, so the
 * form works with no script (issue 29; before, the list was filled in only once hydrated).
 */
export function SelectField({ form, name, label, options }: SelectFieldProps) {
  const t = useT()
  const { input, meta } = useField<string>(name, {
    subscription: fieldSubscription,
    format: (value: string | undefined) => value ?? '',
  })
  const element = useRef<HTMLSelectElement>(null)
  useEarlyValue(element, input.value, input.onChange)
  const id = `${form}-${name}`
  const flagged = isFlagged(meta)
  const errorId = `${id}-error`
  const none = t('forms.select')
  return (
    <div className="form-field" data-invalid={flagged || undefined}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="form-select">
        <select
          {...input}
          ref={element}
          id={id}
          className="form-control"
          aria-invalid={flagged || undefined}
          aria-describedby={flagged ? errorId : undefined}
        >
          <option value="">{none}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {flagged && <FieldError id={errorId} name={name} label={label} meta={meta} />}
    </div>
  )
}
