import type { Locale } from '../i18n/locales'

/**
 * The localized route table of the spec (section 2). Only the entries with `built: true` have pages; the
 * others answer 404 until the agency uses them (DESIGN.md, "Not built"). Categories keep their English
 * segment in both languages (the spec's URLs use `image`, `mainboard`, `development` under `modelos`).
 */
export const routeTable = {
  models: { pt: 'modelos', en: 'models', built: true },
  news: { pt: 'noticias', en: 'news', built: true },
  about: { pt: 'sobre', en: 'about', built: true },
  contact: { pt: 'contato', en: 'contact', built: true },
  // `get-scouted` is the platform's own name for the application (its API call, other sites' URLs, links
  // in posts written on the platform): an alias in both languages, redirected to this page.
  be_a_model: { pt: 'seja-um-modelo', en: 'be-a-model', built: true, aliases: ['get-scouted'] },
  favorites: { pt: 'favoritos', en: 'favorites', built: true },
  talents: { pt: 'talentos', en: 'talents', built: false },
  actors: { pt: 'atores', en: 'actors', built: false },
  new_faces: { pt: 'novos_rostos', en: 'new_faces', built: false },
  international: { pt: 'internacional', en: 'international', built: false },
  curvy: { pt: 'curvy', en: 'curvy', built: false },
  creative: { pt: 'criativos', en: 'creative', built: false },
  kids: { pt: 'criancas', en: 'kids', built: false },
  panorama: { pt: 'panorama', en: 'panorama', built: false },
} as const satisfies Record<string, Record<Locale, string> & { built: boolean; aliases?: readonly string[] }>

/** Other names of a section's segment, in either language (each redirects to the section's own segment). */
export function aliasesOf(entry: (typeof routeTable)[keyof typeof routeTable]): readonly string[] {
  return 'aliases' in entry ? entry.aliases : []
}

export type Section = {
  [K in keyof typeof routeTable]: (typeof routeTable)[K]['built'] extends true ? K : never
}[keyof typeof routeTable]

/** The section whose segment (in either language, or an alias) is `segment`, if it has pages. */
export function sectionOfSegment(segment: string): Section | null {
  for (const [key, entry] of Object.entries(routeTable)) {
    if (!entry.built) continue
    if (entry.pt === segment || entry.en === segment || aliasesOf(entry).includes(segment))
      return key as Section
  }
  return null
}

export function segmentOf(section: Section, locale: Locale): string {
  return routeTable[section][locale]
}

/**
 * The last segment of a talent's comp card, after the profile's URL, in both languages (the industry's
 * term): `/modelos/image/12/ana-silva/comp-card`, `/en/models/image/12/ana-silva/comp-card`.
 */
export const compCardSegment = 'comp-card'
