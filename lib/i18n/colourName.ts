import { foldText } from '../text/foldText'
import type { MessageLocale } from './locales'
import { messages } from './messages'

/**
 * A hair or eye colour from the CMS (Portuguese, as typed) in the page's language:
 * `colourName('Castanho-Claro', 'en')` → `'Light brown'`, `colourName(' mel ', 'pt')` → `'Mel'`.
 * A colour with no entry in the colours messages is shown as given (trimmed), never hidden.
 */
export function colourName(value: string, locale: MessageLocale): string {
  // Folded like the keys of messages/colours.ts: hyphenated and spaced compounds meet on one key.
  const key = foldText(value.replace(/-/g, ' '))
  const colours: Readonly<Record<string, string>> = messages[locale].colours
  return Object.hasOwn(colours, key) ? (colours[key] ?? value.trim()) : value.trim()
}
