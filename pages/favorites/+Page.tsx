// https://vike.dev/Page
import { CompCardPrint } from '../../components/compCard/CompCardPrint'
import { Favorites } from '../../components/favorites/Favorites'
import { Island } from '../../components/islands/Island'
import { Seo } from '../../components/shell/Seo'
import { useWhatsApp } from '../../components/shell/useSocial'
import { useT } from '../../lib/i18n/useT'
import { site } from '../../lib/site'
import { keptMark } from '../../lib/state/favoritesStorage'

export default function Page() {
  const t = useT()
  const whatsapp = useWhatsApp()
  return (
    <>
      <Seo
        title={t('seo.sections.favorites')}
        description={t('seo.descriptions.favorites', { site: site.name })}
      />
      {/* Its content is the visitor's own list (localStorage, or a shared link's ids): it wakes at load when
          there is one. With none, its prerendered empty state is the page, and it wakes on interaction. */}
      <Island
        name="favorites"
        component={Favorites}
        props={{ whatsapp }}
        wake={{ marked: keptMark, query: ['ids'] }}
      />
      {/* Empty: the selection's comp cards are gathered here to print (components/compCard/printCompCards). */}
      <CompCardPrint />
    </>
  )
}
