import type { Locale } from '../i18n/locales'
import { type Route, type RouteOf, type Screen, screens } from './screens'

function pathSegments<S extends Screen>(route: RouteOf<S>, locale: Locale): string[] {
  const { section, params } = screens[route.screen]
  const rest = params.toSegments(route)
  return section ? [section[locale], ...rest] : rest
}

/**
 * The canonical path of a route in a language: Portuguese unprefixed, English under /en, no trailing slash.
 * Example: `urlFor({ screen: 'contact' }, 'pt')` → `/contato`; `urlFor({ screen: 'home' }, 'en')` → `/en`.
 */
export function urlFor(route: Route, locale: Locale): string {
  const segments = pathSegments(route, locale)
  if (locale === 'en') segments.unshift('en')
  return `/${segments.join('/')}`
}

/**
 * The language-neutral path Vike routes on (English segments, no prefix).
 * Example: `logicalPath({ screen: 'roster', category: 'image' })` → `/models/image`.
 */
export function logicalPath(route: Route): string {
  return `/${pathSegments(route, 'en').join('/')}`
}
