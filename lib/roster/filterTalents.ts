import { colourKey, colourName } from '../i18n/colourName'
import type { Locale } from '../i18n/locales'
import { type Category, cardFields, type Gender, type TalentSummary } from '../schemas/snapshot'
import { foldText } from '../text/foldText'
import { initialOfFolded } from '../text/initialLetter'
import { containsFolded } from '../text/matchesSearch'

/** What the roster's height, hair and eye filters read of a talent (from its profile, at build time). */
export type RosterTraits = {
  /** Whole centimetres (`heightCm` of the profile's height), null when not typed. */
  height: number | null
  /** Hair and eye colours as typed in the CMS (Portuguese), null when not typed. */
  hair: string | null
  eyes: string | null
}

/**
 * What a roster card, the filters and the search need of a talent. The traits are absent on the
 * prerendered first cards and on a talent newer than the build: such a talent passes no trait filter.
 */
export type RosterTalent = Pick<TalentSummary, CardField> & {
  [K in keyof RosterTraits]?: RosterTraits[K]
}

/** The fields a card shows, as the schema names them (lib/schemas/snapshot's `cardFields`). */
type CardField = keyof typeof cardFields
const cardKeys = Object.keys(cardFields) as CardField[]

/**
 * A card's own fields of a talent, in the schema's order: what the roster island's props carry (no
 * traits, no markup, nothing else an entry or a live answer has).
 */
export function cardOf(talent: RosterTalent): RosterTalent {
  const card: Partial<Record<CardField, unknown>> = {}
  for (const key of cardKeys) card[key] = talent[key]
  return card as RosterTalent
}

/** The roster's filters; they all combine (category of the route AND gender AND letter AND … AND search). */
export type RosterFilters = {
  category: Category | null
  gender: Gender | null
  /** 'A'–'Z'; accents fold to their letter ('Ágata' files under A). */
  letter: string | null
  /** Name contains, case- and accent-insensitive; '' matches everyone. */
  q: string
  /** Height range in centimetres, both ends included; null leaves that end open. */
  minHeight: number | null
  maxHeight: number | null
  /** `colourKey` of the hair or eye colour; null for any. */
  hair: string | null
  eyes: string | null
}

/** No filter at all: every talent of the route. */
export const noFilters: RosterFilters = {
  category: null,
  gender: null,
  letter: null,
  q: '',
  minHeight: null,
  maxHeight: null,
  hair: null,
  eyes: null,
}

export const alphabet: readonly string[] = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i))

/** Whether a trait filter (height, hair, eyes) is set: those need the full list with its traits. */
export function filtersTraits(f: RosterFilters): boolean {
  return f.minHeight !== null || f.maxHeight !== null || f.hair !== null || f.eyes !== null
}

// A talent's initial, colour keys and (once a search needs it) folded name, worked out once per talent
// object: a filter change on 10,000 talents then compares strings only (see bench/filter.ts).
// `name` starts null (not absent), so every Derived object keeps one shape and V8 one fast path.
type Derived = { letter: string | null; hair: string | null; eyes: string | null; name: string | null }
const derived = new WeakMap<RosterTalent, Derived>()

function derive(t: RosterTalent): Derived {
  let d = derived.get(t)
  if (!d) {
    // The initial from the name's first characters: folding the whole name is the costly part.
    const letter = initialOfFolded(foldText(t.name.slice(0, 4))) ?? initialOfFolded(foldText(t.name))
    d = {
      letter,
      hair: t.hair ? colourKey(t.hair) : null,
      eyes: t.eyes ? colourKey(t.eyes) : null,
      name: null,
    }
    derived.set(t, d)
  }
  return d
}

