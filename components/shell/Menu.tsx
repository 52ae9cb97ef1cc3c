import { useT } from '../../lib/i18n/useT'
import { menuLinks } from '../../lib/routes'
import { Link } from '../Link'
import { boards } from './boards'
import { InstagramLink } from './InstagramLink'
import { CloseIcon, MenuIcon } from './icons'
import { SearchBox } from './SearchBox'
import './Menu.css'

/** The menu panel's id: the trigger's `popovertarget`. */
export const menuId = 'site-menu'

/**
 * The site menu: every section of the site (the three boards, then the screens with a menu entry in the
 * screen table, lib/routes/screens, in its order). A native popover (the Popover API): the trigger opens
 * and closes it, Escape and a click outside close it and the focus comes back to the trigger, all with no
 * script at all. Below the full header's width (lib/site media.fullHeader) it is a full-height drawer that
 * also carries what the compact header has no room for (the search, Instagram) and its own close button
 * (the drawer covers the trigger); in the full header a dropdown. Every link is a page load, which closes
 * it by construction. The page's first script only closes it when the focus leaves it
 * (components/islands/shell.ts).
 */
export function Menu() {
  const t = useT()
  return (
    <div className="menu" data-menu="">
      <button
        type="button"
        className="menu-trigger caps"
        popoverTarget={menuId}
        aria-controls={menuId}
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
      <div id={menuId} className="menu-panel" popover="auto">
        <button
          type="button"
          className="menu-close icon-button"
          popoverTarget={menuId}
          popoverTargetAction="hide"
          aria-label={t('common.menu.close')}
        >
          <CloseIcon size={18} />
        </button>
        <div className="menu-drawer-only menu-search">
          <SearchBox />
        </div>
        <nav className="menu-primary" aria-label={t('common.nav.main')}>
          <ul className="menu-boards">
            {boards.map((category) => (
              <li key={category}>
                <Link to={{ screen: 'roster', category }}>{t(`common.categories.${category}`)}</Link>
              </li>
            ))}
          </ul>
          <ul className="menu-sections">
            {menuLinks.map(({ route, label }) => (
              <li key={route.screen}>
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
