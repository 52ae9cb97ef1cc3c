import type { FormApi, SubmissionErrors, ValidationErrors } from 'final-form'
import { type ReactNode, useRef } from 'react'
import { Form } from 'react-final-form'
import { useHydrated } from 'vike-react/useHydrated'
import { languageField } from '../../lib/forms/submissionLanguage'
import { useLocale, useT } from '../../lib/i18n/useT'
import { Link } from '../Link'
import { CheckIcon } from './CheckIcon'
import { FormStatus } from './FormStatus'
import { sendAndFocus } from './focusFirstInvalid'
import { Honeypot } from './Honeypot'
import { SubmitButton } from './SubmitButton'
import type { Failure, Phase } from './useSubmission'
import './Forms.css'

type Props<Values> = {
  /** The form's name: it prefixes the ids of its fields, its trap field and its status message. */
  name: 'contact' | 'apply' | 'request'
  /** Whether it carries files (a plain post then goes as multipart). */
  multipart?: boolean
  /** Classes besides `form`. */
  className?: string
  /** What useSubmission gives for this form. */
  submission: {
    phase: Phase
    failure: Failure | null
    onSubmit: (values: Values, form: FormApi<Values>) => Promise<SubmissionErrors | undefined>
    /** The Worker's route: where the script sends the form, and where the browser posts it with no script. */
    url: string
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
  multipart = false,
  className,
  submission: { phase, failure, onSubmit, url },
  validate,
  children,
}: Props<Values>) {
  const formRef = useRef<HTMLFormElement>(null)
  const statusId = `${name}-form-error`
  // With no script (or before the form's island wakes) the browser checks the required fields itself and
  // posts the form; once React runs, it validates and sends.
  const hydrated = useHydrated()
  const locale = useLocale()
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      subscription={{}}
      render={({ handleSubmit, form }) => (
        <form
          ref={formRef}
          className={className ? `form ${className}` : 'form'}
          action={url}
          method="post"
          encType={multipart ? 'multipart/form-data' : undefined}
          onSubmit={sendAndFocus(phase, formRef, handleSubmit, form)}
          noValidate={hydrated}
          aria-busy={phase === 'sending' || undefined}
          aria-describedby={failure ? statusId : undefined}
        >
          {children}
          <Honeypot form={name} />
          {/* The page's language for a plain post (a script's request sets it itself: useSubmission). */}
          <input type="hidden" name={languageField} value={locale} />
          <div className="form-actions">
            <SubmitButton phase={phase} />
            <PrivacyLink />
          </div>
          <FormStatus phase={phase} failure={failure} id={statusId} />
          <PlainPostOutcome form={name} />
        </form>
      )}
    />
  )
}

/**
 * The outcome of a form posted with no script: the Worker answers 303 back to the page at `#{form}-sent` or
 * `#{form}-failed` (functions/middleware/plainForm.ts), and CSS shows the one targeted (`:target`).
 */
function PlainPostOutcome({ form }: { form: Props<object>['name'] }) {
  const t = useT()
  return (
    <>
      <p id={`${form}-sent`} className="form-outcome form-success">
        <CheckIcon size={22} />
        <span>{t('forms.success')}</span>
      </p>
      <p id={`${form}-failed`} className="form-outcome form-error">
        {t('forms.notSent')}
      </p>
    </>
  )
}

/** Beside every form's Send: what happens to what is sent (the privacy notice, issue 40). */
function PrivacyLink() {
  const t = useT()
  return (
    <p className="form-privacy">
      <Link to={{ screen: 'privacy' }}>{t('privacy.link')}</Link>
    </p>
  )
}
