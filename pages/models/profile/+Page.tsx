// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { CompCard } from '../../../components/compCard/CompCard'
import { CompCardPrint } from '../../../components/compCard/CompCardPrint'
import { Island } from '../../../components/islands/Island'
import { LiveProfile } from '../../../components/profile/LiveProfile'
import { personJsonLd } from '../../../components/profile/personJsonLd'
import { absoluteUrl, Seo } from '../../../components/shell/Seo'
import { talentApiPath } from '../../../lib/http/api'
import { useLocale, useT } from '../../../lib/i18n/useT'
import { liveSignature } from '../../../lib/live/liveSignature'
import { talentPath } from '../../../lib/routes/talentRoute'
import { site } from '../../../lib/site'
import { displayName } from '../../../lib/text/displayName'
import type { Data } from './+data'

export default function Page() {
  const { profile, preview } = useData<Data>()
  const t = useT()
  const locale = useLocale()
  const name = displayName(profile.name)
  return (
    <>
      <Seo
        title={t('seo.sections.profile', { name })}
        description={t('seo.descriptions.profile', { name, site: site.name })}
        image={preview ?? profile.cover2 ?? profile.cover}
        imageAlt={preview ? t('seo.imageAlt.profile', { name, site: site.name }) : undefined}
        jsonLd={personJsonLd(profile, absoluteUrl(talentPath(profile, locale)))}
      />
      {/* Wakes on the visitor's first touch, or when the live profile differs from this one. */}
      <Island
        name="profile"
        component={LiveProfile}
        props={{ profile }}
        wake={{ live: { url: talentApiPath(profile.id), sig: liveSignature(profile) } }}
      />
      {/* The comp card, outside the island (never hydrated): hidden on screen, what the page prints. */}
      <CompCardPrint preview>
        <CompCard profile={profile} />
      </CompCardPrint>
    </>
  )
}
