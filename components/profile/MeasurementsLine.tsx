import { useT } from '../../lib/i18n/useT'
import { type ProfileMeasurement, profileMeasurements } from '../../lib/measurements/profileMeasurements'
import type { Gender, MeasurementValues } from '../../lib/schemas/snapshot'

/** What a casting reads first, in this order (bust, else chest): the phone's one line under the name. */
const summaryFields: readonly (readonly ProfileMeasurement['field'][])[] = [
  ['height'],
  ['bust', 'chest'],
  ['waist'],
  ['shoes'],
]

/**
 * "Height 178 · Bust 88 · Waist 61 · Shoes 38 BR": the first measurements on one line under the name, on
 * a phone only (Profile.css), in cm; the full list (with the cm / in switch) follows the book. Hidden from
 * screen readers, which read that full list.
 */
export function MeasurementsLine({ gender, values }: { gender: Gender | null; values: MeasurementValues }) {
  const t = useT()
  const list = profileMeasurements(gender, values)
  const shown = summaryFields.flatMap((fields) => {
    const found = fields.map((f) => list.find((m) => m.field === f)).find((m) => m !== undefined)
    return found ? [found] : []
  })
  if (shown.length === 0) return null
  return (
    <p className="profile__summary" aria-hidden="true">
      {shown.map((m, i) => (
        <span key={m.field}>
          {i > 0 && ' · '}
          {t(`profile.measurements.${m.field}`)} {m.value}
        </span>
      ))}
    </p>
  )
}
