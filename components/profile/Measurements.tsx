import { useId, useState } from 'react'
import { useLocale, useT } from '../../lib/i18n/useT'
import { profileMeasurements } from '../../lib/measurements/profileMeasurements'
import { measurementItemsHtml } from '../../lib/profile/profileMarkup'
import type { Gender, MeasurementValues } from '../../lib/schemas/snapshot'

type Unit = 'cm' | 'in'

/**
 * The measurements of the talent's gender that have a value, formatted by the spec's rules, hair and eyes
 * in the page's language. A cm / in switch appears when some value carries an imperial part; cm first.
 */
export function Measurements({ gender, values }: { gender: Gender | null; values: MeasurementValues }) {
  const t = useT()
  const locale = useLocale()
  const headingId = useId()
  const [unit, setUnit] = useState<Unit>('cm')
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
              <button key={u} type="button" aria-pressed={unit === u} onClick={() => setUnit(u)}>
                {t(`profile.units.${u}`)}
              </button>
            ))}
          </fieldset>
        )}
      </div>
      <dl
        className="measurements__list"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: lib/profile/profileMarkup escapes every value (the Worker writes the same for a live profile).
        dangerouslySetInnerHTML={{ __html: measurementItemsHtml(gender, values, unit, locale, t) }}
      />
    </section>
  )
}
