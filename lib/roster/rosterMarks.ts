import type { Translator } from '../i18n/translator'
import type { RosterQuery } from './rosterQuery'

// What the roster's HTML and the Worker's rewrite of it (functions/rosterSearch.ts) agree on: the marks the
// Worker finds, and the rules both apply to a query (the count, the letters left, the filters set).

/**
 * What the Worker finds in the roster page's HTML to mark the filters a query sets: attributes the roster's
 * components render (components/roster), named once here for both.
 */
export const rosterMarks = {
  /** The search line goes before the filters. */
  filters: 'data-roster-filters',
  grid: 'data-roster-grid',
  count: 'data-roster-count',
  letter: 'data-roster-letter',
  gender: 'data-roster-gender',
  /** On each select: the query field it sets (minHeight, maxHeight, hair, eyes). */
  select: 'data-roster-select',
  reset: 'data-roster-reset',
} as const

/** The roster's result count as read to a screen reader: `1 talent`, `12 talents`. */
export function rosterCount(t: Translator, n: number): string {
  return n === 1 ? t('roster.countOne') : t('roster.count', { count: n })
}

/** Whether a filter other than the search is set (the "clear filters" button then acts). */
export function filtersSet(q: RosterQuery): boolean {
  return (
    q.gender !== null ||
    q.letter !== null ||
    q.minHeight !== null ||
    q.maxHeight !== null ||
    q.hair !== null ||
    q.eyes !== null
  )
}

/** A letter no talent of the selection starts with is disabled; the chosen one never (it can be cleared). */
export const letterOff = (letter: string, present: ReadonlySet<string>, chosen: string | null): boolean =>
  !present.has(letter) && chosen !== letter

/** What each trait select holds for a query: the option value chosen ('' for any). */
export function selectValues(q: RosterQuery): Record<'minHeight' | 'maxHeight' | 'hair' | 'eyes', string> {
  const s = (v: string | number | null) => (v === null ? '' : String(v))
  return { minHeight: s(q.minHeight), maxHeight: s(q.maxHeight), hair: s(q.hair), eyes: s(q.eyes) }
}
