import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { locales } from '../../lib/i18n/locales'
import { useT } from '../../lib/i18n/useT'
import type { Route } from '../../lib/routes'
import { profileShellPageId, shellProfileRoute } from '../../lib/routes/profileShell'
import { switchTarget } from './alternates'

/**
 * The route the page shows. The profile shell is prerendered without one (it serves any talent newer than
 * the build): its talent is in the address bar, read after hydration so the hydration render matches.
 */
function useShownRoute(): Route | null {
  const pageContext = usePageContext()
  const isShell = pageContext.pageId === profileShellPageId
  const [shellRoute, setShellRoute] = useState<Route | null>(null)
  useEffect(() => {
    if (!isShell) return
    setShellRoute(shellProfileRoute(location.pathname))
  }, [isShell])
  return isShell ? shellRoute : pageContext.route
}

/** PT | EN: the same page in the other language (a profile keeps its talent, a post its translation). */
export function LanguageSwitch() {
  const pageContext = usePageContext()
  const t = useT()
  const { locale, data } = pageContext
  const route = useShownRoute()
  // The roster's search text survives the switch; other pages carry no query worth keeping.
  const query = route?.screen === 'roster' ? (pageContext.urlParsed.searchOriginal ?? '') : ''
  return (
    <nav className="language-switch caps" aria-label={t('common.language.label')}>
      {locales.map((l) =>
        l === locale ? (
          <span key={l} className="language-current" aria-current="true" lang={l}>
            <abbr title={t(`common.language.${l}`)}>{l}</abbr>
          </span>
        ) : (
          <a
            key={l}
            href={`${switchTarget(route, data, l)}${query}`}
            hrefLang={l}
            lang={l}
            title={t('common.language.switchTo', { language: t(`common.language.${l}`) })}
          >
            {/* Shown as the code, named by the language (no aria-label: it would hide the visible text). */}
            <span aria-hidden="true">{l}</span>
            <span className="visually-hidden">{t(`common.language.${l}`)}</span>
          </a>
        ),
      )}
    </nav>
  )
}
