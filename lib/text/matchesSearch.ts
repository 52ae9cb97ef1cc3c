import { foldText } from './foldText'

/**
 * Whether a name contains the search text, ignoring case, accents and extra spaces:
 * `matchesSearch('Júlia Conceição', 'CONCEI')` → `true`. An empty or blank query matches every name.
 */
export function matchesSearch(name: string, query: string): boolean {
  return containsFolded(foldText(name), foldText(query))
}

/** `matchesSearch` for a name and query already passed through `foldText` (lists fold each name once). */
export function containsFolded(foldedName: string, foldedQuery: string): boolean {
  return foldedQuery === '' || foldedName.includes(foldedQuery)
}
