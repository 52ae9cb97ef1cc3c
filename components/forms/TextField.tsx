import { type HTMLInputTypeAttribute, type KeyboardEvent, useRef } from 'react'
import { useField } from 'react-final-form'
import { useEarlyValue } from '../islands/useEarlyValue'
import { FieldError } from './FieldError'
import { fieldSubscription, isFlagged } from './fieldStatus'

type TextFieldProps = {
  /** Prefix of the element ids, unique on the page (`contact`, `apply`). */
  form: string
  name: string
  label: string
  type?: HTMLInputTypeAttribute
  multiline?: boolean
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
  placeholder?: string
  maxLength?: number
  /** Rewrites what is typed (the birthdate mask). */
  parse?: (value: string) => string
  /** Enter leaves the field instead of sending the form (the contact email, spec section 5). */
  blurOnEnter?: boolean
  required?: boolean
}

/** A labelled text input or textarea bound to final-form, flagged with the error style and an SR text. */
export function TextField({
  form,
  name,
  label,
  type = 'text',
  multiline = false,
  autoComplete,
  inputMode,
  placeholder,
  maxLength,
  parse,
  blurOnEnter = false,
  required = true,
}: TextFieldProps) {
  const { input, meta } = useField<string>(name, {
    subscription: fieldSubscription,
    // Keep '' rather than undefined so the input stays controlled from the first render.
    parse: (value: string) => (parse ? parse(value ?? '') : (value ?? '')),
    format: (value: string | undefined) => value ?? '',
  })
  const element = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  useEarlyValue(element, input.value, input.onChange)
  const id = `${form}-${name}`
  const flagged = isFlagged(meta)
  const errorId = `${id}-error`
  const common = {
    ...input,
    ref: element,
    id,
    'aria-invalid': flagged || undefined,
    'aria-describedby': flagged ? errorId : undefined,
    // No browser bubbles (the form is noValidate): `required` tells assistive technology.
    required,
    placeholder,
    maxLength,
    autoComplete,
    className: 'form-control',
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (blurOnEnter && event.key === 'Enter') {
      event.preventDefault()
      event.currentTarget.blur()
    }
  }
  return (
    <div className="form-field" data-invalid={flagged || undefined}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onKeyDown={onKeyDown} />
      )}
      {flagged && <FieldError id={errorId} name={name} label={label} meta={meta} value={input.value} />}
    </div>
  )
}

/**
 * The e-mail field every form has (contact, application, favorites request): the e-mail keyboard and
 * autofill, and Enter leaves the field instead of sending (spec section 5). Its value is checked by
 * lib/forms's email rule.
 */
export function EmailField({
  form,
  label,
  placeholder,
}: Pick<TextFieldProps, 'form' | 'label' | 'placeholder'>) {
  return (
    <TextField
      form={form}
      name="email"
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      blurOnEnter
      {...(placeholder !== undefined && { placeholder })}
    />
  )
}
