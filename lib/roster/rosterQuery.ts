import type { RosterFilters } from './filterTalents'

/** The filters a roster URL carries in its query: all of them but the category, which is the path. */
export type RosterQuery = Omit<RosterFilters, 'category'>

const colour = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const cm = (s: string | undefined) => {
  const n = s && /^\d{2,3}$/.test(s) ? Number(s) : null
  return n !== null && n >= 30 && n <= 250 ? n : null
}

/**
 * A roster URL's filters from its query (values the filters cannot hold are ignored, so a hand-edited
 * link still opens the roster): `?gender=woman&height=170-185&hair=blonde&q=ana`. Height is
 * `min-max` in centimetres, either end may be left out (`170-`, `-185`).
 */
export function parseRosterQuery(search: Readonly<Record<string, string | undefined>>): RosterQuery {
  // The roster's form (components/roster/RosterFilters) sends the two ends as fields of their own.
  const [min, max] =
    search.height === undefined ? [search.minHeight, search.maxHeight] : search.height.split('-')
  let minHeight = cm(min)
  let maxHeight = cm(max)
  if (minHeight !== null && maxHeight !== null && minHeight > maxHeight)
    [minHeight, maxHeight] = [maxHeight, minHeight]
  const letter = search.letter?.toUpperCase()
  return {
    q: (search.q ?? '').trim(),
    gender: search.gender === 'woman' || search.gender === 'man' ? search.gender : null,
    letter: letter && /^[A-Z]$/.test(letter) ? letter : null,
    minHeight,
    maxHeight,
    hair: search.hair && colour.test(search.hair) ? search.hair : null,
    eyes: search.eyes && colour.test(search.eyes) ? search.eyes : null,
  }
}

/** The query string of a roster URL with these filters ('' for none): the inverse of parseRosterQuery. */
export function rosterSearch(f: RosterQuery): string {
  const params = new URLSearchParams()
  if (f.q) params.set('q', f.q)
  if (f.gender) params.set('gender', f.gender)
  if (f.letter) params.set('letter', f.letter)
  if (f.minHeight !== null || f.maxHeight !== null)
    params.set('height', `${f.minHeight ?? ''}-${f.maxHeight ?? ''}`)
  if (f.hair) params.set('hair', f.hair)
  if (f.eyes) params.set('eyes', f.eyes)
  const s = params.toString()
  return s ? `?${s}` : ''
}

/** The roster's paging parameter: `?page=3` shows the first 3 × 20 cards (the links a page without script follows). */
export const pageParam = 'page'
/** No page beyond this (a hand-typed `?page=99999` is the last page anyway). */
const maxPage = 10_000

/** The page a roster or news address asks for (1 when none or not a page number). */
export function pageOf(params: URLSearchParams): number {
  const raw = params.get(pageParam) ?? ''
  const n = /^\d{1,5}$/.test(raw) ? Number(raw) : 1
  return Math.min(Math.max(n, 1), maxPage)
}

/** A roster address's query in its one canonical form: the filters (rosterSearch), then the page. */
export function rosterAddress(query: RosterQuery, page = 1): string {
  const search = rosterSearch(query)
  if (page <= 1) return search
  return `${search === '' ? '?' : `${search}&`}${pageParam}=${page}`
}

/**
 * The filters of a roster address's query: its values as the URL holds them, the last one of a name winning
 * (the roster's form sends the filters set so far, then the one pressed: components/roster/RosterFilters).
 */
export function rosterQueryOf(params: URLSearchParams): RosterQuery {
  const query = parseRosterQuery(Object.fromEntries(params))
  // The form's "clear filters" button: the search stays, every other filter goes.
  if (params.has(clearParam)) return { ...parseRosterQuery({}), q: query.q }
  return query
}

/** The name of the form's "clear filters" submit button. */
export const clearParam = 'clear'
