// Reached from vite.config.ts (scripts/rosterFile.ts) as well: the explicit extension lets Vite's native
// config loader follow it.
import { heightCm } from '../measurements/height.ts'
import type { MeasurementValues, TalentSummary } from '../schemas/snapshot'
import type { RosterTalent, RosterTraits } from './filterTalents'

export type RosterFileEntry = Required<RosterTalent> & RosterTraits

/**
 * A talent as the roster file lists it: what a card needs plus what the height, hair and eye filters read
 * from its profile. Nothing else (no Instagram): at 10,000 talents every field counts.
 */
export function rosterEntry(t: TalentSummary, m: MeasurementValues): RosterFileEntry {
  const { id, name, slug, gender, cover, categories } = t
  return { id, name, slug, gender, cover, categories, height: heightCm(m.height), hair: m.hair, eyes: m.eyes }
}
