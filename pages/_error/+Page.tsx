import { usePageContext } from 'vike-react/usePageContext'
import { Seo } from '../../components/shell/Seo'
import { useT } from '../../lib/i18n/useT'

export default function Page() {
  const { is404 } = usePageContext()
  const t = useT()
  const message = is404 ? t('errors.notFound') : t('errors.generic')
  return (
    <div className="page">
      <Seo title={t(is404 ? 'seo.sections.notFound' : 'seo.sections.error')} description={message} noindex />
      <h1 className="page-title">{message}</h1>
    </div>
  )
}
