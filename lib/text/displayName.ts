import { capitalizeWords } from './capitalizeWords'
import { isParticle } from './isParticle'

/**
 * The name shown on cards and profiles: first and last word, capitalised per word.
 * `displayName('joão PEDRO da silva')` → `'João Silva'`; a single word stays as it is (`'GISELE'` → `'Gisele'`).
 */
export function displayName(name: string): string {
  const words = capitalizeWords(name).split(' ').filter(Boolean)
  const first = words[0]
  if (first === undefined) return ''
  // A stray trailing particle ("Maria da") is not a surname: use the last real word instead.
  const last = words.slice(1).findLast((w) => !isParticle(w))
  return last === undefined ? first : `${first} ${last}`
}
