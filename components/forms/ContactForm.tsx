import { useRef } from 'react'
import { Form } from 'react-final-form'
import { ContactFields, type ContactValues, contactLimits } from '../../lib/forms'
import { useT } from '../../lib/i18n/useT'
import { FormStatus } from './FormStatus'
import { sendAndFocus } from './focusFirstInvalid'
import { Honeypot } from './Honeypot'
import { SubmitButton } from './SubmitButton'
import { TextField } from './TextField'
import { useSubmission } from './useSubmission'
import { validationErrors } from './validationErrors'
import './Forms.css'

const validate = (values: ContactValues) => validationErrors(ContactFields, values)

/** The contact form (spec sections 2, 4, 5): email and message, posted to `POST /api/contact`. */
export function ContactForm() {
  const t = useT()
  const formRef = useRef<HTMLFormElement>(null)
  const { phase, failure, onSubmit } = useSubmission<ContactValues>({ url: '/api/contact' })
  return (
    <Form<ContactValues>
      onSubmit={onSubmit}
      validate={validate}
      subscription={{}}
      render={({ handleSubmit, form }) => {
        const send = sendAndFocus(phase, formRef, handleSubmit, form)
        return (
          <form
            ref={formRef}
            className="form"
            onSubmit={send}
            noValidate
            aria-busy={phase === 'sending' || undefined}
            aria-describedby={failure ? 'contact-form-error' : undefined}
          >
            <TextField
              form="contact"
              name="email"
              label={t('forms.contact.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('forms.contact.emailPlaceholder')}
              blurOnEnter
            />
            <TextField
              form="contact"
              name="message"
              label={t('forms.contact.message')}
              multiline
              placeholder={t('forms.contact.messagePlaceholder')}
              maxLength={contactLimits.message}
            />
            <Honeypot form="contact" />
            <div className="form-actions">
              <SubmitButton phase={phase} />
            </div>
            <FormStatus phase={phase} failure={failure} id="contact-form-error" />
          </form>
        )
      }}
    />
  )
}
