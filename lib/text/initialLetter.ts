import { foldText } from './foldText'

/**
 * The A–Z letter a name files under in the roster's letter filter: `'Ítalo'` → `'I'`, `'  ágata'` → `'A'`.
 * Leading punctuation is skipped (`"'Bia'"` → `'B'`); a name opening with a digit or a letter outside
 * A–Z even after folding (`'Øystein'`) gives `null`, so it is listed but under no letter.
 */
export function initialLetter(name: string): string | null {
  const first = foldText(name).match(/[\p{L}\p{N}]/u)?.[0]
  return first !== undefined && /^[a-z]$/.test(first) ? first.toUpperCase() : null
}
