// https://vike.dev/Page
import { Seo } from '../../components/shell/Seo'
import { useT } from '../../lib/i18n/useT'
import { limits, site } from '../../lib/site'
import './Privacy.css'

/** The sections of the notice, in order: each a title and its text (lib/i18n/messages/privacy). */
const sections = [
  ['keptTitle', 'kept'],
  ['whyTitle', 'why'],
  ['howLongTitle', 'howLong'],
  ['whereTitle', 'where'],
  ['rightsTitle', 'rights'],
] as const

/**
 * The privacy notice (issue 40): what the forms' data is, why it is kept, for how long (the Worker's
 * SUBMISSION_MAX_DAYS), where it goes, the visitor's rights and the agency's contact. Plain text, no script.
 */
export default function Page() {
  const t = useT()
  const { address } = site
  const vars = { site: site.name, days: limits.submissionMaxDays }
  return (
    <div className="privacy page">
      <Seo
        title={t('seo.sections.privacy')}
        description={t('seo.descriptions.privacy', { site: site.name })}
      />
      <div className="privacy-text">
        <h1 className="privacy-title">{t('privacy.title')}</h1>
        <p className="privacy-lede">{t('privacy.intro', vars)}</p>
        {sections.map(([title, text]) => (
          <section key={title} aria-labelledby={`privacy-${text}`}>
            <h2 id={`privacy-${text}`}>{t(`privacy.${title}`)}</h2>
            <p>{t(`privacy.${text}`, vars)}</p>
          </section>
        ))}
        <section aria-labelledby="privacy-contact">
          <h2 id="privacy-contact">{t('privacy.contactTitle')}</h2>
          <p>
            {t('privacy.contact', {
              email: site.email,
              phone: site.phone,
              address: `${address.street}, ${address.district}, ${address.city} – ${address.region}, ${address.postalCode}`,
            })}
          </p>
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a> · <a href={site.phoneHref}>{site.phone}</a>
          </p>
        </section>
      </div>
    </div>
  )
}
