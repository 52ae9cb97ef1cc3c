import { type CardPhoto, compCardPhotos } from '../../lib/compCard/compCardPhotos'
import { colourName } from '../../lib/i18n/colourName'
import { useLocale, useT } from '../../lib/i18n/useT'
import { imperialOf } from '../../lib/measurements/imperialOf'
import { profileMeasurements } from '../../lib/measurements/profileMeasurements'
import type { Profile } from '../../lib/schemas/snapshot'
import { site } from '../../lib/site'
import { displayName } from '../../lib/text/displayName'
import './CompCard.css'

/** The site's address as printed on the card: its public origin (SITE_URL) without the scheme. */
const siteAddress = __PUBLIC_ORIGIN__.replace(/^https?:\/\//, '')

function Photo({ photo, alt, className }: { photo: CardPhoto; alt: string; className: string }) {
  // Lazy: the card is hidden on screen, and a lazy image there is not fetched; printing loads it (Chromium
  // waits for it, about two seconds at most), and the print action makes it eager and waits for it
  // (printCompCards). Low priority for a browser with scripting disabled, which loads lazy images at once.
  // Decoded synchronously: a printed sheet is painted once.
  return (
    <img
      className={className}
      src={photo.src}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading="lazy"
      fetchPriority="low"
      decoding="sync"
    />
  )
}

/**
 * A talent's comp card, the industry's A5 card (148 × 210 mm) in two sides, one printed page each. Front:
 * the best portrait and the name. Back: four more photos, the measurements in centimetres and inches (the
 * CMS's imperial part, else `imperialOf` for lengths and weight), hair and eyes in the page's language, and the
 * agency's name, address, email and phone. It is part of the talent's profile page, in the page's holder
 * (CompCardPrint); `data-comp-card` marks the element the favorites page gathers from each talent's profile
 * page into one document (components/compCard/printCompCards).
 */
export function CompCard({ profile }: { profile: Profile }) {
  const t = useT()
  const locale = useLocale()
  const name = displayName(profile.name)
  const { front, back } = compCardPhotos(profile)
  const measurements = profileMeasurements(profile.gender, profile.measurements)
  const sizes = measurements.filter((m) => m.field !== 'hair' && m.field !== 'eyes')
  const colours = measurements.filter((m) => m.field === 'hair' || m.field === 'eyes')
  return (
    <article className="comp-card" data-comp-card={profile.id} aria-label={t('compCard.title', { name })}>
      <section className="comp-card__side comp-card__front" aria-label={t('compCard.front')}>
        {front && <Photo photo={front} alt={name} className="comp-card__portrait" />}
        <h2 className="comp-card__name">{name}</h2>
        <p className="comp-card__agency">{site.name}</p>
      </section>
      <section className="comp-card__side comp-card__back" aria-label={t('compCard.back')}>
        <div className="comp-card__photos" data-count={back.length}>
          {back.map((photo, i) => (
            <Photo
              key={photo.src}
              photo={photo}
              alt={t('profile.photo', { name, number: i + 2, total: back.length + 1 })}
              className="comp-card__photo"
            />
          ))}
        </div>
        <div className="comp-card__details">
          <p className="comp-card__back-name">{name}</p>
          {sizes.length > 0 && (
            <table className="comp-card__measurements">
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">{t('profile.measurementsTitle')}</span>
                  </th>
                  <th scope="col">{t('profile.units.cm')}</th>
                  <th scope="col">{t('profile.units.in')}</th>
                </tr>
              </thead>
              <tbody>
                {sizes.map((m) => (
                  <tr key={m.field} data-field={m.field}>
                    <th scope="row">{t(`profile.measurements.${m.field}`)}</th>
                    <td>{m.value}</td>
                    <td>{m.imperial ?? imperialOf(m.field, m.value) ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {colours.length > 0 && (
            <dl className="comp-card__colours">
              {colours.map((m) => (
                <div key={m.field} data-field={m.field}>
                  <dt>{t(`profile.measurements.${m.field}`)}</dt>
                  <dd>{colourName(m.value, locale)}</dd>
                </div>
              ))}
            </dl>
          )}
          <footer className="comp-card__contact">
            <p className="comp-card__contact-name">{site.name}</p>
            <p>{siteAddress}</p>
            <p>{site.email}</p>
            <p>{site.phone}</p>
          </footer>
        </div>
      </section>
    </article>
  )
}
