import { kindOf, type MeasurementField } from './measurementFields'

export type FormattedMeasurement = { value: string; imperial?: string }

/**
 * A measurement as typed in the CMS, ready to show; null when there is no value.
 * The slash rule first: `'178/5\'10"'` → `{ value: '178', imperial: '5\'10"' }`, and for shirt only the
 * number before the slash: `'40 (M)/15.5'` → `{ value: '40', imperial: '15.5' }`.
 * Else the 'x' rule (Brazilian size x US size): `'38x7.5'` → `{ value: '38 BR' }`. Else the value trimmed: `' 90 '` → `{ value: '90' }`.
 * Words (hair and eye colours) are not sizes, so neither rule touches them (`'Castanho/Mel'` stays whole).
 * A value with nothing before its slash, or no number before its 'x' (`'XXL'`), is shown trimmed as typed.
 */
export function formatMeasurement(
  field: MeasurementField,
  value: string | null | undefined,
): FormattedMeasurement | null {
  const raw = value?.trim()
  if (!raw) return null
  const kind = kindOf(field)
  if (kind === 'colour' || kind === 'word') return { value: raw }

  if (kind === 'weight') return weight(raw)

  const slash = raw.indexOf('/')
  if (slash >= 0) {
    const before = raw.slice(0, slash).trim()
    const after = raw.slice(slash + 1).trim()
    // "40 (M)": the shirt's number is what the cm column shows; the letter size is dropped.
    const metric = field === 'shirt' ? (/\d+(?:[.,]\d+)?/.exec(before)?.[0] ?? before) : before
    if (metric) return after ? { value: metric, imperial: after } : { value: metric }
  }

  // Only a number before the 'x' makes a size pair: a letter size such as "XXL" is shown as typed.
  const x = slash < 0 ? /^([^x]*\d[^x]*?)\s*x/i.exec(raw) : null
  if (x?.[1]) return { value: `${x[1]} BR` }
  return { value: raw }
}

const bareNumber = /^\d+(?:[.,]\d+)?$/

/**
 * Weight as the platform's lists write it, kilograms/pounds: `'60/132.3'` → `{ value: '60 kg', imperial:
 * '132.3 lb' }`; a bare number is kilograms (`'60'` → `'60 kg'`); anything else is shown as typed.
 */
function weight(raw: string): FormattedMeasurement {
  const [before = '', after = ''] = raw.split('/').map((s) => s.trim())
  const kg = bareNumber.test(before) ? `${before} kg` : before || raw
  const lb = bareNumber.test(after) ? `${after} lb` : after
  return lb ? { value: kg, imperial: lb } : { value: kg }
}
