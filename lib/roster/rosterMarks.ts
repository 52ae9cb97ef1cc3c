import type { Translator } from '../i18n/translator'
import { type RosterQuery, rosterAddress } from './rosterQuery'

// What the roster's HTML and the Worker's rewrite of it (functions/rosterPage.ts) agree on: the marks the
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
  /** The form's hidden fields that carry the filters set so far (q, gender, letter) into the next choice. */
  kept: 'data-roster-kept',
  /** In the "Filter" toggle: how many filters are on, and how many talents they leave. */
  on: 'data-roster-on',
  found: 'data-roster-found',
  /** The link to the next page of cards (`?page=2`), for a page without script. */
  more: 'data-roster-more',
  /** The header's search field (components/shell/SearchBox, on every page): it shows the roster's search. */
  search: 'data-roster-search',
} as const

/** How many filters other than the search are set (a height range counts once). */
export function filtersOn(q: RosterQuery): number {
  const height = q.minHeight !== null || q.maxHeight !== null
  return [q.gender, q.letter, q.hair, q.eyes].filter((v) => v !== null).length + (height ? 1 : 0)
}

/** The toggle's "2 on", or '' for none. */
export function filtersOnLabel(t: Translator, n: number): string {
  if (n === 0) return ''
  return n === 1 ? t('roster.filtersOnOne') : t('roster.filtersOn', { count: n })
}

/** The roster's result count as read to a screen reader: `1 talent`, `12 talents`. */
export function rosterCount(t: Translator, n: number): string {
  return n === 1 ? t('roster.countOne') : t('roster.count', { count: n })
}

/** What a hidden field of the form carries for a query ('' when that filter is not set: the field is off). */
export function keptValue(q: RosterQuery, field: string | null): string {
  if (field === 'q') return q.q
  if (field === 'gender') return q.gender ?? ''
  if (field === 'letter') return q.letter ?? ''
  return ''
}

/** The next page's link of a roster page showing `shown` of `matches` cards, or null when all are shown. */
export function morePageHref(
  query: RosterQuery,
  page: number,
  next: { id: number } | undefined,
): string | null {
  if (!next) return null
  return `${rosterAddress(query, page + 1)}#${talentItemId(next.id)}`
}

/** The id of a card's list item: the next page's link lands on the first card it adds. */
export const talentItemId = (id: number) => `talent-${id}`

/** A letter no talent of the selection starts with is disabled; the chosen one never (it can be cleared). */
export const letterOff = (letter: string, present: ReadonlySet<string>, chosen: string | null): boolean =>
  !present.has(letter) && chosen !== letter

/** What each trait select holds for a query: the option value chosen ('' for any). */
export function selectValues(q: RosterQuery): Record<'minHeight' | 'maxHeight' | 'hair' | 'eyes', string> {
  const s = (v: string | number | null) => (v === null ? '' : String(v))
  return { minHeight: s(q.minHeight), maxHeight: s(q.maxHeight), hair: s(q.hair), eyes: s(q.eyes) }
}
