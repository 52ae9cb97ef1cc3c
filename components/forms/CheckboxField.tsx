import type { ReactNode } from 'react'
import { useField } from 'react-final-form'
import { consentValue } from '../../lib/forms/applicationFields'
import { useT } from '../../lib/i18n/useT'
import { fieldSubscription, isFlagged } from './fieldStatus'

type CheckboxFieldProps = {
  form: string
  name: string
  /** What ticking it means: the box's accessible name. */
  label: ReactNode
  /** Its short name in the message when it is left unticked. */
  short: string
  /** Whether the browser itself requires it (false where only some must tick it, checked by the struct). */
  required?: boolean
}

/**
 * A required box to tick (the application's consents), never ticked in advance: sent as `yes` when
 * ticked (`consentValue`, what the Worker's struct takes, with or without script) and not at all when not.
 * When flagged it says so in words, visibly.
 */
export function CheckboxField({ form, name, label, short, required = true }: CheckboxFieldProps) {
  const t = useT()
  const { input, meta } = useField<string>(name, {
    subscription: fieldSubscription,
    format: (value: string | undefined) => value ?? '',
  })
  const id = `${form}-${name}`
  const flagged = isFlagged(meta)
  const errorId = `${id}-error`
  return (
    <div className="form-field form-check" data-invalid={flagged || undefined}>
      <input
        id={id}
        type="checkbox"
        name={name}
        value={consentValue}
        checked={input.value === consentValue}
        onChange={(event) => input.onChange(event.currentTarget.checked ? consentValue : '')}
        onFocus={() => input.onFocus()}
        onBlur={() => input.onBlur()}
        required={required}
        aria-invalid={flagged || undefined}
        aria-describedby={flagged ? errorId : undefined}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      {flagged && (
        <p id={errorId} className="form-check-error">
          {t('forms.required', { field: short })}
        </p>
      )}
    </div>
  )
}
