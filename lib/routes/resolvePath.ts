import type { Locale } from '../i18n/locales'
import { isSegmentOf, type Route, routeOf, screenNames, screens } from './screens'
import { urlFor } from './urlFor'

export type Resolution =
  | { type: 'page'; locale: Locale; route: Route }
  | { type: 'redirect'; location: string }
  | { type: 'not-found'; locale: Locale }

/**
 * The route of a path's segments (language prefix removed): the first screen, in the table's order, whose
 * section the first segment names (home: no segment) and whose parameters the rest reads as. A section
 * can hold several screens (models: roster, profile, comp card; news: the list and a post).
 */
function matchSegments(segments: readonly string[]): Route | null {
  const [first, ...rest] = segments
  for (const screen of screenNames) {
    const { section, params } = screens[screen]
    const claims = first === undefined ? section === null : section !== null && isSegmentOf(section, first)
    const found = claims ? params.fromSegments(rest) : null
    if (found) return routeOf(screen, found)
  }
  return null
}

function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s)
  } catch {
    return null
  }
}

/**
 * What a request path is: a page (screen, params, language), a 301 to its canonical path (trailing slash,
 * `/pt` prefix, the other language's segment), or a 404 (in the path's language; Portuguese when unknown).
 * Data-dependent checks (does the talent exist, is this its canonical slug) are the caller's.
 * Example: `resolvePath('/en/contato')` → `{ type: 'redirect', location: '/en/contact' }`.
 */
export function resolvePath(pathname: string): Resolution {
  const raw = pathname.split('/').filter((s) => s !== '')
  const decoded = raw.map(safeDecode)
  if (decoded.some((s) => s === null)) return { type: 'not-found', locale: 'pt' }
  const segments = decoded as string[]
  let locale: Locale = 'pt'
  if (segments[0] === 'en' || segments[0] === 'pt') {
    locale = segments[0]
    segments.shift()
  }
  const route = matchSegments(segments)
  if (!route) return { type: 'not-found', locale }
  const canonical = urlFor(route, locale)
  if (route.screen === 'profile' && route.slug === '') return { type: 'page', locale, route }
  if (canonical !== pathname) return { type: 'redirect', location: canonical }
  return { type: 'page', locale, route }
}
