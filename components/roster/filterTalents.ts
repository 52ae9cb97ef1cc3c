import type { Category, Gender, TalentSummary } from '../../lib/schemas/snapshot'
import { initialLetter } from '../../lib/text/initialLetter'
import { matchesSearch } from '../../lib/text/matchesSearch'

/** What a roster card, the filters and the search need of a talent. */
export type RosterTalent = Pick<TalentSummary, 'id' | 'name' | 'slug' | 'gender' | 'cover' | 'categories'>

/** The roster's filters; they combine (category of the route AND gender AND letter AND search). */
export type RosterFilters = {
  category: Category | null
  gender: Gender | null
  /** 'A'–'Z'; accents fold to their letter ('Ágata' files under A). */
  letter: string | null
  /** Name contains, case- and accent-insensitive; '' matches everyone. */
  q: string
}

export const alphabet: readonly string[] = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i))

function inSelection(t: RosterTalent, f: Omit<RosterFilters, 'letter'>): boolean {
  return (
    (f.category === null || t.categories.includes(f.category)) &&
    (f.gender === null || t.gender === f.gender) &&
    matchesSearch(t.name, f.q)
  )
}

/** The talents that pass every filter, in the list's order. */
export function filterTalents<T extends RosterTalent>(list: readonly T[], f: RosterFilters): T[] {
  return list.filter((t) => inSelection(t, f) && (f.letter === null || initialLetter(t.name) === f.letter))
}

/**
 * The initials present in the current selection (category, gender, search: every filter but the letter
 * itself, so choosing a letter does not disable the others). A letter absent here is disabled.
 */
export function lettersPresent(list: readonly RosterTalent[], f: Omit<RosterFilters, 'letter'>): string[] {
  const found = new Set<string>()
  for (const t of list) {
    if (!inSelection(t, f)) continue
    const letter = initialLetter(t.name)
    if (letter) found.add(letter)
  }
  return alphabet.filter((l) => found.has(l))
}
