import { kindOf, type MeasurementField } from './measurementFields'

const cmPerInch = 2.54
const lbPerKg = 2.204_62
const number = /^(\d+(?:[.,]\d+)?)(?:\s*kg)?$/

/**
 * The imperial figure of a formatted metric value the CMS holds without one, written as the platform's
 * lists write theirs: height in feet and inches (`'180'` → `5'11"`), other lengths in whole inches
 * (`'93'` → `'37'`), weight in pounds (`'60 kg'` → `'132.3 lb'`). null for sizes, words and anything
 * that is not a plain number. Example: `imperialOf('height', '169')` → `5'7"`.
 */
export function imperialOf(field: MeasurementField, value: string): string | null {
  const m = number.exec(value.trim())
  if (!m?.[1]) return null
  const metric = Number(m[1].replace(',', '.'))
  if (!(metric > 0)) return null
  const kind = kindOf(field)
  if (kind === 'weight') return `${Math.round(metric * lbPerKg * 10) / 10} lb`
  // Only lengths are kept in centimetres: sizes such as jeans or shoes have no inch equivalent.
  if (kind !== 'length' || value.includes('kg')) return null
  const inches = Math.round(metric / cmPerInch)
  return field === 'height' ? `${Math.floor(inches / 12)}'${inches % 12}"` : String(inches)
}
