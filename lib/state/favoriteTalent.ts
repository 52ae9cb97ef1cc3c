import { type Infer, integer, is, nullable, number, object, optional, string } from 'superstruct'

/** What a favorites card needs of a talent; `path` is the profile's canonical Portuguese path. */
export const FavoriteTalent = object({
  id: integer(),
  name: string(),
  cover: nullable(string()),
  path: string(),
  /** When it was added (ms), to list favorites in the order they were kept. */
  addedAt: optional(number()),
})
export type FavoriteTalent = Infer<typeof FavoriteTalent>

/**
 * The kept talents in the order they were added, the well-formed ones only (an entry another version of
 * the site, or a hand, wrote wrong is left out rather than breaking the list). Apart from the store
 * (lib/state/favorites), which the page's first script carries, so that the schema's code loads only with
 * the favorites page's island.
 */
export function favoriteList(items: Readonly<Record<string, unknown>>): FavoriteTalent[] {
  return Object.values(items)
    .filter((item): item is FavoriteTalent => is(item, FavoriteTalent))
    .sort((a, b) => (a.addedAt ?? 0) - (b.addedAt ?? 0))
}
