import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Category, Gender, Profile, TalentSummary } from '../../lib/schemas/snapshot'

// The published snapshot the site was built from, read the plain way (no lib code), so the specs check
// the pages against the data rather than against the code that rendered them.

const dataDir = process.env.DATA_DIR ?? 'data'

export function talents(): TalentSummary[] {
  return JSON.parse(readFileSync(join(dataDir, 'talents.json'), 'utf8')) as TalentSummary[]
}

export function profile(id: number): Profile {
  return JSON.parse(readFileSync(join(dataDir, 'profiles', `${id}.json`), 'utf8')) as Profile
}

export function profiles(): Profile[] {
  return talents().map((t) => profile(t.id))
}

/** Lowercase without accents: how the roster compares names. */
export const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()

export const initial = (name: string) => fold(name).match(/[a-z]/)?.[0]?.toUpperCase() ?? null

export type Filters = { category?: Category; gender?: Gender; letter?: string; q?: string }

/** The talents a roster shows for these filters, in order. */
export function expected(f: Filters): TalentSummary[] {
  return talents().filter(
    (t) =>
      (!f.category || t.categories.includes(f.category)) &&
      (!f.gender || t.gender === f.gender) &&
      (!f.letter || initial(t.name) === f.letter) &&
      (!f.q || fold(t.name).includes(fold(f.q))),
  )
}

/** First and last word: the name a profile shows. */
export function shownName(name: string): string {
  const words = name.trim().split(/\s+/)
  const particles = new Set(['da', 'das', 'de', 'do', 'dos', 'e'])
  const last = words.slice(1).findLast((w) => !particles.has(w.toLowerCase()))
  return last ? `${words[0]} ${last}` : (words[0] ?? '')
}
