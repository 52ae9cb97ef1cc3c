import type { Locale } from '../i18n/locales'
import type { Route } from './route'
import { compCardSegment, type Section, segmentOf } from './routeTable'

const sectionOfScreen = {
  roster: 'models',
  profile: 'models',
  compCard: 'models',
  news: 'news',
  post: 'news',
  about: 'about',
  contact: 'contact',
  beAModel: 'be_a_model',
  favorites: 'favorites',
} as const satisfies Record<Exclude<Route['screen'], 'home'>, Section>

function pathSegments(route: Route, locale: Locale): string[] {
  if (route.screen === 'home') return []
  const section = segmentOf(sectionOfScreen[route.screen], locale)
  switch (route.screen) {
    case 'roster':
      return route.category ? [section, route.category] : [section]
    case 'profile':
      return [section, route.category, String(route.id), route.slug]
    case 'compCard':
      return [section, route.category, String(route.id), route.slug, compCardSegment]
    case 'post':
      return [section, encodeURIComponent(route.slug)]
    default:
      return [section]
  }
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
