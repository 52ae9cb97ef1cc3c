import type { Locale } from '../lib/i18n/locales'
import type {
  Attributes,
  Manifest,
  Post,
  Profile,
  Slides,
  Social,
  TalentSummary,
} from '../lib/schemas/snapshot'

/** Everything one sync pulls, normalized: what a snapshot version is written from. */
export type Content = {
  /** Sorted by folded name, then id (lib/roster/rosterOrder). */
  talents: TalentSummary[]
  /** One per talent, in the roster's order. */
  profiles: Profile[]
  /** In the CMS's order (`order` ascending, as the list call asks); never re-sorted. */
  posts: Record<Locale, Post[]>
  slides: Slides
  attributes: Record<Locale, Attributes>
  social: Social
  /** Profiles that failed validation: kept at their last published version, or left out (manifest.problems). */
  problems: Manifest['problems']
}

/** Every string of `value` passed through `fn` (a deep copy; used to rewrite media URLs). */
export function mapStrings<T>(value: T, fn: (s: string) => string): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return fn(v)
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    }
    return v
  }
  return walk(value) as T
}
