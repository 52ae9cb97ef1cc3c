import { liveDataHeader } from '../../lib/http/api'
import { liveSignature } from '../../lib/live/liveSignature'
import { reloadOnce } from '../../renderer/reloadOnChunkError'
import { markRendered } from '../../renderer/renderedUrl'
import { keepLiveAnswer } from './liveAnswers'
import { startShell } from './shell'
import { islandAttr, type Wake } from './wake'

// The page's first and only script at load (each page's +client.ts): a few hundred bytes that start the
// header's plain behaviours (./shell) and wait. An island (components/islands/Island.tsx) wakes, that is its
// module and React load and React hydrates it alone, when the visitor first points at it, focuses in it or
// presses a key in it, or when its `Wake` rule says (in view, a query in the address, a live change). A click,
// a tap or a submit that lands before its island is awake is held and replayed once it is: nothing the
// visitor does is lost, and nothing runs React before the visitor asks.

type IslandElement = HTMLElement
const selector = `[${islandAttr.name}]`
const waking = new WeakMap<IslandElement, Promise<void>>()

const isAwake = (island: IslandElement) => island.getAttribute(islandAttr.state) === 'awake'

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
    island.setAttribute(islandAttr.state, 'waking')
    woken = import('./hydrate')
      .then(({ hydrateIsland }) => hydrateIsland(island))
      .then(
        () => island.setAttribute(islandAttr.state, 'awake'),
        (error: unknown) => {
          island.removeAttribute(islandAttr.state)
          waking.delete(island)
          console.error('island: could not wake', island.getAttribute(islandAttr.name), error)
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

const replays = new WeakMap<IslandElement, Promise<void>>()

/** Resolves in the next task (a message, not a timer: a page whose timers are held still replays). */
const nextTask = () =>
  new Promise<void>((done) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => done()
    channel.port2.postMessage(null)
  })

/**
 * Runs `awake` once the island is awake (or `asleep` if it cannot wake), after the replays held before it,
 * each in a task of its own: React renders what one replayed event changed before the next one arrives
 * (two quick clicks, a filter then another, see each other's result).
 */
function afterWake(island: IslandElement, awake: () => void, asleep: () => void = () => {}): void {
  const previous = replays.get(island) ?? Promise.resolve()
  const next = previous
    .then(() => wake(island))
    .then(awake, asleep)
    .then(nextTask)
  replays.set(island, next)
}

/**
 * `target` once the island is awake: itself, or, in an island React rendered afresh rather than hydrated
 * (components/islands/hydrate.tsx), the element at its place among the island's elements of `selector`.
 */
function placeOf(island: IslandElement, target: Element, selector: string): () => Element | null {
  const index = [...island.querySelectorAll(selector)].indexOf(target)
  return () => (target.isConnected ? target : (island.querySelectorAll(selector)[index] ?? null))
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

/**
 * What a click acts on inside an island, when React must handle it: not a link (it just navigates) unless
 * it says React has more to do (`data-hold-click`: the comp card's print), not a checkbox or a radio (they
 * change at once; hydrate.tsx hands React the change), not a `<summary>` (the filter sheet opens natively),
 * not a heart (the page's first script presses it at once: components/islands/shell.ts).
 */
const held = 'button:not([data-favorite]), [role="tab"], a[data-hold-click]'

/** A click before the island is awake: held, then replayed on the same element once React listens. */
function onClick(event: MouseEvent): void {
  const island = islandOf(event.target)
  if (!island || isAwake(island) || !(event.target instanceof Element)) return
  const target = event.target.closest<HTMLElement>(held)
  if (!target || !island.contains(target)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  // Seen at once: the control the visitor pressed looks pressed until React has it (Island.css).
  target.setAttribute('data-held', '')
  const awakeTarget = placeOf(island, target, held)
  afterWake(
    island,
    () => {
      target.removeAttribute('data-held')
      const now = awakeTarget()
      if (now instanceof HTMLElement) now.click()
    },
    () => target.removeAttribute('data-held'),
  )
}

/** Keys a widget handles (tabs, sliders, lists), when pressed outside a text field. */
const widgetKeys = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
])
const textEntry =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), textarea, select, [contenteditable]'

