import { Seo } from '../../components/shell/Seo'
import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'

export default function Page() {
  const t = useT()
  return (
    <div className="page">
      <Seo title={t('seo.sections.home')} description={t('seo.descriptions.home', { site: site.name })} />
      <h1 className="page-title">{site.name}</h1>
    </div>
  )
}
