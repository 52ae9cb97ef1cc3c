import { foldText } from './foldText'

/**
 * The A–Z letter a name files under in the roster's letter filter: `'Ítalo'` → `'I'`, `'  ágata'` → `'A'`.
 * Leading punctuation is skipped (`"'Bia'"` → `'B'`); a name opening with a digit or a letter outside
 * A–Z even after folding (`'Øystein'`) gives `null`, so it is listed but under no letter.
 */
export function initialLetter(name: string): string | null {
  return initialOfFolded(foldText(name))
}

/** `initialLetter` of a name already passed through `foldText` (lists fold each name once). */
export function initialOfFolded(folded: string): string | null {
  const first = folded.match(/[\p{L}\p{N}]/u)?.[0]
  return first !== undefined && first >= 'a' && first <= 'z' && first.length === 1
    ? first.toUpperCase()
    : null
}
