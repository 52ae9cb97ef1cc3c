// https://vike.dev/Page
import { Island } from '../../../components/islands/Island'
import { ProfileShell } from '../../../components/profile/ProfileShell'
import { Seo } from '../../../components/shell/Seo'
import { useWhatsApp } from '../../../components/shell/useSocial'
import { useT } from '../../../lib/i18n/useT'
import { site } from '../../../lib/site'

/** The profile of a talent newer than the build: its content is in the address, so it wakes at load. */
export default function Page() {
  const t = useT()
  const whatsapp = useWhatsApp()
  return (
    <>
      <Seo
        title={t('seo.sections.models')}
        description={t('seo.descriptions.profile', { name: '', site: site.name })}
        noindex
      />
      <Island name="profileShell" component={ProfileShell} props={{ whatsapp }} wake={{ load: true }} />
    </>
  )
}
