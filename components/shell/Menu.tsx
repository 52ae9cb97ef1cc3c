import { useT } from '../../lib/i18n/useT'
import { menuLinks } from '../../lib/routes'
import { Link } from '../Link'
import { boards } from './boards'
import { InstagramLink } from './InstagramLink'
import { CloseIcon, MenuIcon } from './icons'
import { SearchBox } from './SearchBox'
import './Menu.css'

/**
 * The site menu: the screens with a menu entry in the screen table (lib/routes/screens), in its order.
 * Below the full header's width (lib/site media.fullHeader) it is a full-height drawer that also carries
 * what the compact header has no room for (search, the boards, the `drawerOnly` links: models, news,
 * favorites; Instagram); in the full header a dropdown. Plain HTML,
 * rendered closed: the page's first script opens and closes it (components/islands/shell.ts: the trigger,
 * Escape, a click outside, focus leaving the dropdown, Tab kept inside the drawer). Every link is a page
 * load, which closes it by construction.
 */
export function Menu() {
  const t = useT()
  return (
    <div className="menu" data-menu="">
      <button
        type="button"
        className="menu-trigger caps"
        aria-expanded="false"
        aria-controls="site-menu"
        data-menu-trigger=""
      >
        <span className="menu-icon-open">
          <MenuIcon size={18} />
        </span>
        <span className="menu-icon-close">
          <CloseIcon size={18} />
        </span>
        <span className="menu-trigger-label">Menu</span>
      </button>
      <div className="menu-backdrop" aria-hidden="true" />
      <div id="site-menu" className="menu-panel" hidden>
        <div className="menu-drawer-only menu-search">
          <SearchBox />
        </div>
        <nav className="menu-primary" aria-label={t('common.nav.main')}>
          {/* The compact header has no room for the boards: the drawer carries them. */}
          <ul className="menu-drawer-only menu-boards">
            {boards.map((category) => (
              <li key={category}>
                <Link to={{ screen: 'roster', category }}>{t(`common.categories.${category}`)}</Link>
              </li>
            ))}
          </ul>
          <ul>
            {menuLinks.map(({ route, label, drawerOnly }) => (
              <li key={route.screen} className={drawerOnly ? 'menu-drawer-only' : undefined}>
                <Link to={route}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="menu-drawer-only menu-extras caps">
          <InstagramLink className="icon-button" />
        </div>
      </div>
    </div>
  )
}
