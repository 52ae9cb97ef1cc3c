import { media } from '../../lib/site'
import {
  favoritesChanged,
  nextAddedAt,
  readStoredFavorites,
  storageKey,
} from '../../lib/state/favoritesStorage'
import { islandAttr } from './wake'

// What works from the first paint without React: the theme toggle, the menu, the pre-home splash, the
// hearts and the favorites count, the language switch's query, the footer's year, the back links, the top
// progress bar. Each finds its markup by a data attribute the server rendered (components/shell, favorites).

const root = document.documentElement
const all = <E extends Element = HTMLElement>(selector: string) => [...document.querySelectorAll<E>(selector)]

function storage(): Storage | null {
  try {
    return localStorage
  } catch {
    return null
  }
}

function theme(): void {
  const buttons = all<HTMLButtonElement>('[data-theme-toggle]')
  const show = () => {
    const dark = root.dataset.theme === 'dark'
    for (const b of buttons) {
      b.setAttribute('aria-pressed', String(dark))
      b.title = (dark ? b.dataset.titleLight : b.dataset.titleDark) ?? ''
    }
  }
  show()
  for (const b of buttons) {
    b.addEventListener('click', () => {
      const dark = root.dataset.theme !== 'dark'
      if (dark) root.dataset.theme = 'dark'
      else delete root.dataset.theme
      storage()?.setItem('theme', dark ? 'dark' : 'light')
      show()
    })
  }
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled])'
const shown = (el: HTMLElement) => el.offsetParent !== null

/**
 * The menu: a drawer in the compact header (lib/site media.compactHeader), a dropdown in the full one. The trigger opens and closes it; Escape,
 * a click outside and (dropdown) focus leaving it close it; the drawer keeps Tab inside itself.
 */
function menu(): void {
  const box = document.querySelector<HTMLElement>('[data-menu]')
  const trigger = box?.querySelector<HTMLButtonElement>('[data-menu-trigger]')
  const panel = box?.querySelector<HTMLElement>('#site-menu')
  if (!box || !trigger || !panel) return
  const isOpen = () => trigger.getAttribute('aria-expanded') === 'true'
  const set = (open: boolean, returnFocus = false) => {
    trigger.setAttribute('aria-expanded', String(open))
    panel.hidden = !open
    if (open) {
      box.dataset.open = ''
      ;[...panel.querySelectorAll<HTMLElement>('.menu-primary a')].find(shown)?.focus()
    } else {
      delete box.dataset.open
      if (returnFocus) trigger.focus()
    }
  }
  trigger.addEventListener('click', () => set(!isOpen()))
  box.addEventListener('keydown', (event) => {
    if (!isOpen()) return
    if (event.key === 'Escape') {
      event.stopPropagation()
      set(false, true)
      return
    }
    if (event.key !== 'Tab' || !matchMedia(media.compactHeader).matches) return
    const items = [...panel.querySelectorAll<HTMLElement>(focusable)].filter(shown)
    const first = items[0]
    const last = items.at(-1)
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  })
  box.addEventListener('focusout', (event) => {
    const next = event.relatedTarget
    if (isOpen() && next instanceof Node && !box.contains(next)) set(false)
  })
  document.addEventListener('pointerdown', (event) => {
    if (isOpen() && event.target instanceof Node && !box.contains(event.target)) set(false)
  })
  // Back to a page kept in the back/forward cache: the menu was open when the visitor left it.
  addEventListener('pageshow', (event) => {
    if (event.persisted && isOpen()) set(false)
  })
}

/** The splash (components/shell/Prehome): closes on click, on any key, or 5 s after it showed. */
function prehome(): void {
  const dialog = document.querySelector<HTMLElement>('[data-prehome-dialog]')
  if (root.dataset.prehome === undefined) return
  // Already hidden by its CSS fallback (a very slow start): nothing to show any more.
  if (!dialog || getComputedStyle(dialog).visibility === 'hidden') {
    delete root.dataset.prehome
    return
  }
  root.dataset.prehome = 'js'
  dialog.focus({ preventScroll: true })
  const close = () => {
    delete root.dataset.prehome
    clearTimeout(timer)
    removeEventListener('keydown', close)
  }
  const timer = setTimeout(close, Number(dialog.dataset.closeAfter ?? 5000))
  addEventListener('keydown', close)
  dialog.addEventListener('click', close)
}

