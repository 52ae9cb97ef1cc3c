import { isParticle } from './isParticle'

/**
 * A name as the CMS typed it, written the way a person's name is: each word capitalised, accents kept,
 * the particles da/das/de/do/dos/e lowercase unless they open the name (Brazilian usage: "Maria da Silva").
 * `capitalizeWords('MARIA eduarda  da silva')` → `'Maria Eduarda da Silva'`; `'ana-luíza'` → `'Ana-Luíza'`.
 */
export function capitalizeWords(name: string): string {
  // NFC first, so a decomposed "É" is one character and gets uppercased as a whole.
  const words = name.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean)
  return words.map((word, i) => (i > 0 && isParticle(word) ? word : capitalizeWord(word))).join(' ')
}

/** Capitalises the first letter of the word and of each hyphenated part ("ana-luíza" → "Ana-Luíza"). */
function capitalizeWord(word: string): string {
  return word.replace(/(^|-)([^\p{L}]*)(\p{L})/gu, (_, sep: string, lead: string, letter: string) => {
    return sep + lead + letter.toUpperCase()
  })
}
