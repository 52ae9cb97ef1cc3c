// The snapshot the assets were built from, bundled into the Worker at build time (wrangler bundles JSON
// imports): the roster tells which profiles are prerendered and under which canonical URL, and the
// attribute lists validate the application's measurements. Deployed together with the assets.

import attributesPt from '../data/attributes.pt.json'
import talentsJson from '../data/talents.json'
import type { Attributes, TalentSummary } from '../lib/schemas/snapshot'

/** Talents prerendered by the build, by id. */
export const builtTalents: ReadonlyMap<number, TalentSummary> = new Map(
  (talentsJson as TalentSummary[]).map((t) => [t.id, t]),
)

/** The application's option lists (values are the same in every language). */
export const attributes = attributesPt as Attributes