/** Whether an element is inside an island React now runs (which then owns its hearts). */
const inAwakeIsland = (el: Element) =>
  el.closest(`[${islandAttr.name}]`)?.getAttribute(islandAttr.state) === 'awake'

/**
 * The hearts outside React: pressed from the stored favorites at once, toggled here (the same stored entry
 * the store writes: lib/state/favorites), and the header's count. Islands' hearts are React's once awake;
 * either writer tells the other (favoritesChanged).
 */
function favorites(): void {
  const store = storage()
  if (!store) return
  const refresh = () => {
    const items = readStoredFavorites(store)
    for (const button of all<HTMLButtonElement>('[data-favorite]')) {
      if (inAwakeIsland(button)) continue
      const { id } = JSON.parse(button.dataset.favorite ?? '{}') as { id?: number }
      const pressed = Object.hasOwn(items, String(id))
      button.setAttribute('aria-pressed', String(pressed))
      button.title = (pressed ? button.dataset.titleRemove : button.dataset.titleAdd) ?? ''
    }
    const count = Object.keys(items).length
    for (const link of all('[data-favorites-count]')) {
      const badge = link.querySelector('[data-count]')
      if (badge) badge.textContent = count > 0 ? String(count) : ''
      link.dataset.filled = String(count > 0)
      const label =
        count > 0 ? link.dataset.labelCount?.replace('{count}', String(count)) : link.dataset.label
      if (label) link.setAttribute('aria-label', label)
    }
  }
  refresh()
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-favorite]') : null
    if (!button || inAwakeIsland(button)) return
    const talent = JSON.parse(button.dataset.favorite ?? '{}') as { id: number }
    const items = readStoredFavorites(store)
    const key = String(talent.id)
    if (Object.hasOwn(items, key)) delete items[key]
    else items[key] = { ...talent, addedAt: nextAddedAt(items) }
    try {
      store.setItem(storageKey, JSON.stringify(items))
    } catch {
      return
    }
    refresh()
    dispatchEvent(new CustomEvent(favoritesChanged, { detail: 'shell' }))
  })
  addEventListener(favoritesChanged, (event) => {
    if ((event as CustomEvent).detail === 'store') refresh()
  })
  addEventListener('storage', (event) => {
    if (event.key === storageKey || event.key === null) refresh()
  })
}

/** The language switch keeps the roster's query (its search and filters). */
function languageSwitch(): void {
  if (!location.search) return
  for (const link of all<HTMLAnchorElement>('a[data-keep-query]')) {
    link.href = `${link.pathname}${location.search}`
  }
}

/** The prerendered year is the build's; the visitor's clock has the last word. */
function footerYear(): void {
  const year = String(new Date().getFullYear())
  for (const span of all('[data-year]')) if (span.textContent !== year) span.textContent = year
}

/**
 * The address of the history entry before this one, when it is a page of this site. The Navigation API lists
 * only the same-origin entries around the current one, so the entry before says so exactly; elsewhere a
 * same-origin referrer (with something to go back to) is the best guess.
 */
function previousPage(): URL | null {
  type Entry = { index: number; url: string | null }
  const nav = (window as { navigation?: { currentEntry?: Entry | null; entries?: () => Entry[] } }).navigation
  try {
    if (nav?.currentEntry && nav.entries) {
      const before = nav.entries()[nav.currentEntry.index - 1]
      return before?.url ? new URL(before.url) : null
    }
    if (history.length < 2 || document.referrer === '') return null
    const referrer = new URL(document.referrer)
    return referrer.origin === location.origin ? referrer : null
  } catch {
    return null
  }
}

