import { array, type Infer, nullable, number, object, record, string, tuple } from 'superstruct'
import { type Category, categoryOrder } from '../categories'
import type { Locale } from '../i18n/locales'
import { cardFields } from '../schemas/snapshot'

// The roster cards file: what the Worker needs to answer a roster address with filters (`/en/models?q=ana`)
// with the matching cards in the HTML, so the search and the filters work with every script blocked
// (functions/rosterPage.ts). React renders every part of it at build time (pages/roster-cards, the very
// components the roster renders); the build turns that page into one JSON file per language
// (scripts/rosterCardsFile.ts) and the Worker reads it through its assets binding.

/** Where the build writes each language's cards file (under dist/client): read by the Worker only. */
export const rosterCardsAsset: Readonly<Record<Locale, string>> = {
  pt: '/__roster-cards.pt.json',
  en: '/__roster-cards.en.json',
}

/** The prerendered page of each language the file is made from (removed once the file is written). */
export const rosterCardsPaths: Readonly<Record<Locale, string>> = {
  pt: '/__roster-cards',
  en: '/en/__roster-cards',
}

/** The language-neutral path Vike routes that page on (pages/roster-cards). */
export const rosterCardsLogicalPath = '/__roster-cards'

/** The page's language when `pathname` is one of those pages, else null. */
export function rosterCardsLocale(pathname: string): Locale | null {
  if (pathname === rosterCardsPaths.pt) return 'pt'
  if (pathname === rosterCardsPaths.en) return 'en'
  return null
}

/** Stands for the visitor's search in the search line as the build renders it; the Worker splits there. */
export const queryMark = '{{query}}'

/** The search line's key per route: its category, or `all` for the whole roster. */
export type SearchLineKey = Category | 'all'
export const searchLineKeys: readonly SearchLineKey[] = ['all', ...categoryOrder]

/**
 * A talent of the file: the roster file's entry (lib/roster/rosterEntry, which scripts/rosterCardsFile.ts
 * checks against this) and its `<li>` card's markup.
 */
const RosterCard = object({
  ...cardFields,
  height: nullable(number()),
  hair: nullable(string()),
  eyes: nullable(string()),
  card: string(),
})
export type RosterCard = Infer<typeof RosterCard>

/** The file, as the Worker checks it once per isolate (the build wrote it; this keeps the types honest). */
export const RosterCardsFile = object({
  /** Every talent of the snapshot (all site categories), in CMS order, each with its card. */
  talents: array(RosterCard),
  /** The search line per route (`SearchLineKey`), cut at `queryMark`: the markup before and after it. */
  search: record(string(), tuple([string(), string()])),
  /** The roster's empty state, for a search that matches nobody. */
  empty: string(),
  /** A card for a stand-in talent, to be filled for one newer than the build (lib/roster/cardTemplate). */
  template: string(),
})
export type RosterCardsFile = Infer<typeof RosterCardsFile>
