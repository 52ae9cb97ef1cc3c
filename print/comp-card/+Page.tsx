// https://vike.dev/Page
import { Config } from 'vike-react/Config'
import { Head } from 'vike-react/Head'
import { useData } from 'vike-react/useData'
import { CompCard } from '../../components/compCard/CompCard'
import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'
import { displayName } from '../../lib/text/displayName'
import type { Data } from './+data'

/** A talent's comp card, prerendered per language, for print: noindex (so out of the sitemap), no JavaScript. */
export default function Page() {
  const { profile } = useData<Data>()
  const t = useT()
  const name = displayName(profile.name)
  return (
    <>
      <Config title={t('seo.title', { section: t('compCard.title', { name }), site: site.name })} />
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <div className="comp-card-page">
        <CompCard profile={profile} />
      </div>
    </>
  )
}
