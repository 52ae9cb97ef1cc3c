import { type Infer, type } from 'superstruct'
import { Email, requiredText } from './textFields'

/** Upper bounds of the contact form's fields (characters); the Worker also caps the body at 32 KiB. */
export const contactLimits = { message: 5000 } as const

/**
 * The contact form's fields (spec section 5: email required and valid, message required), shared by the
 * browser form (final-form, with `fieldErrors`) and the Worker (`POST /api/contact`). The honeypot field
 * `website` is not part of it: the Worker reads it before validating. `type()` ignores unknown keys.
 * Example: `fieldErrors(ContactFields, { email: 'ana@x.com', message: ' ' })` → `['message']`.
 */
export const ContactFields = type({
  email: Email,
  message: requiredText(contactLimits.message),
})
export type ContactFields = Infer<typeof ContactFields>

/** The fields in the order the form shows them and the Worker forwards them. */
export const contactFieldNames = ['email', 'message'] as const

/** The honeypot field of both forms: hidden from people, filled by bots; a filled one is dropped. */
export const honeypotField = 'website'