/**
 * A widget key (arrows, Home, End outside a text field), or Enter in a one-line field, before the island is
 * awake (the focus wakes it; the key comes a moment later): held, then pressed again on the same element
 * once React listens. An Enter that React leaves alone then does what the browser would have done: submit
 * the field's form. Typing, Tab, Space and Enter elsewhere take their native course (Enter and Space on a
 * button end in a click, which onClick holds).
 */
function onKey(event: KeyboardEvent): void {
  if (!(event.target instanceof Element)) return
  const target = event.target
  const inText = target.closest(textEntry) !== null
  const enterInField = event.key === 'Enter' && target instanceof HTMLInputElement && inText
  if (!enterInField && (!widgetKeys.has(event.key) || inText)) return
  const island = islandOf(target)
  if (!island || isAwake(island)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event
  const awakeTarget = placeOf(island, target, '*')
  afterWake(
    island,
    () => {
      const now = awakeTarget()
      if (!now) return
      const again = new KeyboardEvent('keydown', {
        key,
        code,
        shiftKey,
        ctrlKey,
        altKey,
        metaKey,
        bubbles: true,
        cancelable: true,
      })
      const untouched = now.dispatchEvent(again)
      if (enterInField && untouched && now instanceof HTMLInputElement) now.form?.requestSubmit()
    },
    () => {
      if (enterInField) target.form?.requestSubmit()
    },
  )
}

/** A form submitted (Enter) before its island is awake: submitted again once React listens. */
function onSubmit(event: SubmitEvent): void {
  const island = islandOf(event.target)
  const form = event.target
  if (!island || isAwake(island) || !(form instanceof HTMLFormElement)) return
  event.preventDefault()
  const submitter = event.submitter
  afterWake(
    island,
    () => form.requestSubmit(submitter instanceof HTMLElement && submitter.isConnected ? submitter : null),
    // No React after all: the plain form post the Worker also takes (no JavaScript needed).
    () => form.submit(),
  )
}

/** The element whose visibility wakes an island: its `visible` selector's, or its first child (the island's element has no box). */
function visibilityTarget(island: IslandElement, rule: Wake['visible']): Element | null {
  return typeof rule === 'string' ? island.querySelector(rule) : island.firstElementChild
}

/**
 * After load, in an idle moment: asks the Worker for the island's live data, and wakes the island only when
 * the answer differs from what was built (or the Worker could only answer from its fallback, or not at all).
 */
function checkLive(island: IslandElement, live: NonNullable<Wake['live']>): void {
  const answer = fetch(live.url, { headers: { accept: 'application/json' } })
  keepLiveAnswer(live.url, answer)
  answer
    .then(async (response) => {
      const changed =
        !response.ok ||
        response.headers.get(liveDataHeader) === 'stale' ||
        liveSignature(await response.clone().json()) !== live.sig
      if (changed) await wake(island)
    })
    .catch(() => wake(island))
    .catch(() => {})
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

function start(): void {
  // A file chosen or a value set without a pointer or a key (an autofill, a test's setInputFiles) too.
  for (const type of ['pointerdown', 'focusin', 'keydown', 'input', 'change']) {
    document.addEventListener(type, onReach, { capture: true, passive: true })
  }
  document.addEventListener('pointerover', onHover, { capture: true, passive: true })
  document.addEventListener('click', onClick, { capture: true })
  document.addEventListener('keydown', onKey, { capture: true })
  document.addEventListener('submit', onSubmit, { capture: true })
  // Vite's own report of a chunk that failed to preload (an island's dependency): reload, as for the island.
  addEventListener('vite:preloadError', (event) => {
    event.preventDefault()
    reloadOnce(import.meta.url)
  })
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
    const visible = rule.visible
    // Watched from the moment the page is loaded and idle: an island already in view wakes then, not
    // during the load.
    if (visible) whenLoaded(() => watch(island, visible))
    const live = rule.live
    if (live) whenLoaded(() => checkLive(island, live))
  }
  startShell()
  // The page is ready for the visitor: its plain behaviours and its islands' listeners are in place.
  markRendered()
}

start()
