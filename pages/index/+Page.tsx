// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { Link } from '../../components/Link'
import { NewsGrid } from '../../components/news/NewsGrid'
import { Prehome } from '../../components/shell/Prehome'
import { Seo } from '../../components/shell/Seo'
import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'
import type { Data } from './+data'
import { HomeCover } from './HomeCover'
import './Home.css'

export default function Page() {
  const { prehome, lead, posts, boards } = useData<Data>()
  const t = useT()
  return (
    <>
      <Seo
        title={t('seo.sections.home')}
        description={t('seo.descriptions.home', { site: site.name })}
        jsonLd={organization()}
      />
      <Prehome slides={prehome} />
      <HomeCover lead={lead} boards={boards} />
      <section className="page home-news" aria-labelledby="home-news-title">
        <div className="home-news-head">
          <h2 id="home-news-title" className="page-title">
            {t('news.latest')}
          </h2>
          <Link to={{ screen: 'news' }} className="home-news-all caps">
            {t('news.all')}
          </Link>
        </div>
        {/* Below the first screen at every width (the faces, or the campaign slide, lead): no card takes
            the network from the first screen's picture. */}
        {posts.length > 0 ? <NewsGrid posts={posts} /> : <p className="news-empty">{t('news.empty')}</p>}
      </section>
    </>
  )
}

function organization() {
  const { address } = site
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: __SITE_ORIGIN__,
    logo: `${__SITE_ORIGIN__}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: 'BR',
    },
  }
}
