// https://vike.dev/Page
import { ContactForm } from '../../components/forms/ContactForm'
import { Island } from '../../components/islands/Island'
import { OfficeMap } from '../../components/map/OfficeMap'
import { Seo } from '../../components/shell/Seo'
import { useWhatsApp } from '../../components/shell/useSocial'
import { WhatsAppLink } from '../../components/shell/WhatsAppLink'
import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'
import './Contact.css'

export default function Page() {
  const t = useT()
  const { address } = site
  const whatsapp = useWhatsApp()
  return (
    <div className="contact page">
      <Seo
        title={t('seo.sections.contact')}
        description={t('seo.descriptions.contact', { site: site.name })}
      />
      <div className="contact-grid">
        <section className="contact-main" aria-labelledby="contact-title">
          <h1 id="contact-title" className="contact-title">
            {t('forms.contact.title')}
          </h1>
          <p className="contact-intro">{t('forms.contact.intro')}</p>
          <Island name="contactForm" component={ContactForm} props={{}} />
        </section>
        <section className="contact-office" aria-labelledby="contact-office-title">
          <h2 id="contact-office-title" className="contact-subtitle">
            {t('forms.contact.findUs')}
          </h2>
          <dl className="contact-details">
            <div>
              <dt>{t('forms.contact.address')}</dt>
              <dd>
                <address>
                  {address.street}
                  <br />
                  {address.district}, {address.city} – {address.region}
                  <br />
                  {address.postalCode}, {address.country}
                </address>
              </dd>
            </div>
            <div>
              <dt>{t('forms.contact.emailUs')}</dt>
              <dd>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </dd>
            </div>
            <div>
              <dt>{t('forms.contact.phone')}</dt>
              <dd>
                <a href={site.phoneHref}>{site.phone}</a>
              </dd>
            </div>
            {whatsapp && (
              <div>
                <dt>WhatsApp</dt>
                <dd>
                  <WhatsAppLink
                    number={whatsapp}
                    text={t('whatsapp.contactText', { site: site.name })}
                    label={t('whatsapp.label')}
                  />
                </dd>
              </div>
            )}
          </dl>
          <Island name="officeMap" component={OfficeMap} props={{}} wake={{ visible: true }} />
        </section>
      </div>
    </div>
  )
}
