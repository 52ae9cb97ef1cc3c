import { type KeyboardEvent, useEffect, useRef } from 'react'
import { useT } from '../../lib/i18n/useT'
import { menuLinks } from '../../lib/routes'
import { media } from '../../lib/site'
import { Link } from '../Link'
import { boards } from './boards'
import { InstagramLink } from './InstagramLink'
import { CloseIcon, MenuIcon } from './icons'
import { SearchBox } from './SearchBox'
import './Menu.css'

type MenuProps = { open: boolean; onOpenChange: (open: boolean) => void }

const focusable = 'a[href], button:not([disabled]), input:not([disabled])'

/**
 * The site menu: the screens with a menu entry in the screen table (lib/routes/screens), in its order.
 * Below the full header's width (lib/site media.fullHeader) it is a full-height drawer that also carries
 * what the compact header has no room for (search, the boards, the `drawerOnly` links: models, news,
 * favorites; Instagram); in the full header a dropdown.
 * Escape closes it and gives focus back to the trigger; the drawer keeps Tab inside itself.
 */
export function Menu({ open, onOpenChange }: MenuProps) {
  const t = useT()
  const trigger = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (open) {
      // The first link shown (the drawer has more than the dropdown).
      const links = panel.current?.querySelectorAll<HTMLElement>('.menu-primary a') ?? []
      ;[...links].find((a) => a.offsetParent !== null)?.focus()
    } else if (wasOpen.current && panel.current?.contains(document.activeElement)) {
      trigger.current?.focus()
    }
    wasOpen.current = open
  }, [open])

  // A click outside closes the dropdown (the drawer covers the page, its backdrop is outside too).
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) onOpenChange(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open, onOpenChange])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onOpenChange(false)
      trigger.current?.focus()
      return
    }
    if (event.key !== 'Tab' || !panel.current || !isDrawer()) return
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.offsetParent)
    const first = items[0]
    const last = items.at(-1)
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  const close = () => onOpenChange(false)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling (Escape, Tab) for the menu inside.
    <div className="menu" onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        className="menu-trigger caps"
        aria-expanded={open}
        aria-controls="site-menu"
        onClick={() => onOpenChange(!open)}
      >
        {open ? <CloseIcon size={18} /> : <MenuIcon size={18} />}
        <span className="menu-trigger-label">Menu</span>
      </button>
      {open && <div className="menu-backdrop" aria-hidden="true" />}
      <div ref={panel} id="site-menu" className="menu-panel" hidden={!open}>
        <div className="menu-drawer-only menu-search">
          <SearchBox onSearch={close} />
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

function isDrawer(): boolean {
  return window.matchMedia(media.compactHeader).matches
}
