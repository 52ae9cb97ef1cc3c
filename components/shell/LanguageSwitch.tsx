import { usePageContext } from 'vike-react/usePageContext'
import { locales } from '../../lib/i18n/locales'
import { useT } from '../../lib/i18n/useT'
import { switchTarget } from './alternates'

/**
 * PT | EN: the same page in the other language (a profile keeps its talent, a post its translation). Plain
 * links, rendered at build time; on the roster the page's first script adds the address's query (the
 * search and filters: `data-keep-query`, components/islands/shell.ts), and the profile of a talent newer
 * than the build points them at its talent once it is loaded (components/profile/ProfileShell).
 */
export function LanguageSwitch() {
  const pageContext = usePageContext()
  const t = useT()
  const { locale, data, route } = pageContext
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
            href={switchTarget(route, data, l)}
            data-keep-query={route?.screen === 'roster' ? '' : undefined}
            data-switch-to={l}
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
