// https://vike.dev/Page
import { useMemo } from 'react'
import { useData } from 'vike-react/useData'
import { ApplicationForm } from '../../components/forms/ApplicationForm'
import { Island } from '../../components/islands/Island'
import { Seo } from '../../components/shell/Seo'
import { useWhatsApp } from '../../components/shell/useSocial'
import { WhatsAppLink } from '../../components/shell/WhatsAppLink'
import type { ApplicationOptions } from '../../lib/forms'
import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'
import type { Data } from './+data'
import './BeAModel.css'

export default function Page() {
  const { options: json } = useData<Data>()
  const options = useMemo(() => JSON.parse(json) as ApplicationOptions, [json])
  const t = useT()
  const whatsapp = useWhatsApp()
  return (
    <div className="be-a-model page">
      <Seo
        title={t('seo.sections.beAModel')}
        description={t('seo.descriptions.beAModel', { site: site.name })}
      />
      <div className="be-a-model-column">
        <h1 className="be-a-model-title">{t('forms.beAModel.title')}</h1>
        <p className="be-a-model-intro">{t('forms.beAModel.intro')}</p>
        {/* Issue 40: applicants are never charged; the official channels, WhatsApp among them. */}
        <aside className="be-a-model-never-charge" aria-labelledby="never-charge-title">
          <h2 id="never-charge-title">{t('privacy.neverCharge.title')}</h2>
          <p>{t('privacy.neverCharge.text', { site: site.name, email: site.email, phone: site.phone })}</p>
          {whatsapp && (
            <WhatsAppLink
              number={whatsapp}
              text={t('whatsapp.applyText', { site: site.name })}
              label={t('whatsapp.label')}
            />
          )}
        </aside>
        <Island name="applicationForm" component={ApplicationForm} props={{ options }} />
      </div>
    </div>
  )
}
