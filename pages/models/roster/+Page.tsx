// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { Roster } from '../../../components/roster/Roster'
import { Seo } from '../../../components/shell/Seo'
import { useT } from '../../../lib/i18n/useT'
import { site } from '../../../lib/site'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  const { urlOriginal, urlParsed } = usePageContext()
  const t = useT()
  const section = data.category ?? 'models'
  return (
    <>
      <Seo
        title={t(`seo.sections.${section}`)}
        description={t(`seo.descriptions.${section}`, { site: site.name })}
        image={data.first[0]?.cover}
      />
      {/* Keyed by path and search: another category or a new search starts with fresh filters; a filter's
          own navigation (same path and search, another query) keeps the roster and its list. */}
      <Roster key={`${urlOriginal.split('?')[0]}?${urlParsed.search.q ?? ''}`} {...data} />
    </>
  )
}
