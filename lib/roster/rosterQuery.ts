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
  const [min, max] = (search.height ?? '').split('-')
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
