import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useT } from '../../lib/i18n/useT'
import {
  filterRoster,
  filtersTraits,
  noFilters,
  type RosterChoices,
  type RosterTalent,
} from '../../lib/roster/filterTalents'
import { morePageHref, rosterCount, rosterMarks } from '../../lib/roster/rosterMarks'
import { parseRosterQuery, type RosterQuery, rosterSearch } from '../../lib/roster/rosterQuery'
import type { Category, Gender } from '../../lib/schemas/snapshot'
import { limits } from '../../lib/site'
import { markRendered } from '../../renderer/renderedUrl'
import './Roster.css'
import { coverPriority } from '../../lib/roster/cardTemplate'
import { restoreFocus } from './keepFocus'
import { RosterFilters } from './RosterFilters'
import { RosterEmpty, RosterItem, RosterSearchLine } from './RosterParts'
import { isHistoryLoad, type RosterView, readRosterView, saveRosterView } from './rosterView'
import { useRosterList } from './useRosterList'

export type RosterProps = {
  category: Category | null
  /** The route's first cards, prerendered. */
  first: RosterTalent[]
  /** How many talents the route has in the snapshot (the Worker's rewrite: how many match the address). */
  total: number
  /** Initials present in the route's category, overall and per gender (before the full list loads). */
  letters: Record<'all' | Gender, string[]>
  /** What the height, hair and eye filters offer: the values the route's talents have. */
  choices: RosterChoices
  /** The id of the first card past those shown (where the next page's link lands), null when none. */
  nextId: number | null
  /**
   * Set by the Worker when the CMS changed since the build (functions/rosterPage.ts): the cards shown are
   * the live roster's, and so is the full list the filters read.
   */
  live?: boolean
  /** The query the Worker found `first` for (`?q=ana`, lib/roster/rosterQuery's `rosterSearch`); '' as built. */
  search?: string
}

const step = limits.rosterStep
const { category: _, ...unfiltered } = noFilters

/** Fired after the roster moved the address to a filter choice (history.pushState fires no event). */
const addressChanged = 'roster-address'
const subscribeAddress = (onChange: () => void) => {
  addEventListener('popstate', onChange)
  addEventListener(addressChanged, onChange)
  return () => {
    removeEventListener('popstate', onChange)
    removeEventListener(addressChanged, onChange)
  }
}
const address = () => `${location.pathname}${location.search}`
/** The prerendered HTML (and so the hydration render) knows no address: null until hydrated. */
const noAddress = () => null

function queryOf(url: string): RosterQuery {
  return parseRosterQuery(Object.fromEntries(new URL(url, location.origin).searchParams))
}

/**
 * The roster of a route: category (the route) AND the filters of the URL's query (gender, letter, height,
 * hair, eyes, and the search `q`). Shows 20 cards, 20 more each time the sentinel under the grid is 20%
 * visible. An island (components/islands): prerendered with the route's first cards and no filter; it wakes
 * when the visitor reaches for it, when the sentinel nears the screen, or at once when the address carries
 * filters. A filter change moves the address to the same page with another query (history.pushState), so
 * the URL can be shared and Back/Forward step through the filters; Back to a roster (or a reload) restores
 * the list's length and the scroll position.
 */
