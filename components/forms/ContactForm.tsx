import { ContactFields, type ContactValues, contactLimits } from '../../lib/forms'
import { apiPaths } from '../../lib/http/api'
import { useT } from '../../lib/i18n/useT'
import { SubmissionForm } from './SubmissionForm'
import { EmailField, TextField } from './TextField'
import { useSubmission } from './useSubmission'
import { validationErrors } from './validationErrors'
import './Forms.css'

const validate = (values: ContactValues) => validationErrors(ContactFields, values)

/** The contact form (spec sections 2, 4, 5): email and message, posted to `POST /api/contact`. */
export function ContactForm() {
  const t = useT()
  const submission = useSubmission<ContactValues>({ url: apiPaths.contact })
  return (
    <SubmissionForm<ContactValues> name="contact" submission={submission} validate={validate}>
      <EmailField
        form="contact"
        label={t('forms.contact.email')}
        placeholder={t('forms.contact.emailPlaceholder')}
      />
      <TextField
        form="contact"
        name="message"
        label={t('forms.contact.message')}
        multiline
        placeholder={t('forms.contact.messagePlaceholder')}
        maxLength={contactLimits.message}
      />
    </SubmissionForm>
  )
}
