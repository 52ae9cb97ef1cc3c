// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { Island } from '../../components/islands/Island'
import { NewsFeed } from '../../components/news/NewsFeed'
import { Seo } from '../../components/shell/Seo'
import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'
import type { Data } from './+data'

export default function Page() {
  const { first } = useData<Data>()
  const t = useT()
  return (
    <div className="page">
      <Seo title={t('seo.sections.news')} description={t('seo.descriptions.news', { site: site.name })} />
      <h1 className="page-title">{t('news.title')}</h1>
      <Island name="newsFeed" component={NewsFeed} props={{ first }} wake={{ visible: '.news-sentinel' }} />
    </div>
  )
}
