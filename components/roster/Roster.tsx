import { useCallback, useEffect, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { useT } from '../../lib/i18n/useT'
import {
  filterRoster,
  filtersTraits,
  noFilters,
  type RosterChoices,
  type RosterTalent,
} from '../../lib/roster/filterTalents'
import { parseRosterQuery, type RosterQuery, rosterSearch } from '../../lib/roster/rosterQuery'
import type { Category, Gender } from '../../lib/schemas/snapshot'
import { limits } from '../../lib/site'
import { Link } from '../Link'
import './Roster.css'
import { RosterFilters } from './RosterFilters'
import { isHistoryLoad, readRosterView, saveRosterView } from './rosterView'
import { TalentCard } from './TalentCard'
import { useRosterList } from './useRosterList'

export type RosterProps = {
  category: Category | null
  /** The route's first cards, prerendered. */
  first: RosterTalent[]
  /** How many talents the route has in the snapshot. */
  total: number
  /** Initials present in the route's category, overall and per gender (before the full list loads). */
  letters: Record<'all' | Gender, string[]>
  /** What the height, hair and eye filters offer: the values the route's talents have. */
  choices: RosterChoices
}

const step = limits.rosterStep
const { category: _, ...unfiltered } = noFilters
/** How many cards per row at most (desktop): those load eagerly. */
const firstRow = 5

/** The URL of the visitor's latest filter choice, and the navigation under way, shared by every roster. */
const choices: { latest: string | null; running: boolean } = { latest: null, running: false }

/**
 * Moves the address to the latest filter choice, one navigation at a time: two quick changes must not
 * race (on a slow device the first navigation can land after the second was asked for, leaving its URL).
 * Each navigation that lands while a newer choice waits is followed by one to the newer; never once the
 * visitor has gone elsewhere (another path, or another search `q`).
 */
function followChoices(to: string, q: string): void {
  choices.latest = to
  if (choices.running) return
  choices.running = true
  void (async () => {
    try {
      for (;;) {
        const next = choices.latest
        if (next === null) return
        const here = new URL(window.location.href)
        const target = new URL(next, here)
        const sameRoster = here.pathname === target.pathname && (here.searchParams.get('q') ?? '') === q
        if (`${here.pathname}${here.search}` === next || !sameRoster) return
        await navigate(next, { keepScrollPosition: true })
        if (choices.latest === next) return
      }
    } finally {
      choices.running = false
      choices.latest = null
    }
  })()
}

/**
 * The roster of a route: category (the route) AND the filters of the URL's query (gender, letter, height,
 * hair, eyes, and the search `q`). Shows 20 cards, 20 more each time the sentinel under the grid is 20%
 * visible. A filter change is a client navigation to the same page with another query (Vike's
 * `navigate`), applied at once without waiting for it: the URL can be shared, and Back/Forward step
 * through the filters. Mounted afresh for every path and search (the page keys it), so a route change
 * resets the filters; Back restores filters, length and scroll.
 */
export function Roster({ category, first, total, letters, choices }: RosterProps) {
  const t = useT()
  const pageContext = usePageContext()
  const hydrated = useHydrated()
  // The address as the visitor sees it (urlParsed is the language-neutral path Vike routes on).
  const url = pageContext.urlOriginal
  // The query exists only in the browser: the prerendered HTML (and so the hydration render) has none.
  const fromUrl = hydrated ? parseRosterQuery(pageContext.urlParsed.search) : unfiltered
  // A filter just chosen, shown until the navigation to its URL (`to`) completes.
  const [chosen, setChosen] = useState<{ query: RosterQuery; to: string } | null>(null)
  const query = chosen ? chosen.query : fromUrl
  const { q, gender, letter } = query

  // Back/Forward by client routing: the view saved for this URL, at once (no hydration to match).
  const [saved] = useState(() =>
    !pageContext.isHydration && pageContext.isHistoryNavigation ? readRosterView(url) : null,
  )
  const [count, setCount] = useState(saved?.count ?? step)
  /** Where to scroll back to once the list is as long as it was. */
  const pendingScroll = useRef(saved)

  // Back/Forward or a reload that loaded the page afresh (no client state): restore after hydration.
  useEffect(() => {
    if (!pageContext.isHydration || !isHistoryLoad()) return
    const stored = readRosterView(url)
    if (!stored) return
    setCount(stored.count)
    pendingScroll.current = stored
  }, [pageContext.isHydration, url])

  // Back/Forward between two filters of this roster: the same component, another URL.
  const shownUrl = useRef(url)
  useEffect(() => {
    if (shownUrl.current === url) return
    shownUrl.current = url
    // Arrived, or Back/Forward elsewhere; an earlier choice arriving first keeps the latest one shown.
    setChosen((c) => (c && url !== c.to && !pageContext.isHistoryNavigation ? c : null))
    if (!pageContext.isHistoryNavigation) return
    const stored = readRosterView(url)
    setCount(stored?.count ?? step)
    pendingScroll.current = stored
  }, [url, pageContext.isHistoryNavigation])

  const filtered = rosterSearch(query) !== ''
  const traits = filtersTraits({ ...query, category })
  const list = useRosterList(first, total, filtered || count > first.length, traits)
  const { matches, letters: found } = filterRoster(list.talents, { ...query, category })
  const shown = matches.slice(0, count)
  const more = matches.length > count || (!list.complete && total > shown.length && !filtered)
  const present = list.complete ? found : letters[traits ? 'all' : (gender ?? 'all')]

  /** Applies a change of filters at once and moves to its URL (a history entry of its own). */
  const choose = (change: Partial<RosterQuery>) => {
    const next = { ...query, ...change }
    const to = `${window.location.pathname}${rosterSearch(next)}`
    setChosen({ query: next, to })
    setCount(step)
    followChoices(to, query.q)
  }

  // Remember the list length (and, on scroll, the position) for Back. Not while a page transition runs:
  // leaving, the router's scroll to the top of the next page would overwrite the position; arriving, the
  // position is the previous page's until the restore below.
  useEffect(() => {
    const save = () => {
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
    <div className="page roster">
      <header className="roster__header">
        <h1 className="page-title roster__title">{title}</h1>
        {q && (
          <p className="roster__search">
            {t('roster.searchResults', { query: q })}{' '}
            <Link to={{ screen: 'roster', category }} className="roster__clear">
              {t('roster.clearSearch')}
            </Link>
          </p>
        )}
        <RosterFilters
          query={query}
          letters={present}
          choices={choices}
          onChange={choose}
          onGender={(g) => choose({ gender: gender === g ? null : g })}
          onLetter={(l) => choose({ letter: letter === l ? null : l })}
        />
      </header>
      <p className="visually-hidden" role="status">
        {hydrated && !list.waiting
          ? matches.length === 1
            ? t('roster.countOne')
            : t('roster.count', { count: matches.length })
          : ''}
      </p>
      {shown.length > 0 && (
        <ul className="roster__grid" aria-busy={list.waiting}>
          {shown.map((talent, i) => (
            <li key={talent.id} className="roster__item">
              <TalentCard talent={talent} priority={i < firstRow} />
            </li>
          ))}
        </ul>
      )}
      {list.waiting && <p className="roster__loading">{t('common.loading')}</p>}
      {shown.length === 0 && !list.waiting && <p className="roster__empty">{t('roster.empty')}</p>}
      <div ref={sentinel} className="roster__sentinel" aria-hidden="true" />
    </div>
  )
}
