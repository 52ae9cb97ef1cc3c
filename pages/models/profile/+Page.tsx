// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { ProfileView } from '../../../components/profile/ProfileView'
import { personJsonLd } from '../../../components/profile/personJsonLd'
import { useLiveProfile } from '../../../components/profile/useLiveProfile'
import { absoluteUrl, Seo } from '../../../components/shell/Seo'
import { useLocale, useT } from '../../../lib/i18n/useT'
import { talentPath } from '../../../lib/routes/talentRoute'
import { site } from '../../../lib/site'
import { displayName } from '../../../lib/text/displayName'
import type { Data } from './+data'

export default function Page() {
  const { profile: built } = useData<Data>()
  const { profile, stale } = useLiveProfile(built)
  const t = useT()
  const locale = useLocale()
  const name = displayName(profile.name)
  return (
    <>
      <Seo
        title={t('seo.sections.profile', { name })}
        description={t('seo.descriptions.profile', { name, site: site.name })}
        image={profile.cover2 ?? profile.cover}
        jsonLd={personJsonLd(profile, absoluteUrl(talentPath(profile, locale)))}
      />
      <ProfileView profile={profile} stale={stale} />
    </>
  )
}