/** The test of every filter but the letter. */
function selection(f: RosterFilters): (t: RosterTalent, d: Derived) => boolean {
  const q = foldText(f.q)
  const { category, gender, minHeight, maxHeight, hair, eyes } = f
  return (t, d) =>
    (category === null || t.categories.includes(category)) &&
    (gender === null || t.gender === gender) &&
    (minHeight === null || (t.height != null && t.height >= minHeight)) &&
    (maxHeight === null || (t.height != null && t.height <= maxHeight)) &&
    (hair === null || d.hair === hair) &&
    (eyes === null || d.eyes === eyes) &&
    (q === '' || containsFolded(foldedName(t, d), q))
}

function foldedName(t: RosterTalent, d: Derived): string {
  d.name ??= foldText(t.name)
  return d.name
}

/**
 * One pass over the roster for a filter change: the talents that pass every filter, in the list's order,
 * and the initials present among those that pass every filter but the letter (so choosing a letter does
 * not disable the others; a letter absent here is disabled).
 */
export function filterRoster<T extends RosterTalent>(
  list: readonly T[],
  f: RosterFilters,
): { matches: T[]; letters: string[] } {
  const test = selection(f)
  const matches: T[] = []
  const found = new Set<string>()
  for (const t of list) {
    const d = derive(t)
    if (!test(t, d)) continue
    if (d.letter) found.add(d.letter)
    if (f.letter === null || d.letter === f.letter) matches.push(t)
  }
  return { matches, letters: alphabet.filter((l) => found.has(l)) }
}

/** The talents that pass every filter, in the list's order (`filterRoster`'s matches). */
export function filterTalents<T extends RosterTalent>(list: readonly T[], f: RosterFilters): T[] {
  return filterRoster(list, f).matches
}

/** The initials present in the selection of every filter but the letter (`filterRoster`'s letters). */
export function lettersPresent(list: readonly RosterTalent[], f: Omit<RosterFilters, 'letter'>): string[] {
  return filterRoster(list, { ...f, letter: null }).letters
}

/** One choice of the hair or eye filter: its key (for the URL) and its name in the page's language. */
export type ColourChoice = { key: string; label: string }

/** The choices the height, hair and eye filters offer: what the talents of the route have. */
export type RosterChoices = {
  /** The shortest and tallest heights present (cm), or null when no talent has one. */
  heights: { min: number; max: number } | null
  hair: ColourChoice[]
  eyes: ColourChoice[]
}

function colourChoices(values: (string | null | undefined)[], locale: Locale): ColourChoice[] {
  // Per key, the spelling typed most often names it ('Castanho' over 'Castanha' for hair).
  const counts = new Map<string, Map<string, number>>()
  for (const v of values) {
    const key = v ? colourKey(v) : ''
    if (!v || !key) continue
    const spellings = counts.get(key) ?? new Map<string, number>()
    spellings.set(v, (spellings.get(v) ?? 0) + 1)
    counts.set(key, spellings)
  }
  const choices = [...counts].map(([key, spellings]) => {
    const [typed] = [...spellings].reduce((a, b) => (b[1] > a[1] ? b : a))
    return { key, label: colourName(typed, locale) }
  })
  return choices.sort((a, b) => a.label.localeCompare(b.label, locale) || a.key.localeCompare(b.key))
}

/** The height range and the hair and eye colours present among the talents of a category (or all). */
export function rosterChoices(
  list: readonly RosterTalent[],
  category: Category | null,
  locale: Locale,
): RosterChoices {
  let min = Number.POSITIVE_INFINITY
  let max = Number.NEGATIVE_INFINITY
  const hair: (string | null | undefined)[] = []
  const eyes: (string | null | undefined)[] = []
  for (const t of list) {
    if (category !== null && !t.categories.includes(category)) continue
    if (t.height != null) {
      min = Math.min(min, t.height)
      max = Math.max(max, t.height)
    }
    hair.push(t.hair)
    eyes.push(t.eyes)
  }
  return {
    heights: min <= max ? { min, max } : null,
    hair: colourChoices(hair, locale),
    eyes: colourChoices(eyes, locale),
  }
}
