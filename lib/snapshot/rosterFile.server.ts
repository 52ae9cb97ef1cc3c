import { type RosterFileEntry, rosterEntry } from '../roster/rosterEntry'
import { type Snapshot, snapshot } from './readSnapshot.server'

const files = new WeakMap<Snapshot, RosterFileEntry[]>()

/**
 * The roster file as the browser loads it after the first 20 cards (scripts/rosterFile.ts builds the
 * same from the same files), for the pages that need its traits at build time (the filters' choices).
 */
export function rosterFile(snap: Snapshot = snapshot()): RosterFileEntry[] {
  let entries = files.get(snap)
  if (!entries) {
    entries = snap.talents().map((t) => rosterEntry(t, snap.profile(t.id).measurements))
    files.set(snap, entries)
  }
  return entries
}
