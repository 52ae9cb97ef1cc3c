import rosetta from 'rosetta'
import type { MessageLocale } from './locales'
import type { PtMessages } from './messages'
import { messages } from './messages'
import type { LeafPath, MessageParams, Messages } from './types'

/** Every message key, typed from the Portuguese messages: `'roster.empty'`, `'errors.api.rate_limited'`. */
export type DottedKey = LeafPath<PtMessages>

/** Translates a key, filling its `{{name}}` placeholders: `t('common.copyright', { year: 2025, name: 'X' })`. */
export type Translator = (key: DottedKey, params?: MessageParams) => string

const translators = new Map<MessageLocale, Translator>()

/**
 * The translator of one language, made once and shared (rosetta underneath, one instance per language so
 * that no call changes another's locale). A missing key, or a placeholder left without a value, throws in
 * development and tests; in production the key itself is shown, so a slip degrades instead of crashing.
 */
export function createTranslator(locale: MessageLocale): Translator {
  const cached = translators.get(locale)
  if (cached) return cached

  const i18n = rosetta<Messages<PtMessages>>()
  i18n.set(locale, messages[locale])
  i18n.locale(locale)
  // Read once: process.env is slow to read in Node, and a prerender translates thousands of times a page.
  const development = isDevelopment()

  const t: Translator = (key, params) => {
    const template = lookup(messages[locale], key)
    if (template === undefined) return fail(`Missing message "${key}" for locale "${locale}"`, key)
    if (development) {
      for (const [, name] of template.matchAll(/{{\s*([^}\s]+)\s*}}/g)) {
        if (name !== undefined && params?.[name] === undefined) {
          throw new Error(`Message "${key}" (${locale}) needs a value for {{${name}}}`)
        }
      }
    }
    return i18n.t(key, params ?? {})
  }
  translators.set(locale, t)
  return t
}

/** The string at a dotted path, or undefined when the path is missing or names a group of messages. */
function lookup(tree: unknown, key: string): string | undefined {
  let node = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' && node !== '' ? node : undefined
}

function fail(message: string, key: string): string {
  if (isDevelopment()) throw new Error(message)
  console.error(message)
  return key
}

// Declared here rather than taken from @types/node: lib/ is compiled for the browser and workerd too.
declare const process: { env: { NODE_ENV?: string } }

/**
 * Whether to be loud about translation slips: anything but a production build. Written as a plain
 * `process.env.NODE_ENV` because Vite (client code) and wrangler (the Worker) replace exactly that text
 * with the build's mode; Node and Vitest read the real variable.
 */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production'
  } catch {
    // No process and no build-time value: an unknown runtime is treated as production.
    return false
  }
}
