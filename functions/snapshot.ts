// The snapshot the assets were built from, bundled into the Worker at build time (wrangler bundles JSON
// imports): the roster tells which profiles are prerendered and under which canonical URL, and the
// attribute lists validate the application's measurements. Deployed together with the assets, and
// checked against the snapshot's structs once per isolate (the sync validated them; this keeps the types
// honest instead of asserting them).

import { array, create } from 'superstruct'
import attributesPt from '../data/attributes.pt.json'
import talentsJson from '../data/talents.json'
import { Attributes, TalentSummary } from '../lib/schemas/snapshot'

/** The roster as built (data/talents.json): the live roster's fallback when the CMS fails. */
export const builtRoster: readonly TalentSummary[] = create(talentsJson, array(TalentSummary))

/** Talents prerendered by the build, by id. */
export const builtTalents: ReadonlyMap<number, TalentSummary> = new Map(builtRoster.map((t) => [t.id, t]))

/** The application's option lists (values are the same in every language). */
export const attributes: Attributes = create(attributesPt, Attributes)

/**
 * A live talent (roster entry or profile) with the follower count the sync read for it, when the build
 * has the same talent with the same Instagram link (decision 0069): the live path asks the platform for no
 * count of its own, so a live answer equals the built one unless the CMS changed, and a talent new since
 * the build, or whose link changed, shows its handle alone until the next sync.
 * Example: a live profile of talent 1002 (instagram …/ana.silva), built with 12,345 followers → the same
 * profile with `followers: 12345`.
 */
export function withBuiltFollowers<T extends TalentSummary>(live: T): T {
  const built = builtTalents.get(live.id)
  const followers = built?.instagram === live.instagram ? built.followers : undefined
  // Keys in the snapshot's order (followers after instagram): the live signature is over the JSON as written.
  const entries = Object.entries(live).flatMap(([key, value]): [string, unknown][] => {
    if (key === 'followers') return []
    if (key === 'instagram' && followers !== undefined)
      return [
        [key, value],
        ['followers', followers],
      ]
    return [[key, value]]
  })
  return Object.fromEntries(entries) as T
}
