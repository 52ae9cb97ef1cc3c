import { useId } from 'react'
import { useLocale, useT } from '../../lib/i18n/useT'
import { profileMeasurements } from '../../lib/measurements/profileMeasurements'
import { profileMarks } from '../../lib/profile/profileMarks'
import { measurementItemsHtml } from '../../lib/profile/profileMarkup'
import type { Gender, MeasurementValues } from '../../lib/schemas/snapshot'

/**
 * The radios' name: one measurement list per page, and a fixed name (not a React id) lets a choice made
 * before the island renders afresh be handed to the new radios (components/islands/hydrate.tsx).
 */
const unitsName = 'measurement-units'

/**
 * The measurements of the talent's gender that have a value, formatted by the spec's rules, hair and eyes
 * in the page's language. A cm / in switch appears when some value carries an imperial part; cm first. The
 * switch is HTML: two radios, and CSS shows the values of the one checked (both are in the list's markup,
 * lib/profile/profileMarkup), so it works before and without the island's script and needs no state.
 */
export function Measurements({ gender, values }: { gender: Gender | null; values: MeasurementValues }) {
  const t = useT()
  const locale = useLocale()
  const headingId = useId()
  const list = profileMeasurements(gender, values)
  if (list.length === 0) return null
  const hasImperial = list.some((m) => m.imperial !== undefined)
  return (
    <section className="measurements" aria-labelledby={headingId}>
      <div className="measurements__head">
        <h2 id={headingId} className="measurements__title">
          {t('profile.measurementsTitle')}
        </h2>
        {hasImperial && (
          <fieldset className="measurements__units">
            <legend className="visually-hidden">{t('profile.units.label')}</legend>
            {(['cm', 'in'] as const).map((u) => (
              <label key={u} className="measurements__unit">
                <input type="radio" name={unitsName} value={u} defaultChecked={u === 'cm'} />
                <span>{t(`profile.units.${u}`)}</span>
              </label>
            ))}
          </fieldset>
        )}
      </div>
      <dl
        className="measurements__list"
        {...{ [profileMarks.measurements]: '' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: lib/profile/profileMarkup escapes every value (the Worker writes the same for a live profile).
        dangerouslySetInnerHTML={{ __html: measurementItemsHtml(gender, values, locale, t) }}
      />
    </section>
  )
}
