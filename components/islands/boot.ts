import { reloadOnce } from '../../renderer/reloadOnChunkError'
import { markRendered } from '../../renderer/renderedUrl'
import { startShell } from './shell'
import { islandAttr, islandState, type Wake } from './wake'

// The page's first and only script at load (each page's +client.ts): a few kilobytes that start the page's
// plain behaviours (./shell) and wait. An island (components/islands/Island.tsx) wakes, that is its module
// and React load and React hydrates it alone, when the visitor first points at it, focuses in it or presses
// a key in it, or when its `Wake` rule says (in view, a query in the address, a page the Worker rewrote
// with panels its HTML lacks). It asks the Worker for nothing: live data is in the HTML already
// (lib/live/pageData.ts). Nothing is held or replayed (docs/decisions/0050-progressive-enhancement.md): every control is HTML
// that works before its island wakes (a link, a GET form, a form post, a popover, a scroll-snap strip), so
// a click before then does what the HTML does; React, once it hydrates, handles the next one (and, while
// it hydrates, React itself hydrates the target first and hands it the click).

type IslandElement = HTMLElement
const selector = `[${islandAttr.name}]`
const waking = new WeakMap<IslandElement, Promise<void>>()

const isAwake = (island: IslandElement) => island.getAttribute(islandAttr.state) === islandState.awake

// Set while the page is being left (a link followed or a GET form submitted before an island woke): Firefox
// and WebKit then drop the island's pending module load, which is the visitor moving on, not an error.
let leaving = false
addEventListener('beforeunload', () => {
  leaving = true
})
addEventListener('pageshow', () => {
  leaving = false
})

function wakeRule(island: IslandElement): Wake {
  try {
    return JSON.parse(island.getAttribute(islandAttr.wake) ?? '{}') as Wake
  } catch {
    return {}
  }
}

/** Loads the island's module and React, and hydrates it (once; later calls share the first). */
function wake(island: IslandElement): Promise<void> {
  let woken = waking.get(island)
  if (!woken) {
    island.setAttribute(islandAttr.state, islandState.waking)
    woken = import('./hydrate')
      .then(({ hydrateIsland }) => hydrateIsland(island))
      .then(
        () => island.setAttribute(islandAttr.state, islandState.awake),
        (error: unknown) => {
          island.removeAttribute(islandAttr.state)
          waking.delete(island)
          if (!leaving) console.error('island: could not wake', island.getAttribute(islandAttr.name), error)
          // A chunk a new deployment replaced: the page reloads (once a minute at most, spec section 8); not
          // a load the browser dropped as the visitor leaves (renderer/reloadOnChunkError).
          reloadOnce(import.meta.url)
          throw error
        },
      )
    waking.set(island, woken)
  }
  return woken
}

function islandOf(target: EventTarget | null): IslandElement | null {
  return target instanceof Element ? target.closest<IslandElement>(selector) : null
}

/** The first pointer, focus, key or change inside an island wakes it. */
function onReach(event: Event): void {
  const island = islandOf(event.target)
  if (island && !isAwake(island)) void wake(island).catch(() => {})
}

const fetched = new WeakSet<IslandElement>()

/**
 * A pointer over an island (a mouse on its way to a click): its code is fetched and evaluated now, so the
 * click that follows only has React's hydration to wait for. Nothing is hydrated yet.
 */
function onHover(event: PointerEvent): void {
  const island = islandOf(event.target)
  if (!island || fetched.has(island) || island.hasAttribute(islandAttr.state)) return
  fetched.add(island)
  void import('./hydrate').then(({ loadIsland }) => loadIsland(island)).catch(() => fetched.delete(island))
}

/** The element whose visibility wakes an island: its `visible` selector's, or its first child (the island's element has no box). */
function visibilityTarget(island: IslandElement, rule: Wake['visible']): Element | null {
  return typeof rule === 'string' ? island.querySelector(rule) : island.firstElementChild
}

let observer: IntersectionObserver | null = null

/** Wakes the island when its visibility target comes within a quarter of a screen of the viewport. */
function watch(island: IslandElement, rule: NonNullable<Wake['visible']>): void {
  const target = visibilityTarget(island, rule)
  if (!target) return
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer?.unobserve(entry.target)
        const woken = islandOf(entry.target)
        if (woken) void wake(woken).catch(() => {})
      }
    },
    { rootMargin: '25% 0px' },
  )
  observer.observe(target)
}

function whenLoaded(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 1)
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}

/** Whether a field of the island holds something other than what its HTML says. */
function changedBeforeScript(island: IslandElement): boolean {
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (field instanceof HTMLSelectElement) {
      const initial = [...field.options].find((o) => o.defaultSelected) ?? field.options[0]
      if (initial && field.value !== initial.value) return true
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) return true
    } else if (field.type !== 'file' && field.value !== field.defaultValue) return true
  }
  return false
}

function start(): void {
  // A file chosen or a value set without a pointer or a key (an autofill, a test's setInputFiles) too.
  for (const type of ['pointerdown', 'focusin', 'keydown', 'input', 'change']) {
    document.addEventListener(type, onReach, { capture: true, passive: true })
  }
  document.addEventListener('pointerover', onHover, { capture: true, passive: true })
  // Vite's own report of a chunk that failed to preload (an island's dependency): reload, as for the
  // island. Not prevented: the import then rejects and the island stays its HTML. Prevented, Vite imports
  // the island anyway, and React, handed a component from the module that failed (undefined, in Chromium
  // and Firefox alike), throws and removes the island's content: a news feed whose load the browser
  // dropped as the visitor followed a post was gone from the page Back returned to, and the position with
  // it (issue 39; tests/shell/shell.spec.ts, "a feed whose code fails to load…").
  addEventListener('vite:preloadError', () => reloadOnce(import.meta.url))
  const params = new URLSearchParams(location.search)
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  const historyLoad = navigation?.type === 'back_forward' || navigation?.type === 'reload'
  for (const island of document.querySelectorAll<IslandElement>(selector)) {
    const rule = wakeRule(island)
    const marked = rule.marked !== undefined && document.documentElement.hasAttribute(`data-${rule.marked}`)
    if (rule.load || marked || rule.query?.some((key) => params.has(key)) || (rule.back && historyLoad)) {
      void wake(island).catch(() => {})
      continue
    }
    // A field the visitor changed before this script ran (a slow phone's choice, typing while the page
    // loads): the visitor has reached for the island, which wakes and adopts it (components/islands/
    // useEarlyValue; docs/decisions/0073).
    if (changedBeforeScript(island)) {
      void wake(island).catch(() => {})
      continue
    }
    const visible = rule.visible
    // Watched from the moment the page is loaded and idle: an island already in view wakes then, not
    // during the load.
    if (visible) whenLoaded(() => watch(island, visible))
  }
  startShell()
  // The page is ready for the visitor: its plain behaviours and its islands' listeners are in place.
  markRendered()
}

start()
