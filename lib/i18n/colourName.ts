import { foldText } from '../text/foldText'
import { slugify } from '../text/slugify'
import type { Locale } from './locales'
import { messages } from './messages'

/**
 * A hair or eye colour from the CMS (Portuguese, as typed) in the page's language:
 * `colourName('Castanho-Claro', 'en')` → `'Light brown'`, `colourName(' mel ', 'pt')` → `'Mel'`.
 * A colour with no entry in the colours messages is shown as given (trimmed), never hidden.
 */
export function colourName(value: string, locale: Locale): string {
  // Folded like the keys of messages/colours.ts: hyphenated and spaced compounds meet on one key.
  const key = foldText(value.replace(/-/g, ' '))
  const colours: Readonly<Record<string, string>> = messages[locale].colours
  return Object.hasOwn(colours, key) ? (colours[key] ?? value.trim()) : value.trim()
}

const keys = new Map<string, string>()

/**
 * A colour's key for the roster's filters and their URLs, the same in every language: its English name
 * as a slug, so spellings and forms of one colour meet: `colourKey('Castanhos')` → `'brown'`,
 * `colourKey('Loira')` → `'blonde'`, `colourKey('Castanho-Claro')` → `'light-brown'`. An unknown colour
 * keys on its own slug (`'Azul-petróleo'` → `'azul-petroleo'`); '' when it has no letter at all.
 */
export function colourKey(value: string): string {
  let key = keys.get(value)
  if (key === undefined) {
    key = slugify(colourName(value, 'en'))
    keys.set(value, key)
  }
  return key
}
