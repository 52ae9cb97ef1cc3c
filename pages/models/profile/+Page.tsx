// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { CompCard } from '../../../components/compCard/CompCard'
import { CompCardPrint } from '../../../components/compCard/CompCardPrint'
import { ProfileIsland } from '../../../components/profile/ProfileIsland'
import { personJsonLd } from '../../../components/profile/personJsonLd'
import { absoluteUrl, Seo } from '../../../components/shell/Seo'
import { useWhatsApp } from '../../../components/shell/useSocial'
import { useLocale, useT } from '../../../lib/i18n/useT'
import { talentPath } from '../../../lib/routes/talentRoute'
import { site } from '../../../lib/site'
import { displayName } from '../../../lib/text/displayName'
import type { Data } from './+data'

export default function Page() {
  const { profile, preview } = useData<Data>()
  const t = useT()
  const locale = useLocale()
  const name = displayName(profile.name)
  const whatsapp = useWhatsApp()
  return (
    <>
      <Seo
        title={t('seo.sections.profile', { name })}
        description={t('seo.descriptions.profile', { name, site: site.name })}
        image={preview ?? profile.cover2 ?? profile.cover}
        imageAlt={preview ? t('seo.imageAlt.profile', { name, site: site.name }) : undefined}
        jsonLd={personJsonLd(profile, absoluteUrl(talentPath(profile, locale)))}
      />
      <ProfileIsland profile={profile} whatsapp={whatsapp} />
      {/* The comp card, outside the island (never hydrated): hidden on screen, what the page prints. */}
      <CompCardPrint preview>
        <CompCard profile={profile} />
      </CompCardPrint>
    </>
  )
}
