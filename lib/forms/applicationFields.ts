import { define, enums, type Infer, optional, refine, string, type } from 'superstruct'
import { isPlausibleBirthdate } from '../age'
import {
  type ApplicationMeasurementField,
  applicationMeasurementFields,
  fieldRecord,
} from '../measurements/measurementFields'
import type { Attributes } from '../schemas/snapshot'
import { limits } from '../site'
import { isFile } from './fieldErrors'
import { Email, requiredText } from './textFields'

/** Upper bounds of the application's text fields (characters). */
export const applicationLimits = { name: 120 } as const

/**
 * The optional measurements of the application (the field table's rows it asks for), each validated
 * against its attribute option list.
 */
export { applicationMeasurementFields }
/** The two required photos (multipart file fields). */
export const photoFields = ['image_1', 'image_2'] as const
/** Every field of the application, in the order the form shows them and the Worker forwards them. */
export const applicationFieldNames = [
  'name',
  'phone',
  'gender',
  'email',
  'birthdate',
  ...applicationMeasurementFields,
  ...photoFields,
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

/**
 * The get-scouted form's fields (spec sections 3 and 5), built from the attribute option lists so the
 * measurements are values of those lists. Shared by the browser form (final-form, with `fieldErrors` and
 * after `dropEmpty`) and the Worker (`POST /api/get-scouted`), which checks the photos' real type and
 * size first (415 / 413) and then this struct (422). `type()` ignores unknown keys.
 * Example: `fieldErrors(applicationFields(attributes), { name: 'Ana' })` → `['phone', 'gender', …]`.
 */
export function applicationFields(options: ApplicationOptions) {
  return type({
    name: requiredText(applicationLimits.name),
    phone: Phone,
    gender: oneOf(options.gender),
    email: Email,
    birthdate: Birthdate,
    ...fieldRecord(applicationMeasurementFields, (field) =>
      optional(oneOf(options[field].map((o) => o.value))),
    ),
    ...fieldRecord(photoFields, () => Photo),
  })
}
export type ApplicationFields = Infer<ReturnType<typeof applicationFields>>
