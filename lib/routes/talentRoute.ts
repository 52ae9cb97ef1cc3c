import type { Locale } from '../i18n/locales'
import { type Route, talentParams } from './screens'
import { TalentRef } from './talentRef'
import { urlFor } from './urlFor'

export { TalentRef }

/** The addresses of a talent: the profile, and its comp card's old address under the same path. */
export type TalentScreen = 'profile' | 'compCard'

/**
 * A talent's one canonical route: under the first of its categories in canonical order (mainboard, image,
 * development; lib/categories). The pages, the cards, the favorites, the Worker's redirects and the build
 * all call this, so every link and every 301 agree.
 */
export function talentRoute(t: TalentRef, screen: TalentScreen = 'profile'): Route {
  return { screen, ...talentParams(t) }
}

/** The canonical path of a talent's page in a language: `/modelos/mainboard/12/ana-lima`. */
export function talentPath(t: TalentRef, locale: Locale, screen: TalentScreen = 'profile'): string {
  return urlFor(talentRoute(t, screen), locale)
}

/**
 * The id of the comp card in a talent's profile page, so the fragment that shows it on screen as a preview
 * to print (CSS `:target`: components/compCard/CompCard.css).
 */
export const compCardId = 'comp-card'

/**
 * Where a talent's comp card is: its profile page at the card (the profile prints as the card), the query
 * kept before the fragment: `compCardUrl(t, 'en')` → `/en/models/image/12/ana-lima#comp-card`.
 */
export function compCardUrl(t: TalentRef, locale: Locale, search = ''): string {
  return `${talentPath(t, locale)}${search}#${compCardId}`
}
