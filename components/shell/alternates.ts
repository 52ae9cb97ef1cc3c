import { type Locale, locales } from '../../lib/i18n/locales'
import { type Route, urlFor } from '../../lib/routes'

/**
 * The URL of the same content in each language that has it. Most pages need nothing: the route is the
 * same in both languages and only the segments change. A page whose other-language URL depends on its data
 * (a post's slug differs per language, or the post exists in one language only) returns
 * `alternates: Alternates` from its +data; a language missing there has no translation of the page.
 */
export type Alternates = Partial<Record<Locale, string>>

/** Where the page's data may carry its alternates (`{ alternates }` returned by +data). */
type MaybeWithAlternates = { alternates?: Alternates } | undefined | null

export function pageAlternates(route: Route | null, data: unknown): Alternates {
  const fromData = (data as MaybeWithAlternates)?.alternates
  if (fromData) return fromData
  if (!route) return {}
  return Object.fromEntries(locales.map((l) => [l, urlFor(route, l)]))
}

/**
 * Where the language switch goes: the page's alternate in that language, else the nearest page that
 * exists there (a post without a translation → that language's news list; the error page → home).
 */
export function switchTarget(route: Route | null, data: unknown, locale: Locale): string {
  const alternate = pageAlternates(route, data)[locale]
  if (alternate) return alternate
  if (route?.screen === 'post') return urlFor({ screen: 'news' }, locale)
  return urlFor({ screen: 'home' }, locale)
}
