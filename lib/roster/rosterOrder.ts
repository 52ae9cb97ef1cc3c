import { foldText } from '../text/foldText'

type Named = { id: number; name: string }

/**
 * Roster order: folded name (accents and case ignored), then id. The sync writes talents.json in this
 * order and the Worker's live roster answers in it, so a renamed talent moves to its alphabetical place
 * on both sides and the file is stable whatever the CMS's collation.
 */
export function byRosterOrder(a: Named, b: Named): number {
  const fa = foldText(a.name)
  const fb = foldText(b.name)
  return fa < fb ? -1 : fa > fb ? 1 : a.id - b.id
}

/** A copy of `talents` in roster order (see byRosterOrder): `[Zé 2, ana 1]` → `[ana 1, Zé 2]`. */
export function sortTalents<T extends Named>(talents: readonly T[]): T[] {
  return [...talents].sort(byRosterOrder)
}
