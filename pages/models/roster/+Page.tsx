// https://vike.dev/Page
import { useData } from 'vike-react/useData'
import { Island } from '../../../components/islands/Island'
import { Roster } from '../../../components/roster/Roster'
import { Seo } from '../../../components/shell/Seo'
import { useT } from '../../../lib/i18n/useT'
import { site } from '../../../lib/site'
import type { Data } from './+data'

export default function Page() {
  const data = useData<Data>()
  const t = useT()
  const section = data.category ?? 'models'
  return (
    <>
      <Seo
        title={t(`seo.sections.${section}`)}
        description={t(`seo.descriptions.${section}`, { site: site.name })}
        image={data.first[0]?.cover}
      />
      {/* Wakes on the visitor's first touch and near the end of the cards shown, or at once on a return to a
          grown list. Never because of the address or the CMS: the Worker answers a filtered address, a page
          (`?page=2`) and a roster changed since the build with the right cards in the HTML
          (functions/rosterPage.ts). */}
      <Island
        name="roster"
        component={Roster}
        props={data}
        wake={{ back: true, visible: '.roster__sentinel' }}
      />
    </>
  )
}
