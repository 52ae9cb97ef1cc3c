import type { Category } from '../schemas/snapshot'

/** A screen and its parameters, independent of language. */
export type Route =
  | { screen: 'home' }
  | { screen: 'roster'; category: Category | null }
  | { screen: 'profile'; category: Category; id: number; slug: string }
  | { screen: 'news' }
  | { screen: 'post'; slug: string }
  | { screen: 'about' }
  | { screen: 'contact' }
  | { screen: 'beAModel' }
  | { screen: 'favorites' }

export type Screen = Route['screen']
