import type { Locale } from './locales'
import type { PtMessages } from './messages'
import { messages } from './messages'
import type { LeafPath, MessageParams, Messages } from './types'

/** Every message key, typed from the Portuguese messages: `'roster.empty'`, `'errors.api.rate_limited'`. */
export type DottedKey = LeafPath<PtMessages>

/** Translates a key, filling its `{{name}}` placeholders: `t('common.copyright', { year: 2025, name: 'X' })`. */
export type Translator = (key: DottedKey, params?: MessageParams) => string

const translators = new Map<Locale, Translator>()

/** The translator of an offered language, made once and shared (see translatorFor). */
export function createTranslator(locale: Locale): Translator {
  const cached = translators.get(locale)
  if (cached) return cached
  const t = translatorFor(locale, messages[locale])
  translators.set(locale, t)
  return t
}

const placeholder = /{{\s*([^}\s]+)\s*}}/g

/**
 * A translator over one message set (`name` for its errors). A missing key, or a placeholder left without
 * a value, throws in development and tests; in production the key itself is shown (a missing value: ''),
 * so a slip degrades instead of crashing.
 */
export function translatorFor(name: string, catalogue: Messages<PtMessages>): Translator {
  // Read once: process.env is slow to read in Node, and a prerender translates thousands of times a page.
  const development = isDevelopment()
  return (key, params) => {
    const template = lookup(catalogue, key)
    if (template === undefined) return fail(`Missing message "${key}" for locale "${name}"`, key)
    return template.replace(placeholder, (_, param: string) => {
      const value = params?.[param]
      if (value === undefined && development) {
        throw new Error(`Message "${key}" (${name}) needs a value for {{${param}}}`)
      }
      return value === undefined ? '' : String(value)
    })
  }
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