/**
 * Back links (the profile's to its roster, a post's to the news list): a link to the list the page belongs
 * to; back in history only when the previous page is that list (its path, or one the link names in
 * `data-back`; any query, such as the roster's filters), so a visitor who came from it returns to where they
 * were, and anyone else (a shared link, a search engine, the home) follows the link.
 */
function backLinks(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-back]') : null
    if (!(link instanceof HTMLAnchorElement) || event.metaKey || event.ctrlKey || event.shiftKey) return
    if (event.button !== 0) return
    const previous = previousPage()
    const lists = [link.pathname, ...(link.dataset.back ?? '').split(' ').filter(Boolean)]
    if (!previous || !lists.includes(previous.pathname)) return
    event.preventDefault()
    history.back()
  })
}

/** The error page's Return (back in history), and its one console line per 404 (spec section 8). */
function errorPage(): void {
  for (const button of all('[data-history-back]')) button.addEventListener('click', () => history.back())
  if (document.querySelector('[data-not-found]')) console.log(`404 ${location.pathname}`)
}

/** The thin top bar while the next page loads (spec: top progress bar), from the click to the next page. */
function progress(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    if (link.target || link.origin !== location.origin || link.hasAttribute('download')) return
    if (link.pathname === location.pathname && link.search === location.search) return
    root.dataset.navigating = ''
  })
  addEventListener('pageshow', () => delete root.dataset.navigating)
}

/** The header's search box shows the roster's current search. */
function searchText(): void {
  const q = new URLSearchParams(location.search).get('q')
  if (!q || !document.querySelector('[data-roster]')) return
  for (const input of all<HTMLInputElement>('.search-box input[name="q"]')) input.value = q
}

/** A cover that fails to load shows its fallback image (`data-fallback`: components/roster/CoverImage). */
function brokenCovers(): void {
  const swap = (img: HTMLImageElement) => {
    const fallback = img.dataset.fallback
    if (!fallback || img.getAttribute('src') === fallback || inAwakeIsland(img)) return
    img.removeAttribute('srcset')
    img.src = fallback
  }
  // Error events do not bubble: caught on their way down.
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) swap(event.target)
    },
    true,
  )
  for (const img of all<HTMLImageElement>('img[data-fallback]')) {
    if (img.complete && img.naturalWidth === 0 && img.loading !== 'lazy') swap(img)
  }
}

/**
 * A slider's autoplay before its island wakes (the About page's: spec delay 5000 ms, speed 2500 ms): the
 * slides move as Swiper would move them, with no React; the island puts them back when it wakes
 * (components/islands/hydrate.tsx). Paused while the pointer or the focus is on it, or the page hidden; none
 * under reduced motion.
 */
function autoplay(): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return
  for (const slider of all('[data-autoplay]')) {
    const wrapper = slider.querySelector<HTMLElement>('.swiper-wrapper')
    const count = wrapper?.children.length ?? 0
    const delay = Number(slider.dataset.autoplay)
    const speed = Number(slider.dataset.speed)
    if (!wrapper || count < 2) continue
    let index = 0
    const tick = () => {
      if (slider.closest(`[${islandAttr.name}]`)?.hasAttribute(islandAttr.state)) return
      if (!document.hidden && !slider.matches(':hover, :focus-within')) {
        index = (index + 1) % count
        wrapper.dataset.moved = ''
        wrapper.style.transitionDuration = `${speed}ms`
        wrapper.style.transform = `translate3d(${-100 * index}%, 0, 0)`
      }
      setTimeout(tick, delay + speed)
    }
    setTimeout(tick, delay)
  }
}

/** Autoplaying covers stand still under reduced motion (components/news/PostCover). */
function stillVideos(): void {
  if (!matchMedia('(prefers-reduced-motion: reduce)').matches) return
  for (const video of all<HTMLVideoElement>('video[autoplay]')) {
    video.autoplay = false
    video.pause()
  }
}

export function startShell(): void {
  theme()
  menu()
  prehome()
  favorites()
  languageSwitch()
  footerYear()
  backLinks()
  errorPage()
  progress()
  searchText()
  stillVideos()
  brokenCovers()
  autoplay()
}
