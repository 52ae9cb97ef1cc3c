import type { Locale } from '../locales'
import type { Messages } from '../types'
import * as about from './about'
import * as colours from './colours'
import * as common from './common'
import * as compCard from './compCard'
import * as errors from './errors'
import * as favorites from './favorites'
import * as forms from './forms'
import * as news from './news'
import * as privacy from './privacy'
import * as profile from './profile'
import * as roster from './roster'
import * as seo from './seo'
import * as whatsapp from './whatsapp'

// One file per area so that several people can add keys without touching the same file; a new area
// is imported here and added to each locale.
const pt = {
  common: common.pt,
  errors: errors.pt,
  roster: roster.pt,
  profile: profile.pt,
  colours: colours.pt,
  news: news.pt,
  forms: forms.pt,
  about: about.pt,
  favorites: favorites.pt,
  compCard: compCard.pt,
  seo: seo.pt,
  privacy: privacy.pt,
  whatsapp: whatsapp.pt,
} as const

/** The Portuguese messages: the source of truth for keys, which every other language must match. */
export type PtMessages = typeof pt

/**
 * The messages of the offered languages, by area: `messages.en.roster.empty`. The Spanish set is its own
 * module (./es), so it stays out of the bundle every page loads.
 */
export const messages: { pt: PtMessages } & Record<Exclude<Locale, 'pt'>, Messages<PtMessages>> = {
  pt,
  en: {
    common: common.en,
    errors: errors.en,
    roster: roster.en,
    profile: profile.en,
    colours: colours.en,
    news: news.en,
    forms: forms.en,
    about: about.en,
    favorites: favorites.en,
    compCard: compCard.en,
    seo: seo.en,
    privacy: privacy.en,
    whatsapp: whatsapp.en,
  },
}
