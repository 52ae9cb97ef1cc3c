import { foldText } from './foldText'

/**
 * Whether a name contains the search text, ignoring case, accents and extra spaces:
 * `matchesSearch('Júlia Conceição', 'CONCEI')` → `true`. An empty or blank query matches every name.
 */
export function matchesSearch(name: string, query: string): boolean {
  const q = foldText(query)
  return q === '' || foldText(name).includes(q)
}
