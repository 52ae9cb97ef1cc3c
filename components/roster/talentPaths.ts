import type { Locale } from '../../lib/i18n/locales'
import type { RosterTalent } from '../../lib/roster/filterTalents'
import { type Route, urlFor } from '../../lib/routes'

/** The image shown when a talent has no cover or it fails to load. */
export const fallbackImage = '/img/fallback.svg'

/** A talent's one canonical profile route: under the first of its categories (mainboard, image, development). */
export function profileRoute(t: Pick<RosterTalent, 'id' | 'slug' | 'categories'>): Route {
  return { screen: 'profile', category: t.categories[0] ?? 'mainboard', id: t.id, slug: t.slug }
}

export function profilePath(t: Pick<RosterTalent, 'id' | 'slug' | 'categories'>, locale: Locale): string {
  return urlFor(profileRoute(t), locale)
}

/** A talent's comp card route: its profile route's path plus the card segment (pages/models/comp-card). */
export function compCardRoute(t: Pick<RosterTalent, 'id' | 'slug' | 'categories'>): Route {
  return { screen: 'compCard', category: t.categories[0] ?? 'mainboard', id: t.id, slug: t.slug }
}
