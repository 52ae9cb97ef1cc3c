import type { Messages } from '../types'
import * as about from './about'
import * as colours from './colours'
import * as common from './common'
import * as compCard from './compCard'
import * as errors from './errors'
import * as favorites from './favorites'
import * as forms from './forms'
import type { PtMessages } from './index'
import * as news from './news'
import * as privacy from './privacy'
import * as profile from './profile'
import * as roster from './roster'
import * as seo from './seo'
import * as whatsapp from './whatsapp'

// The Spanish messages: a complete set (the compiler checks its keys against Portuguese), never offered in
// menus or routes. Imported only where it is read (tests), so no page ships it.
export const es: Messages<PtMessages> = {
  common: common.es,
  errors: errors.es,
  roster: roster.es,
  profile: profile.es,
  colours: colours.es,
  news: news.es,
  forms: forms.es,
  about: about.es,
  favorites: favorites.es,
  compCard: compCard.es,
  seo: seo.es,
  privacy: privacy.es,
  whatsapp: whatsapp.es,
}
