import { type CategoryIds, defaultCategoryIds, type SiteCategories, siteCategories } from '../categories'
import { defaultOptions, eachMeasurement, type MeasurementField } from '../measurements/measurementFields'
import { defaultGenders } from '../measurements/optionLists'
import type {
  Attributes,
  Gender,
  Image,
  Option,
  Post,
  PostCover,
  Profile,
  Slide,
  TalentSummary,
  Video,
} from '../schemas/snapshot'
import type {
  UpstreamAttributes,
  UpstreamImage,
  UpstreamOption,
  UpstreamPost,
  UpstreamProfile,
  UpstreamSlide,
  UpstreamTalent,
  UpstreamVideo,
} from '../schemas/upstream'
import { capitalizeWords } from '../text/capitalizeWords'
import { slugify } from '../text/slugify'
import { parseVideo } from '../video'
import { instagramUrl, mediaUrl } from './mediaUrl'
import { RecordError, type Rejected, recordId } from './records'

// Upstream shapes to the snapshot's. Shared by the sync (build time) and the Worker (live refresh), so a
// live profile is exactly what the build would have written. Every shape the evidence shows is accepted
// (cms/README.md); a value the site cannot use (an unknown gender, a third video provider, an image with
// no size) is skipped and told to `report` (field path, what was wrong), never a reason to drop the record.
// A record the site cannot show at all (a post without a title, an image slide without an image) throws a
// RecordError naming the field: the list reader (lib/upstream/records.ts) sets it aside and goes on.

/** Told about each value skipped: the field's path within the record (`gender`, `book.3`) and why. */
export type Report = (field: string, message: string) => void

const ignore: Report = () => {}

/** Trimmed text, or null for null, absent or blank. */
const value = (v: string | null | undefined) => (v?.trim() ? v.trim() : null)

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

/** File extensions of a post cover, by what the file is. */
export const coverExtensions = {
  image: ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif'],
  video: ['mp4', 'webm', 'mov'],
} as const

