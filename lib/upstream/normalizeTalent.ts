import { type CategoryIds, defaultCategoryIds, type SiteCategories, siteCategories } from '../categories'
import { eachMeasurement } from '../measurements/measurementFields'
import type { Gender, Image, Profile, TalentSummary, Video } from '../schemas/snapshot'
import type { UpstreamImage, UpstreamProfile, UpstreamTalent, UpstreamVideo } from '../schemas/upstream'
import { capitalizeWords } from '../text/capitalizeWords'
import { slugify } from '../text/slugify'
import { parseVideo } from '../video'
import { instagramUrl, mediaUrl } from './mediaUrl'
import { RecordError } from './records'
import { ignore, type Report, value } from './report'

// Talents and their profiles: the roster entry and the profile page (the shared rules: ./report.ts).

function gender(raw: string | null | undefined, report: Report): Gender | null {
  const v = value(raw)?.toLowerCase()
  if (v === 'man' || v === 'woman') return v
  if (v) report('gender', `"${raw}" is not a gender the site knows; listed without one`)
  return null
}

/**
 * Why a list entry is not on the site, or null when it is: no name (the vendor's own template filters those
 * out, webdesignmf/bxt_talent's first commit, pages/talents.vue), or in none of the site categories. Both
 * are the agency's choices, not faults: the reader leaves the talent out with a warning.
 */
export function notShown(
  t: Pick<UpstreamTalent, 'name' | 'categories'>,
  categoryIds: CategoryIds = defaultCategoryIds,
): 'no name' | 'no site category' | null {
  if (!value(t.name)) return 'no name'
  return siteCategories(categoryIdsOf(t.categories), categoryIds) ? null : 'no site category'
}

const categoryIdsOf = (list: UpstreamTalent['categories']) => (list ?? []).map((c) => c.id)

/** A roster entry, or null when it is not shown (`notShown`: no name, or in none of the site categories). */
export function normalizeTalent(
  t: UpstreamTalent,
  base: string,
  report: Report = ignore,
  categoryIds: CategoryIds = defaultCategoryIds,
): TalentSummary | null {
  const categories = siteCategories(categoryIdsOf(t.categories), categoryIds)
  const typed = value(t.name)
  if (!categories || !typed) return null
  return summary(t.id, capitalizeWords(typed), {
    gender: gender(t.gender, report),
    cover: mediaUrl(t.cover, base),
    categories,
    instagram: instagramUrl(t.instagram),
  })
}

function summary(
  id: number,
  name: string,
  rest: Pick<TalentSummary, 'gender' | 'cover' | 'categories' | 'instagram'>,
): TalentSummary {
  return { id, name, slug: slugify(name) || String(id), ...rest }
}

/** A pixel size from a number or a numeric string (`"1200"`); null when it is not a positive size. */
function pixels(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN
  return Number.isFinite(n) && n > 0 ? Math.round(n) : null
}

function images(
  items: readonly UpstreamImage[] | null | undefined,
  base: string,
  field: string,
  report: Report,
): Image[] {
  const out: Image[] = []
  ;(items ?? []).forEach((item, index) => {
    const src = mediaUrl(item.file, base)
    if (!src) return // the "no image" value, or no file at all: nothing to show
    const width = pixels(item.width)
    const height = pixels(item.height)
    if (width && height) out.push({ src, width, height })
    else
      report(
        `${field}.${index}`,
        `no usable size (${String(item.width)}x${String(item.height)}); image skipped`,
      )
  })
  return out
}

function videos(items: readonly UpstreamVideo[] | null | undefined, report: Report): Video[] {
  const out: Video[] = []
  ;(items ?? []).forEach((v, index) => {
    const provider = value(v.provider)?.toLowerCase()
    if (provider !== 'youtube' && provider !== 'vimeo') {
      report(`video.${index}`, `provider "${v.provider ?? ''}" is not one the site plays; video skipped`)
      return
    }
    const ref = parseVideo(v.file ?? '', provider)
    if (!ref) {
      report(`video.${index}`, `"${v.file ?? ''}" names no ${provider} video; video skipped`)
      return
    }
    out.push(ref.hash ? { provider, id: ref.id, hash: ref.hash } : { provider, id: ref.id })
  })
  return out
}

/** What a profile read needs besides the answer: the account's category ids and the talent's list entry. */
export type ProfileContext = {
  categoryIds?: CategoryIds
  /**
   * The talent's roster entry, as read from the list: it fills what the profile lacks (name, cover, gender,
   * categories, Instagram), since no client of the platform reads cover or categories from the profile.
   */
  listed?: TalentSummary | undefined
}

/**
 * One of the list entry's fields, completed: the profile's value where it has one (`present`, even one the
 * site cannot use, then `own` is null; a differing list value is reported, the profile's is kept), else
 * the list's.
 */
function completed<T>(
  field: string,
  present: boolean,
  own: T | null,
  listed: T | null | undefined,
  report: Report,
): T | null {
  if (!present) return listed ?? null
  if (listed !== null && listed !== undefined && own !== listed) {
    report(
      field,
      `the profile says ${JSON.stringify(own)}, the list ${JSON.stringify(listed)}; the profile's is kept`,
    )
  }
  return own
}

const sameList = (a: SiteCategories, b: SiteCategories) => a.join() === b.join()

/**
 * A full profile, completed from its list entry (`context.listed`), or null when the talent is not shown
 * (in none of the site categories). Throws a RecordError when neither gives it a name.
 */
export function normalizeProfile(
  p: UpstreamProfile,
  base: string,
  report: Report = ignore,
  context: ProfileContext = {},
): Profile | null {
  const { listed } = context
  // Categories: the profile's when it lists any (even none of the site's: then the talent is not shown).
  const own = p.categories?.length
    ? siteCategories(categoryIdsOf(p.categories), context.categoryIds)
    : undefined
  const categories = own === undefined ? (listed?.categories ?? null) : own
  if (own !== undefined && listed && (own === null || !sameList(own, listed.categories))) {
    report(
      'categories',
      `the profile says ${JSON.stringify(own ?? [])}, the list ${JSON.stringify(listed.categories)}; the profile's is kept`,
    )
  }
  if (!categories) return null
  const typed = value(p.name)
  const name = completed('name', typed !== null, typed && capitalizeWords(typed), listed?.name, report)
  if (!name) throw new RecordError('name', 'is empty, and the talent has no list entry to take it from')
  // The platform's "no image" cover is no cover: the list's is taken.
  const cover = mediaUrl(p.cover, base)
  const summaryOf = summary(p.id, name, {
    gender: completed('gender', value(p.gender) !== null, gender(p.gender, report), listed?.gender, report),
    cover: completed('cover', cover !== null, cover, listed?.cover, report),
    categories,
    instagram: completed(
      'instagram',
      value(p.instagram) !== null,
      instagramUrl(p.instagram),
      listed?.instagram,
      report,
    ),
  })
  const measurements = eachMeasurement((field) => value(p[field]))
  // Top-level galleries (the real clients) first, the spec's nested `galleries` where those are absent.
  const nested = p.galleries ?? {}
  return {
    ...summaryOf,
    cover2: mediaUrl(p.cover2, base),
    about: value(p.about),
    measurements,
    book: images(p.book ?? nested.book, base, 'book', report),
    snap: images(p.snap ?? nested.snap, base, 'snap', report),
    compo: images(p.compo ?? nested.compo, base, 'compo', report),
    videos: videos(p.video ?? p.videos, report),
  }
}
