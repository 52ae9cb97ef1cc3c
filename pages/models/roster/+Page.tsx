// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { Island } from '../../../components/islands/Island'
import { Roster, rosterParams } from '../../../components/roster/Roster'
import { Seo } from '../../../components/shell/Seo'
import { useT } from '../../../lib/i18n/useT'
import { site } from '../../../lib/site'
import type { Data } from './+data'

export default function Page() {
  const { liveSig, ...data } = useData<Data>()
  const t = useT()
  const section = data.category ?? 'models'
  return (
    <>
      <Seo
        title={t(`seo.sections.${section}`)}
        description={t(`seo.descriptions.${section}`, { site: site.name })}
        image={data.first[0]?.cover}
      />
      {/* Wakes on the visitor's first touch, near the end of the first cards, at once for a filtered
          address or a return to a grown list, and when the live roster differs from the built one. */}
      <Island
        name="roster"
        component={Roster}
        props={data}
        wake={{
          query: rosterParams,
          back: true,
          visible: '.roster__sentinel',
          live: { url: '/api/talents', sig: liveSig },
        }}
      />
    </>
  )
}
