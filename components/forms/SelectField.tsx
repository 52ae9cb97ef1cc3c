import { startTransition, useEffect, useState } from 'react'
import { useField } from 'react-final-form'
import { useT } from '../../lib/i18n/useT'
import type { Option } from '../../lib/schemas/snapshot'
import { inIdleTurn } from '../idleQueue'
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
 * legend around the measurements says they are optional.
 *
 * The prerendered select holds only that first choice; the list (170 or so options each, about 870 on
 * the application form) is filled in once hydrated, when the page is idle, one select per frame, or at
 * once when the visitor reaches the select first (pointer down or focus: the list is in place before the
 * browser opens it). 870 options in the first HTML cost a phone about 160 ms of parsing, styling and
 * layout on the main thread, all of it before the form can be used at all (sending needs the scripts).
 */
export function SelectField({ form, name, label, options }: SelectFieldProps) {
  const t = useT()
  const { input, meta } = useField<string>(name, {
    subscription: fieldSubscription,
    format: (value: string | undefined) => value ?? '',
  })
  const id = `${form}-${name}`
  const flagged = isFlagged(meta)
  const errorId = `${id}-error`
  const none = t('forms.select')
  const [filled, setFilled] = useState(false)
  // From the idle queue the list may wait (a transition: React renders it in slices and lets input
  // through); reached by the visitor, it is rendered at once, before the browser opens the select.
  useEffect(() => (filled ? undefined : inIdleTurn(() => startTransition(() => setFilled(true)))), [filled])
  // Reached before the form's island woke (its pointer or focus woke it): filled as soon as React runs.
  useEffect(() => {
    if (document.activeElement?.id === id) setFilled(true)
  }, [id])
  const fill = () => setFilled(true)
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
          onPointerDown={fill}
          onFocus={(event) => {
            fill()
            input.onFocus(event)
          }}
        >
          <option value="">{none}</option>
          {filled &&
            options.map((option) => (
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
