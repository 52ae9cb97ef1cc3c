import type { Option } from '../schemas/option.ts'
import { centimetres, heights, kilograms, noOptions, sizes } from './optionLists.ts'

// The talent's measurement fields, one row each: the one place that names them. The snapshot's structs
// (a profile's values, the attribute lists), the upstream profile's fields, the built-in option lists, the
// display order per gender, the application's measurement fields and with them the Worker's checks are all
// derived from it. Adding a measurement is a row here plus its labels (lib/i18n/messages:
// `profile.measurements`, and `forms.beAModel` when the application asks for it); then a sync writes the
// new key into data/ (the snapshot's structs are strict).
//
// The rows are in display order, which is the spec's (section 3). Weight is kept (the platform holds it, the
// application asks for it) but listed for no gender: the spec's lists leave it out and agencies do not
// publish it (docs/decisions/0032-weight-composites.md). A talent whose gender the site does not
// know lists every published field that has a value.

/**
 * How a value reads: `length` centimetres (with inches), `weight` kilograms (with pounds), `size` a garment
 * or shoe size (Brazilian, maybe with a US one), `colour` a colour name the page translates (colourName),
 * `word` anything else, shown as typed.
 */
export type MeasurementKind = 'length' | 'weight' | 'size' | 'colour' | 'word'

type Row = {
  kind: MeasurementKind
  /** The genders whose public profile and comp card list it (none: never published). */
  shownFor: readonly ('man' | 'woman')[]
  /** Whether the application form asks for it (optional there, a value of its option list). */
  inApplication: boolean
  /** The built-in option list, used where the CMS sends none (lib/upstream, normalizeAttributes). */
  options: () => Option[]
}

const both = ['man', 'woman'] as const
const men = ['man'] as const
const women = ['woman'] as const

export const measurementTable = {
  height: { kind: 'length', shownFor: both, inApplication: true, options: heights },
  weight: { kind: 'weight', shownFor: [], inApplication: true, options: kilograms },
  bust: { kind: 'length', shownFor: women, inApplication: true, options: () => centimetres(65, 200) },
  chest: { kind: 'length', shownFor: both, inApplication: false, options: () => centimetres(10, 200) },
  waist: { kind: 'length', shownFor: women, inApplication: true, options: () => centimetres(20, 200) },
  hips: { kind: 'length', shownFor: women, inApplication: true, options: () => centimetres(20, 200) },
  suit: { kind: 'size', shownFor: men, inApplication: false, options: () => sizes(1, 60) },
  shirt: { kind: 'size', shownFor: men, inApplication: false, options: () => sizes(1, 60) },
  jeans: { kind: 'size', shownFor: both, inApplication: false, options: () => sizes(34, 60) },
  shoes: { kind: 'size', shownFor: both, inApplication: false, options: () => sizes(1, 60) },
  hair: { kind: 'colour', shownFor: both, inApplication: false, options: noOptions },
  eyes: { kind: 'colour', shownFor: both, inApplication: false, options: noOptions },
} as const satisfies Record<string, Row>

type Table = typeof measurementTable
export type MeasurementField = keyof Table
/** The fields the application form asks for. */
export type ApplicationMeasurementField = {
  [F in MeasurementField]: Table[F]['inApplication'] extends true ? F : never
}[MeasurementField]

/** Every measurement field, in display order. */
export const measurementFieldNames = Object.keys(measurementTable) as MeasurementField[]

/** The application's optional measurements, in the order the form shows them. */
export const applicationMeasurementFields = measurementFieldNames.filter(
  (field): field is ApplicationMeasurementField => measurementTable[field].inApplication,
)

/** An object with an entry per field, in their order: `fieldRecord(['hips'], (f) => f.length)` → `{ hips: 4 }` */
export function fieldRecord<F extends string, T>(fields: readonly F[], make: (field: F) => T): Record<F, T> {
  return Object.fromEntries(fields.map((field) => [field, make(field)])) as Record<F, T>
}

/** An object with an entry per measurement field: `eachMeasurement(() => nullable(string()))`. */
export const eachMeasurement = <T>(make: (field: MeasurementField) => T) =>
  fieldRecord(measurementFieldNames, make)

const listedFor = (gender: 'man' | 'woman') =>
  measurementFieldNames.filter((field) =>
    (measurementTable[field].shownFor as readonly string[]).includes(gender),
  )
const published = measurementFieldNames.filter((field) => measurementTable[field].shownFor.length > 0)
const shown = { man: listedFor('man'), woman: listedFor('woman'), any: published }

/**
 * The measurements a profile lists for a gender, in display order: men show suit and shirt, women bust,
 * waist and hips.
 */
export function measurementFields(gender: 'man' | 'woman' | null): readonly MeasurementField[] {
  return shown[gender ?? 'any']
}

/** How a field's value reads (its row's `kind`). */
export function kindOf(field: MeasurementField): MeasurementKind {
  return measurementTable[field].kind
}

/** The built-in option list of a field ([] for hair and eyes). */
export function defaultOptions(field: MeasurementField): Option[] {
  return measurementTable[field].options()
}
