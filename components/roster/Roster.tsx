import { useCallback, useEffect, useRef, useState } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import { usePageContext } from 'vike-react/usePageContext'
import { useT } from '../../lib/i18n/useT'
import type { Category, Gender } from '../../lib/schemas/snapshot'
import { limits } from '../../lib/site'
import { Link } from '../Link'
import { filterTalents, lettersPresent, type RosterTalent } from './filterTalents'
import './Roster.css'
import { RosterFilters } from './RosterFilters'
import { isHistoryLoad, type RosterView, readRosterView, saveRosterView } from './rosterView'
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
}

const step = limits.rosterStep
const fresh: Omit<RosterView, 'y'> = { gender: null, letter: null, count: step }
/** How many cards per row at most (desktop): those load eagerly. */
const firstRow = 5

/**
 * The roster of a route: category (the route) AND gender AND letter AND the search `q` of the URL. Shows
 * 20 cards, 20 more each time the sentinel under the grid is 20% visible. Mounted afresh for every URL
 * (the page keys it), so filters reset on route change; Back restores filters, length and scroll.
 */
export function Roster({ category, first, total, letters }: RosterProps) {
  const t = useT()
  const pageContext = usePageContext()
  const hydrated = useHydrated()
  // The address as the visitor sees it (urlParsed is the language-neutral path Vike routes on).
  const url = pageContext.urlOriginal
  // The query exists only in the browser: the prerendered HTML (and so the hydration render) has none.
  const q = hydrated ? (pageContext.urlParsed.search.q ?? '').trim() : ''

  // Back/Forward by client routing: the view saved for this URL, at once (no hydration to match).
  const [saved] = useState(() =>
    !pageContext.isHydration && pageContext.isHistoryNavigation ? readRosterView(url) : null,
  )
  const [view, setView] = useState<Omit<RosterView, 'y'>>(() =>
    saved ? { gender: saved.gender, letter: saved.letter, count: saved.count } : fresh,
  )
  /** Where to scroll back to once the list is as long as it was. */
  const pendingScroll = useRef<RosterView | null>(saved)
  const { gender, letter, count } = view

  // Back/Forward or a reload that loaded the page afresh (no client state): restore after hydration.
  useEffect(() => {
    if (!pageContext.isHydration || !isHistoryLoad()) return
    const stored = readRosterView(url)
    if (!stored) return
    setView({ gender: stored.gender, letter: stored.letter, count: stored.count })
    pendingScroll.current = stored
  }, [pageContext.isHydration, url])

  const filtered = gender !== null || letter !== null || q !== ''
  const list = useRosterList(first, total, filtered || count > first.length)
  const selection = { category, gender, q }
  const matches = filterTalents(list.talents, { ...selection, letter })
  const shown = matches.slice(0, count)
  const more = matches.length > count || (!list.complete && total > shown.length && !filtered)
  const present = list.complete ? lettersPresent(list.talents, selection) : letters[gender ?? 'all']

  // Remember the view (and, on scroll, the position) for Back. Not while a page transition runs: leaving,
  // the router's scroll to the top of the next page would overwrite the position; arriving, the position
  // is the previous page's until the restore below.
  useEffect(() => {
    const save = () => {
      if ('navigating' in document.documentElement.dataset) return
      saveRosterView(url, { ...view, y: window.scrollY })
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
  }, [url, view])

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
  const grow = useCallback(() => setView((v) => ({ ...v, count: v.count + step })), [])
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
          gender={gender}
          letter={letter}
          letters={present}
          onGender={(g) => setView((v) => ({ ...v, gender: v.gender === g ? null : g, count: step }))}
          onLetter={(l) => setView((v) => ({ ...v, letter: v.letter === l ? null : l, count: step }))}
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
