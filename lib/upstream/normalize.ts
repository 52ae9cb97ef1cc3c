import { siteCategories } from '../categories'
import { defaultOptions, eachMeasurement } from '../measurements/measurementFields'
import { defaultGenders } from '../measurements/optionLists'
import type {
  Attributes,
  Gender,
  Image,
  Option,
  Post,
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

// Upstream shapes to the snapshot's. Shared by the sync (build time) and the Worker (live refresh), so a
// live profile is exactly what the build would have written. Every shape the evidence shows is accepted
// (cms/README.md); a value the site cannot use (an unknown gender, a third video provider, an image with
// no size) is skipped and told to `report` (field path, what was wrong), never a reason to drop the record.

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

/** A roster entry, or null when the talent is in none of the three site categories. */
export function normalizeTalent(
  t: UpstreamTalent,
  base: string,
  report: Report = ignore,
): TalentSummary | null {
  const categories = siteCategories((t.categories ?? []).map((c) => c.id))
  if (!categories) return null
  const name = capitalizeWords(t.name)
  return {
    id: t.id,
    name,
    slug: slugify(name) || String(t.id),
    gender: gender(t.gender, report),
    cover: mediaUrl(t.cover, base),
    categories,
    instagram: instagramUrl(t.instagram),
  }
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

/** A full profile, or null when the talent is in none of the site categories. */
export function normalizeProfile(p: UpstreamProfile, base: string, report: Report = ignore): Profile | null {
  const summary = normalizeTalent(p, base, report)
  if (!summary) return null
  const measurements = eachMeasurement((field) => value(p[field]))
  // Top-level galleries (the real clients) first, the spec's nested `galleries` where those are absent.
  const nested = p.galleries ?? {}
  return {
    ...summary,
    cover2: mediaUrl(p.cover2, base),
    about: value(p.about),
    measurements,
    book: images(p.book ?? nested.book, base, 'book', report),
    snap: images(p.snap ?? nested.snap, base, 'snap', report),
    compo: images(p.compo ?? nested.compo, base, 'compo', report),
    videos: videos(p.video ?? p.videos, report),
  }
}

/** A post with absolute media and its HTML passed through `sanitize` (the caller's HTML sanitizer). */
export function normalizePost(
  p: UpstreamPost,
  base: string,
  sanitize: (html: string) => string,
  index: number,
): Post {
  const cover = mediaUrl(p.cover, base)
  const thumbnail = mediaUrl(p.thumbnail, base)
  return {
    id: p.id,
    slug: p.slug.trim(),
    title: p.title.trim(),
    description: value(p.description) ?? '',
    content: sanitize(p.content ?? ''),
    // The spec: a thumbnail means the cover is an image; without one the cover plays as an mp4.
    cover: thumbnail ? { kind: 'image', src: thumbnail } : cover ? { kind: 'video', src: cover } : null,
    order: typeof p.order === 'number' && Number.isFinite(p.order) ? p.order : index,
    publishedAt: value(p.published_at),
    translationSlug: value(p.translation_slug),
    slides: (p.slides ?? []).map((s) => mediaUrl(s.slide_url, base)).filter((s): s is string => s !== null),
  }
}

/** A slide, or null (reported) when its type is neither image nor video. */
export function normalizeSlide(
  s: UpstreamSlide,
  base: string,
  index: number,
  report: Report = ignore,
): Slide | null {
  const type = value(s.type)?.toLowerCase()
  if (type !== 'image' && type !== 'video') {
    report(`${index}.type`, `"${s.type ?? ''}" is not a slide type the site shows; slide skipped`)
    return null
  }
  const provider = value(s.video_provider)?.toLowerCase()
  const ref =
    s.video_id && (provider === 'youtube' || provider === 'vimeo') ? parseVideo(s.video_id, provider) : null
  if (s.video_id && !ref) report(`${index}.video_id`, `no ${provider ?? 'known'} video "${s.video_id}"`)
  return {
    id: s.id ?? index + 1,
    type,
    description: value(s.description),
    desktop: mediaUrl(s.url?.desktop, base),
    mobile: mediaUrl(s.url?.mobile, base) ?? mediaUrl(s.url?.desktop, base),
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

/**
 * The attribute lists: each list the CMS answers, in its order; each list it leaves out, the platform
 * clients' constants (each field's row in lib/measurements/measurementFields.ts). Gender is a list of plain
 * values.
 */
export function normalizeAttributes(raw: UpstreamAttributes, report: Report = ignore): Attributes {
  const list = (field: string): Option[] | null => {
    const items = raw[field]
    if (items === undefined || items === null) return null
    if (!Array.isArray(items)) {
      report(field, 'is not a list; the built-in list is used')
      return null
    }
    const out: Option[] = []
    items.forEach((item, index) => {
      const o = option(item)
      if (o) out.push(o)
      else report(`${field}.${index}`, 'is not an option; skipped')
    })
    return out
  }
  return {
    gender: list('gender')?.map((o) => o.value) ?? [...defaultGenders],
    ...eachMeasurement((field) => list(field) ?? defaultOptions(field)),
  }
}

export { instagramUrl, mediaUrl }
