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

export type Filters = {
  category?: Category
  gender?: Gender
  letter?: string
  q?: string
  /** Centimetres, both ends included. */
  minHeight?: number
  maxHeight?: number
  /** The colour exactly as the CMS typed it (the demo types each colour one way). */
  hair?: string
  eyes?: string
}

/** The centimetres of a height as the demo CMS types it ('169/5\'7"' or '169'); null when not typed. */
export function heightOf(t: TalentSummary): number | null {
  const cm = Number.parseInt(profile(t.id).measurements.height?.split('/')[0] ?? '', 10)
  return Number.isNaN(cm) ? null : cm
}

/** The talents a roster shows for these filters, in order. */
export function expected(f: Filters): TalentSummary[] {
  return talents().filter((t) => {
    const m = f.minHeight || f.maxHeight || f.hair || f.eyes ? profile(t.id).measurements : null
    const cm = f.minHeight || f.maxHeight ? heightOf(t) : null
    return (
      (!f.category || t.categories.includes(f.category)) &&
      (!f.gender || t.gender === f.gender) &&
      (!f.letter || initial(t.name) === f.letter) &&
      (!f.q || fold(t.name).includes(fold(f.q))) &&
      (!f.minHeight || (cm !== null && cm >= f.minHeight)) &&
      (!f.maxHeight || (cm !== null && cm <= f.maxHeight)) &&
      (!f.hair || m?.hair === f.hair) &&
      (!f.eyes || m?.eyes === f.eyes)
    )
  })
}

/** First and last word: the name a profile shows. */
export function shownName(name: string): string {
  const words = name.trim().split(/\s+/)
  const particles = new Set(['da', 'das', 'de', 'do', 'dos', 'e'])
  const last = words.slice(1).findLast((w) => !particles.has(w.toLowerCase()))
  return last ? `${words[0]} ${last}` : (words[0] ?? '')
}
