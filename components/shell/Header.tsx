import { useT } from '../../lib/i18n/useT'
import { menuLinks } from '../../lib/routes'
import { site } from '../../lib/site'
import { FavoritesLink } from '../favorites/FavoritesLink'
import { Link } from '../Link'
import { boards } from './boards'
import { InstagramLink } from './InstagramLink'
import { LanguageSwitch } from './LanguageSwitch'
import { Menu } from './Menu'
import { SearchBox } from './SearchBox'
import { ThemeToggle } from './ThemeToggle'
import './Header.css'

/** The site header: plain HTML (its few behaviours: components/islands/shell.ts). */
export function Header() {
  const t = useT()

  return (
    <header className="header">
      <div className="header-bar">
        <Link to={{ screen: 'home' }} className="header-logo">
          {site.name}
        </Link>
        <nav className="header-boards caps" aria-label={t('common.nav.boards')}>
          <ul>
            {boards.map((category) => (
              <li key={category}>
                <Link to={{ screen: 'roster', category }}>{t(`common.categories.${category}`)}</Link>
              </li>
            ))}
            {menuLinks
              .filter((link) => link.header)
              .map(({ route, label }) => (
                <li key={route.screen} className="header-desktop-only header-roomy-only">
                  <Link to={route}>{t(label)}</Link>
                </li>
              ))}
          </ul>
        </nav>
        <div className="header-tools">
          <div className="header-desktop-only">
            <SearchBox />
          </div>
          <FavoritesLink className="icon-button header-desktop-only" />
          <InstagramLink className="icon-button header-desktop-only header-roomy-only" />
          <LanguageSwitch />
          <ThemeToggle />
          {/* Last in the full header; in the compact one the trigger sits at the far left (CSS). */}
          <Menu />
        </div>
      </div>
    </header>
  )
}
