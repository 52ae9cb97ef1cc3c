import { useMemo } from 'react'
import { useField } from 'react-final-form'
import { useT } from '../../lib/i18n/useT'
import type { Option } from '../../lib/schemas/snapshot'
import { errorText, isFlagged } from './fieldStatus'
import { optionsHtml } from './optionsHtml'

type SelectFieldProps = {
  form: string
  name: string
  label: string
  options: readonly Option[]
}

/**
 * An optional select (the measurements): its first choice is none, which is not sent. The fieldset's
 * legend around the measurements says they are optional.
 */
export function SelectField({ form, name, label, options }: SelectFieldProps) {
  const t = useT()
  const { input, meta } = useField<string>(name, {
    subscription: {
      value: true,
      error: true,
      touched: true,
      submitFailed: true,
      submitError: true,
      dirtySinceLastSubmit: true,
    },
    format: (value: string | undefined) => value ?? '',
  })
  const id = `${form}-${name}`
  const flagged = isFlagged(meta)
  const errorId = `${id}-error`
  const none = t('forms.select')
  const html = useMemo(() => ({ __html: optionsHtml(none, options) }), [none, options])
  return (
    <div className="form-field" data-invalid={flagged || undefined}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="form-select">
        <select
          {...input}
          id={id}
          className="form-control"
          aria-invalid={flagged || undefined}
          aria-describedby={flagged ? errorId : undefined}
          // The options as one string (optionsHtml: escaped): hundreds of them hydrate at no cost.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: built from escaped values only
          dangerouslySetInnerHTML={html}
        />
      </div>
      {flagged && (
        <span id={errorId} className="visually-hidden">
          {errorText(t, name, label, meta)}
        </span>
      )}
    </div>
  )
}
