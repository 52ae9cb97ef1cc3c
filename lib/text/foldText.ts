/**
 * The form of a text used for comparing names: lowercase, accents removed, whitespace collapsed.
 * `foldText('  Ágata  MARIA ')` → `'agata maria'`; `'Conceição'` → `'conceicao'`.
 */
export function foldText(s: string): string {
  // NFD splits "á" into "a" + a combining mark, so dropping the marks keeps the base letter.
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}
