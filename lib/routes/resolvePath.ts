import { isCategory } from '../categories'
import type { Locale } from '../i18n/locales'
import type { Route } from './route'
import { compCardSegment, sectionOfSegment } from './routeTable'
import { urlFor } from './urlFor'

export type Resolution =
  | { type: 'page'; locale: Locale; route: Route }
  | { type: 'redirect'; location: string }
  | { type: 'not-found'; locale: Locale }

const idPattern = /^[1-9]\d{0,9}$/
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

function matchSegments(segments: string[]): Route | null {
  const [first, ...rest] = segments
  if (first === undefined) return { screen: 'home' }
  const section = sectionOfSegment(first)
  if (!section) return null
  switch (section) {
    case 'models': {
      if (rest.length === 0) return { screen: 'roster', category: null }
      const [given, id, slug, sub, ...extra] = rest
      // A category typed with capitals is still that category (the canonical URL, lower case, follows).
      const category = given?.toLowerCase()
      if (category === undefined || !isCategory(category) || extra.length > 0) return null
      if (sub !== undefined && sub !== compCardSegment) return null
      if (id === undefined) return { screen: 'roster', category }
      // A profile URL without its name slug, or with one no slug can be (capitals, accents: a name typed
      // by hand), still resolves: the canonical URL is known only with the data, so the slug is left
      // empty and the caller redirects.
      if (!idPattern.test(id)) return null
      const known = slug && slugPattern.test(slug) ? slug : ''
      if (sub !== undefined) return { screen: 'compCard', category, id: Number(id), slug: known }
      return { screen: 'profile', category, id: Number(id), slug: known }
    }
    case 'news': {
      if (rest.length === 0) return { screen: 'news' }
      const [slug, ...extra] = rest
      if (slug === undefined || extra.length > 0 || slug === '') return null
      return { screen: 'post', slug }
    }
    case 'about':
      return rest.length === 0 ? { screen: 'about' } : null
    case 'contact':
      return rest.length === 0 ? { screen: 'contact' } : null
    case 'be_a_model':
      return rest.length === 0 ? { screen: 'beAModel' } : null
    case 'favorites':
      return rest.length === 0 ? { screen: 'favorites' } : null
  }
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
