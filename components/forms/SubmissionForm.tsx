import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form'
import { type ReactNode, useRef } from 'react'
import { Form } from 'react-final-form'
import { FormStatus } from './FormStatus'
import { sendAndFocus } from './focusFirstInvalid'
import { Honeypot } from './Honeypot'
import { SubmitButton } from './SubmitButton'
import type { Failure, Phase } from './useSubmission'
import './Forms.css'

type Props<Values> = {
  /** The form's name: it prefixes the ids of its fields, its trap field and its status message. */
  name: 'contact' | 'apply' | 'request'
  /** Classes besides `form`. */
  className?: string
  /** What useSubmission gives for this form. */
  submission: {
    phase: Phase
    failure: Failure | null
    onSubmit: (values: Values, form: FormApi<Values>) => Promise<SubmissionErrors | undefined>
  }
  validate: (values: Values) => ValidationErrors
  /** The form's own fields. */
  children: ReactNode
}

/**
 * A form the Worker receives (contact, application, favorites request): final-form around a `<form>` that
 * sends once at a time and focuses the first field at fault, the fields, the trap field, the send button
 * and the status message the form points to while it has a failure.
 */
export function SubmissionForm<Values extends object>({
  name,
  className,
  submission: { phase, failure, onSubmit },
  validate,
  children,
}: Props<Values>) {
  const formRef = useRef<HTMLFormElement>(null)
  const statusId = `${name}-form-error`
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      subscription={{}}
      render={({ handleSubmit, form }) => (
        <form
          ref={formRef}
          className={className ? `form ${className}` : 'form'}
          onSubmit={sendAndFocus(phase, formRef, handleSubmit, form)}
          noValidate
          aria-busy={phase === 'sending' || undefined}
          aria-describedby={failure ? statusId : undefined}
        >
          {children}
          <Honeypot form={name} />
          <div className="form-actions">
            <SubmitButton phase={phase} />
          </div>
          <FormStatus phase={phase} failure={failure} id={statusId} />
        </form>
      )}
    />
  )
}
