import type { ComponentType } from 'react'

/**
 * Every island of the site, by name: the module that holds it, imported only when the island wakes. The one
 * list of the site's interactive React: what is not here is HTML (and components/islands/shell.ts).
 */
export const islands = {
  roster: () => import('../roster/Roster').then((m) => m.Roster),
  profile: () => import('../profile/LiveProfile').then((m) => m.LiveProfile),
  profileShell: () => import('../profile/ProfileShell').then((m) => m.ProfileShell),
  newsFeed: () => import('../news/NewsFeed').then((m) => m.NewsFeed),
  contactForm: () => import('../forms/ContactForm').then((m) => m.ContactForm),
  applicationForm: () => import('../forms/ApplicationForm').then((m) => m.ApplicationForm),
  favorites: () => import('../favorites/Favorites').then((m) => m.Favorites),
  officeMap: () => import('../map/OfficeMap').then((m) => m.OfficeMap),
  pictureSlider: () => import('../sliders/PictureSlider').then((m) => m.PictureSlider),
}

// Every entry loads a component (checked here, without widening the entries' own types).
islands satisfies Record<string, () => Promise<ComponentType<never>>>

export type IslandName = keyof typeof islands
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>
export { islandAttr, type Wake } from './wake'
