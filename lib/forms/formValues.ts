import type { ApplicationFields } from './applicationFields'
import type { ContactFields, honeypotField } from './contactFields'

/**
 * A form's values while a visitor fills it, from the struct the Worker checks: every field optional, text
 * as typed, a photo a File or none, plus the honeypot. `FormValues<{ email: string; photo: Blob }>` is
 * `{ email?: string; photo?: File | null; website?: string }`.
 */
export type FormValues<Fields> = { [K in keyof Fields]?: Fields[K] extends Blob ? File | null : string } & {
  [honeypotField]?: string
}

export type ApplicationValues = FormValues<ApplicationFields>
export type ContactValues = FormValues<ContactFields>
