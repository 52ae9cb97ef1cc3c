import type { Category } from '../schemas/snapshot'

/** A screen and its parameters, independent of language. */
export type Route =
  | { screen: 'home' }
  | { screen: 'roster'; category: Category | null }
  | { screen: 'profile'; category: Category; id: number; slug: string }
  /** A talent's comp card: the print page under the profile's URL (pages/models/comp-card). */
  | { screen: 'compCard'; category: Category; id: number; slug: string }
  | { screen: 'news' }
  | { screen: 'post'; slug: string }
  | { screen: 'about' }
  | { screen: 'contact' }
  | { screen: 'beAModel' }
  | { screen: 'favorites' }

export type Screen = Route['screen']

/** Print pages: no site header, footer or script (renderer/+Layout, +Head; pages/models/comp-card/+config). */
export const isPrintRoute = (route: Route | null | undefined): boolean => route?.screen === 'compCard'