export function Roster({
  category,
  first,
  total,
  letters,
  choices,
  nextId,
  live = false,
  search = '',
}: RosterProps) {
  const t = useT()
  const url = useSyncExternalStore(subscribeAddress, address, noAddress)
  const hydrated = url !== null
  const query = url ? queryOf(url) : unfiltered
  const { q, gender } = query

  // As many cards as the HTML shows: 20, or every match of a filtered address the Worker answered
  // (functions/rosterPage.ts passes them as `first`), which the island then renders afresh.
  const [count, setCount] = useState<number>(() => Math.max(step, first.length))
  /** Where to scroll back to once the list is as long as it was. */
  const pendingScroll = useRef<RosterView | null>(null)

  // Back/Forward to this page, or a reload: the view saved for its URL.
  useEffect(() => {
    if (!isHistoryLoad()) return
    const stored = readRosterView(address())
    if (!stored) return
    setCount(stored.count)
    pendingScroll.current = stored
  }, [])

  // Back/Forward between two filters of this roster: the same page, another address.
  useEffect(() => {
    const onPop = () => {
      const stored = readRosterView(address())
      setCount(stored?.count ?? step)
      pendingScroll.current = stored
      markRendered()
    }
    addEventListener('popstate', onPop)
    return () => removeEventListener('popstate', onPop)
  }, [])

  // The cards the HTML shows are every match of its query up to `total`: the rest of the roster loads only
  // for another query, or past them.
  const served = rosterSearch(query) === search
  const traits = filtersTraits({ ...query, category })
  const list = useRosterList(first, total, !served || count > first.length, traits, live)
  // Until the full list is here, the HTML's cards are the served query's matches as they are (they carry
  // no traits to filter them by again).
  const { matches, letters: found } =
    list.complete || !served
      ? filterRoster(list.talents, { ...query, category })
      : { matches: list.talents, letters: [] }
  const shown = matches.slice(0, count)
  const more = matches.length > count || (!list.complete && total > shown.length && served)
  const present = list.complete ? found : letters[traits ? 'all' : (gender ?? 'all')]

  /**
   * Applies a choice of filters at once and moves to its URL (a history entry of its own); nothing when the
   * address already holds it (a choice applied twice in one task, before a render: the address is current).
   */
  const choose = (next: RosterQuery) => {
    if (rosterSearch(next) === rosterSearch(queryOf(address()))) return
    history.pushState(null, '', `${location.pathname}${rosterSearch(next)}`)
    setCount(step)
    dispatchEvent(new Event(addressChanged))
    markRendered()
  }

  // Remember the list length (and, on scroll, the position) for Back. Not once a link was followed
  // (`data-navigating`, set by the plain script): the position is the one the visitor left from.
  useEffect(() => {
    if (url === null) return
    const save = () => {
      // Leaving for another page: the position is the one the visitor left from.
      if ('navigating' in document.documentElement.dataset) return
      saveRosterView(url, { count, y: window.scrollY })
    }
    save()
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(save)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [url, count])

  // Once the restored list is as long as it was, return to where the visitor was.
  useEffect(() => {
    const target = pendingScroll.current
    if (!target || list.waiting) return
    // The restored length applied, and the list loaded far enough to fill it.
    if (count < target.count || (!list.complete && shown.length < target.count)) return
    pendingScroll.current = null
    requestAnimationFrame(() => window.scrollTo(0, target.y))
  }, [list.waiting, list.complete, shown.length, count])

  // Rendered afresh over the Worker's HTML, the control the visitor focused is a new element: focused again.
  const root = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => restoreFocus(root.current), [])

  const sentinel = useRef<HTMLDivElement>(null)
  const grow = useCallback(() => setCount((c) => c + step), [])
  // A new observer after each growth: its first report tells whether the sentinel is still in view
  // (a tall screen), which a long-lived observer would not repeat.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `count` is the trigger for a fresh observer.
  useEffect(() => {
    const target = sentinel.current
    if (!target || !more || list.waiting) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= limits.rosterObserverThreshold)) {
          observer.disconnect()
          grow()
        }
      },
      { threshold: limits.rosterObserverThreshold },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [more, list.waiting, grow, count])

  const title = category ? t(`common.categories.${category}`) : t('common.nav.models')
  return (
    <div ref={root} className="page roster" data-roster="">
      <header className="roster__header">
        <h1 className="page-title roster__title">{title}</h1>
        {q && <RosterSearchLine q={q} category={category} />}
        <RosterFilters
          query={query}
          letters={present}
          choices={choices}
          found={list.waiting ? null : list.complete ? matches.length : total}
          hydrated={hydrated}
          onChoose={choose}
        />
      </header>
      <p className="visually-hidden" role="status" {...{ [rosterMarks.count]: '' }}>
        {hydrated && !list.waiting ? rosterCount(t, matches.length) : ''}
      </p>
      {shown.length > 0 && (
        <ul className="roster__grid" aria-busy={list.waiting} {...{ [rosterMarks.grid]: '' }}>
          {shown.map((talent, i) => (
            <RosterItem key={talent.id} talent={talent} priority={coverPriority(i)} />
          ))}
        </ul>
      )}
      {list.waiting && <p className="roster__loading">{t('common.loading')}</p>}
      {/* Without script (or before the island wakes), the next cards are a page away: `?page=2`, answered
          by the Worker (functions/rosterPage.ts), landing on the first card it adds. The island grows the
          list as the end nears instead. */}
      {!hydrated && nextId !== null && (
        <p className="roster__more" {...{ [rosterMarks.more]: '' }}>
          <a href={morePageHref(unfiltered, 1, { id: nextId }) ?? ''}>{t('roster.morePage')}</a>
        </p>
      )}
      {shown.length === 0 && !list.waiting && <RosterEmpty />}
      <div ref={sentinel} className="roster__sentinel" aria-hidden="true" />
    </div>
  )
}
