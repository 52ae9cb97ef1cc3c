import { useT } from '../../lib/i18n/useT'
import { profileMarks } from '../../lib/profile/profileMarks'
import { summaryText } from '../../lib/profile/profileMarkup'
import type { Gender, MeasurementValues } from '../../lib/schemas/snapshot'

/**
 * "Height 178 · Bust 88 · Waist 61 · Shoes 38 BR": the first measurements on one line under the name, on
 * a phone only (Profile.css), in cm; the full list (with the cm / in switch) follows the book. Hidden from
 * screen readers, which read that full list. Its text is lib/profile/profileMarkup's (the Worker writes the
 * same for a live profile).
 */
export function MeasurementsLine({ gender, values }: { gender: Gender | null; values: MeasurementValues }) {
  const t = useT()
  const text = summaryText(gender, values, t)
  if (text === '') return null
  return (
    <p className="profile__summary" aria-hidden="true" {...{ [profileMarks.summary]: '' }}>
      {text}
    </p>
  )
}
