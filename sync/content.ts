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
