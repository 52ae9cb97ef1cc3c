import { subscribe } from 'valtio/vanilla'
import { profileMarks } from '../../lib/profile/profileMarks'
import { rosterMarks } from '../../lib/roster/rosterMarks'
import { type FavoriteTalent, favorites, restoreFavorites, toggleFavorite } from '../../lib/state/favorites'
import { startSliders } from '../sliders/plainSlider'
import { inAwakeIsland } from './wake'

// What the page's first script adds to the HTML, without React: the menu's closing when the focus leaves
// it, the hearts and the favorites count, the language switch's query, the footer's year, the back links,
// the top progress bar, a strip's links to its items, the sliders' controls before Swiper and their
// autoplay. Each finds its markup by a data attribute the server rendered (components/shell, favorites).
// The theme toggle and the splash are the inline head script's (renderer/themeScript): they act from the
// first paint.

const root = document.documentElement
const all = <E extends Element = HTMLElement>(selector: string) => [...document.querySelectorAll<E>(selector)]

/**
 * The menu (components/shell/Menu) is a native popover: it opens, closes on Escape and on a click outside
 * with no script. Here: it closes when the focus leaves it (Tab past its last link), and a page restored
 * from the back/forward cache, left by one of its links, shows it closed.
 */
function menu(): void {
  const panel = document.querySelector<HTMLElement>('[data-menu] [popover]')
  if (!panel) return
  const isOpen = () => panel.matches(':popover-open')
  panel.addEventListener('focusout', (event) => {
    const next = event.relatedTarget
    if (isOpen() && next instanceof Node && !panel.contains(next)) panel.hidePopover()
  })
  addEventListener('pageshow', (event) => {
    if (event.persisted && isOpen()) panel.hidePopover()
  })
}

/**
 * The hearts outside React and the header's count, from the one favorites store (lib/state/favorites, which
 * the islands share): pressed from the stored list at once, toggled through the store, and redrawn on every
 * change, whoever made it (a heart here, an awake island's heart, another tab). Inside an awake island the
 * hearts are React's.
 */
function hearts(): void {
  restoreFavorites()
  const refresh = () => {
    const { items } = favorites
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
  subscribe(favorites, refresh)
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-favorite]') : null
    if (!button || inAwakeIsland(button)) return
    toggleFavorite(JSON.parse(button.dataset.favorite ?? '{}') as FavoriteTalent)
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
  for (const input of all<HTMLInputElement>(`[${rosterMarks.search}]`)) input.value = q
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
 * A link to an item of a strip (the book's arrows before its island wakes: `#book-2`, components/profile/Book)
 * scrolls the strip to it. Chromium and Firefox do that as part of following the link; WebKit (Safari, every
 * iPhone) sets the address's hash and leaves a horizontal strip where it was, so the first tap moved nothing.
 * The link is still followed (the hash, `:target`); once the island is awake its arrows prevent that and
 * move the strip themselves, and this does nothing.
 */
function stripLinks(): void {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null
    if (!(link instanceof HTMLAnchorElement) || link.hash.length < 2) return
    const item = document.getElementById(decodeURIComponent(link.hash.slice(1)))
    const strip = item?.parentElement
    if (!item || !strip?.hasAttribute(profileMarks.strip)) return
    // The strip is the items' offset parent (Book.css), as the island's own arrows read it.
    strip.scrollTo({ left: item.offsetLeft })
  })
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
  menu()
  hearts()
  languageSwitch()
  footerYear()
  backLinks()
  errorPage()
  progress()
  searchText()
  stillVideos()
  brokenCovers()
  stripLinks()
  startSliders()
}
