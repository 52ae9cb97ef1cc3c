import { heightCm } from '../measurements/height'
import type { RosterTalent, RosterTraits } from '../roster/filterTalents'
import { type Snapshot, snapshot } from './readSnapshot.server'

export type RosterFileEntry = Required<RosterTalent> & RosterTraits

const files = new WeakMap<Snapshot, RosterFileEntry[]>()

/**
 * The roster file the browser loads after the first 20 cards: every talent of the snapshot in roster
 * order, with what a card needs plus what the height, hair and eye filters read from its profile
 * (`virtual:roster`, built by scripts/rosterFile.ts). Nothing else: at 10,000 talents every field counts.
 */
export function rosterFile(snap: Snapshot = snapshot()): RosterFileEntry[] {
  let entries = files.get(snap)
  if (!entries) {
    entries = snap.talents().map(({ id, name, slug, gender, cover, categories }) => {
      const m = snap.profile(id).measurements
      return {
        id,
        name,
        slug,
        gender,
        cover,
        categories,
        height: heightCm(m.height),
        hair: m.hair,
        eyes: m.eyes,
      }
    })
    files.set(snap, entries)
  }
  return entries
}
