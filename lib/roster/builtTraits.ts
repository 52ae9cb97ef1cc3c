import type { RosterTalent, RosterTraits } from './filterTalents'

// The live roster (`/api/talents`) has no traits: they come from the profiles, read at build time. The one
// merge of the build's traits into a live talent, for the Worker's cards (functions/rosterPage.ts) and for
// the roster island's full list (components/roster/useRosterList.ts).

/** The traits the build knew of a talent; none (nulls) for a talent newer than the build. */
export const builtTraits = (built: Partial<RosterTraits> | undefined): RosterTraits => ({
  height: built?.height ?? null,
  hair: built?.hair ?? null,
  eyes: built?.eyes ?? null,
})

/**
 * The live list with each talent's traits from the built list: a talent newer than the build passes no
 * height, hair or eye filter until the next build. Example: `withBuiltTraits([{ id: 1, … }], [{ id: 1,
 * height: 178, … }])` → `[{ id: 1, …, height: 178, hair: null, eyes: null }]`.
 */
export function withBuiltTraits<T extends RosterTalent>(
  live: readonly T[],
  built: readonly RosterTalent[],
): (T & RosterTraits)[] {
  const byId = new Map(built.map((t) => [t.id, t]))
  return live.map((t) => ({ ...t, ...builtTraits(byId.get(t.id)) }))
}