/** What a media URL's file extension says it is (its path's, query and fragment aside), if anything. */
export function mediaKind(url: string): 'image' | 'video' | null {
  let path: string
  try {
    path = new URL(url).pathname
  } catch {
    path = url.split(/[?#]/)[0] ?? ''
  }
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? ''
  if ((coverExtensions.image as readonly string[]).includes(ext)) return 'image'
  if ((coverExtensions.video as readonly string[]).includes(ext)) return 'video'
  return null
}

/**
 * A post's cover, as the platform means it: what the cover's file is (webdesignmf/bxt_talent shows `cover`
 * as an image, `pages/blog.vue`, `pages/post.vue`). An image cover is shown by its thumbnail when there is
 * one (the list image, suziziziz/bella-1 `pages/blog.vue`), else itself; a video cover plays. Only when the
 * file's extension says neither does the spec's rule decide: a thumbnail means an image, none an mp4.
 */
export function postCover(cover: string | null, thumbnail: string | null): PostCover | null {
  const kind = cover ? mediaKind(cover) : null
  if (cover && kind === 'video') return { kind: 'video', src: cover }
  if (thumbnail) return { kind: 'image', src: thumbnail }
  if (cover) return kind === 'image' ? { kind: 'image', src: cover } : { kind: 'video', src: cover }
  return null
}

/** A date as the platform writes it (`2025-06-20T01:09:15.000000Z`, or Laravel's `2025-06-20 01:09:15`), ISO-like. */
function postDate(raw: string | null | undefined, field: string, report: Report): string | null {
  const v = value(raw)
  if (!v) return null
  const iso = v.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2')
  if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(iso) && !Number.isNaN(Date.parse(iso)))
    return iso
  report(field, `"${v}" is not a date; the post is listed without one`)
  return null
}

/**
 * A post with absolute media and its HTML passed through `sanitize` (the caller's HTML sanitizer); dated by
 * `published_at`, else `created_at` (the date suziziziz/bella-1 shows). Throws a RecordError for a post
 * the site cannot show: no slug (no address) or no title (no heading, no link text).
 */
export function normalizePost(
  p: UpstreamPost,
  base: string,
  sanitize: (html: string) => string,
  index: number,
  report: Report = ignore,
): Post {
  const slug = value(p.slug)
  if (!slug) throw new RecordError('slug', 'is empty: the post has no address')
  const title = value(p.title)
  if (!title) throw new RecordError('title', 'is empty: the post has no heading')
  return {
    id: p.id,
    slug,
    title,
    description: value(p.description) ?? '',
    content: sanitize(p.content ?? ''),
    cover: postCover(mediaUrl(p.cover, base), mediaUrl(p.thumbnail, base)),
    order: typeof p.order === 'number' && Number.isFinite(p.order) ? p.order : index,
    publishedAt:
      postDate(p.published_at, 'published_at', report) ?? postDate(p.created_at, 'created_at', report),
    translationSlug: value(p.translation_slug),
    slides: (p.slides ?? []).map((s) => mediaUrl(s.slide_url, base)).filter((s): s is string => s !== null),
  }
}

/**
 * A slide. Throws a RecordError for one the site cannot show: a type other than image and video (the
 * platform's sliders show those two, webdesignmf/bxt_talent `components/CustomSlider.vue`), an image slide
 * without an image, a video slide with neither a provider video nor a file.
 */
export function normalizeSlide(
  s: UpstreamSlide,
  base: string,
  index: number,
  report: Report = ignore,
): Slide {
  const type = value(s.type)?.toLowerCase()
  if (type !== 'image' && type !== 'video') {
    throw new RecordError('type', `"${s.type ?? ''}" is not a slide type the site shows`)
  }
  const provider = value(s.video_provider)?.toLowerCase()
  const ref =
    s.video_id && (provider === 'youtube' || provider === 'vimeo') ? parseVideo(s.video_id, provider) : null
  if (s.video_id && !ref) report(`${index}.video_id`, `no ${provider ?? 'known'} video "${s.video_id}"`)
  const desktop = mediaUrl(s.url?.desktop, base)
  const mobile = mediaUrl(s.url?.mobile, base) ?? desktop
  if (type === 'image' && !mobile) throw new RecordError('url.desktop', 'an image slide without an image')
  if (type === 'video' && !ref && !mobile) throw new RecordError('video_id', 'a video slide without a video')
  return {
    id: s.id ?? index + 1,
    type,
    description: value(s.description),
    desktop,
    mobile,
    video: ref
      ? ref.hash
        ? { provider: ref.provider, id: ref.id, hash: ref.hash }
        : { provider: ref.provider, id: ref.id }
      : null,
  }
}

const isOptionItem = (v: unknown): v is UpstreamOption => typeof v === 'object' && v !== null

/**
 * An option as the site stores it. The spec's lists are `{ value, label }`; the real attributes call answers
 * `{ id, value }` with `value` the name in the requested language (bxt_talent, pages/get-scouted.vue), which
 * becomes `{ value: id, label: value }`; a plain string is both.
 */
function option(item: unknown): Option | null {
  if (typeof item === 'string' || typeof item === 'number')
    return { value: String(item), label: String(item) }
  if (!isOptionItem(item)) return null
  const has = (v: unknown): v is string | number =>
    (typeof v === 'string' && v.trim() !== '') || typeof v === 'number'
  if (has(item.label) && has(item.value)) return { value: String(item.value), label: String(item.label) }
  if (has(item.id) && has(item.value)) return { value: String(item.id), label: String(item.value) }
  if (has(item.value)) return { value: String(item.value), label: String(item.value) }
  return null
}

/** The attribute lists as read: the lists, and per list the options left out and how many the CMS sent. */
export type ReadAttributes = {
  attributes: Attributes
  /** Per list the CMS answered (an array): how many items it held, and those that are no option. */
  lists: Partial<Record<'gender' | MeasurementField, { total: number; rejected: Rejected[] }>>
  /** The lists the CMS did not answer (absent, not a list, or empty): the built-in constants stand in. */
  builtIn: ('gender' | MeasurementField)[]
}

/**
 * The attribute lists: each list the CMS answers, in its order (an item that is no option is left out and
 * named); each list it leaves out or answers empty, the platform clients' constants (each field's row in
 * lib/measurements/measurementFields.ts). Gender is a list of plain values. `raw` null: the call answered 404.
 */
export function normalizeAttributes(raw: UpstreamAttributes | null, report: Report = ignore): ReadAttributes {
  const lists: ReadAttributes['lists'] = {}
  const builtIn: ReadAttributes['builtIn'] = []
  const list = (field: 'gender' | MeasurementField): Option[] | null => {
    const items = raw?.[field]
    if (items !== undefined && items !== null && !Array.isArray(items)) {
      report(field, 'is not a list; the built-in list is used')
    }
    if (!Array.isArray(items) || items.length === 0) {
      builtIn.push(field)
      return null
    }
    const out: Option[] = []
    const rejected: Rejected[] = []
    items.forEach((item, index) => {
      const o = option(item)
      if (o) out.push(o)
      else rejected.push({ id: recordId(item, index), field: 'value', message: 'is no option (no value)' })
    })
    lists[field] = { total: items.length, rejected }
    return out
  }
  const attributes: Attributes = {
    gender: list('gender')?.map((o) => o.value) ?? [...defaultGenders],
    ...eachMeasurement((field) => list(field) ?? defaultOptions(field)),
  }
  return { attributes, lists, builtIn }
}

export { instagramUrl, mediaUrl }
