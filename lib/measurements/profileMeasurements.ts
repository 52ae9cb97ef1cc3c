import type { FormattedMeasurement } from './formatMeasurement'
import { formatMeasurement } from './formatMeasurement'
import type { MeasurementField } from './measurementFields'
import { measurementFields } from './measurementFields'

export type ProfileMeasurement = FormattedMeasurement & { field: MeasurementField }

/**
 * The measurement list of a profile: the gender's fields that have a value, formatted, in display order.
 * A man's chest falls back to his bust, where the CMS often keeps it. Hair and eyes come back as typed
 * (trimmed), in Portuguese: the page translates them with `colourName`.
 */
export function profileMeasurements(
  gender: 'man' | 'woman' | null,
  values: Partial<Record<MeasurementField, string | null>>,
): ProfileMeasurement[] {
  const list: ProfileMeasurement[] = []
  for (const field of measurementFields(gender)) {
    let formatted = formatMeasurement(field, values[field])
    if (!formatted && gender === 'man' && field === 'chest')
      formatted = formatMeasurement('chest', values.bust)
    if (formatted) list.push({ field, ...formatted })
  }
  return list
}
