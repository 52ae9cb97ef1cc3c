import { define, dynamic, enums, type Infer, literal, optional, refine, string, type } from 'superstruct'
import { isPlausibleBirthdate } from '../age'
import {
  type ApplicationMeasurementField,
  applicationMeasurementFields,
  fieldRecord,
} from '../measurements/measurementFields'
import type { Attributes } from '../schemas/snapshot'
import { limits } from '../site'
import { isFile } from './fieldErrors'
import { isMinor } from './isMinor'
import { Email, requiredText } from './textFields'

/** Upper bounds of the application's text fields (characters). */
export const applicationLimits = { name: 120, guardianName: 120 } as const

/**
 * The optional measurements of the application (the field table's rows it asks for), each validated
 * against its attribute option list.
 */
export { applicationMeasurementFields }
/** The two required photos (multipart file fields). */
export const photoFields = ['image_1', 'image_2'] as const
/**
 * The consent the application asks for (issue 40): the applicant's, always (a checkbox sent as `yes`), and
 * under 18 by the birth date a parent's or guardian's name and consent.
 */
export const consentFields = ['consent', 'guardian_name', 'guardian_consent'] as const
/** What a ticked consent box sends. */
export const consentValue = 'yes'
/** Every field of the application, in the order the form shows them and the Worker forwards them. */
export const applicationFieldNames = [
  'name',
  'phone',
  'gender',
  'email',
  'birthdate',
  ...applicationMeasurementFields,
  ...photoFields,
  ...consentFields,
] as const

/** A chosen photo: a non-empty file of at most 2097152 bytes (its real type is checked by `imageTypeOf`). */
export const Photo = define<Blob>('photo', (v) => isFile(v) && v.size > 0 && v.size <= limits.photoMaxBytes)

/** A phone number as people type it: digits, spaces, + ( ) . -, with 8 to 20 digits. */
export const Phone = refine(string(), 'phone', (v) => {
  const digits = v.replace(/\D/g, '').length
  return /^[\d\s+().-]{8,40}$/.test(v.trim()) && digits >= 8 && digits <= 20
})

/** dd/MM/yyyy, a real calendar day, not in the future, at most maxPlausibleAge years ago (lib/age birthdateProblem). */
const Birthdate = refine(string(), 'birthdate', (v) => isPlausibleBirthdate(v.trim(), new Date()))

/** The option lists the application needs: the snapshot's attributes (data/attributes.pt.json). */
export type ApplicationOptions = Pick<Attributes, 'gender' | ApplicationMeasurementField>

const oneOf = (values: readonly string[]) => enums(values.length > 0 ? values : ['\u0000'])

const Consent = literal(consentValue)

/** Whether an application's birth date (as masked) makes the applicant under 18 today. */
const fromMinor = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  'birthdate' in value &&
  typeof value.birthdate === 'string' &&
  isMinor(value.birthdate, new Date())

/**
 * The get-scouted form's fields (spec sections 3 and 5), built from the attribute option lists so the
 * measurements are values of those lists, with the applicant's consent required, and under 18 by the birth
 * date (`isMinor`, read when the struct checks, so "today" is the day of the check) a guardian's name and
 * consent too. Shared by the browser form (final-form, with `fieldErrors` and after `dropEmpty`) and the
 * Worker (`POST /api/get-scouted`), which checks the photos' real type and size first (413 / 415) and
 * then this struct (422): a guardian's consent is the Worker's rule, not only the browser's. `type()`
 * ignores unknown keys.
 * Example: `fieldErrors(applicationFields(attributes), { name: 'Ana' })` → `['phone', 'gender', …, 'consent']`.
 */
export function applicationFields(options: ApplicationOptions) {
  const fields = {
    name: requiredText(applicationLimits.name),
    phone: Phone,
    gender: oneOf(options.gender),
    email: Email,
    birthdate: Birthdate,
    ...fieldRecord(applicationMeasurementFields, (field) =>
      optional(oneOf(options[field].map((o) => o.value))),
    ),
    ...fieldRecord(photoFields, () => Photo),
    consent: Consent,
    guardian_name: optional(refine(string(), 'text', (v) => v.length <= applicationLimits.guardianName)),
    guardian_consent: optional(Consent),
  }
  const adult = type(fields)
  const minor = type({
    ...fields,
    guardian_name: requiredText(applicationLimits.guardianName),
    guardian_consent: Consent,
  })
  // `minor` only makes optional fields required: its values are `adult`'s.
  return dynamic((value) => (fromMinor(value) ? (minor as unknown as typeof adult) : adult))
}
export type ApplicationFields = Infer<ReturnType<typeof applicationFields>>
