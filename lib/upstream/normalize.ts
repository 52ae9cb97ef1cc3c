import { siteCategories } from '../categories'
import type {
  Attributes,
  Image,
  MeasurementValues,
  Post,
  Profile,
  Slide,
  TalentSummary,
  Video,
} from '../schemas/snapshot'
import type {
  UpstreamAttributes,
  UpstreamImage,
  UpstreamPost,
  UpstreamProfile,
  UpstreamSlide,
  UpstreamTalent,
} from '../schemas/upstream'
import { capitalizeWords } from '../text/capitalizeWords'
import { slugify } from '../text/slugify'
import { parseVideo } from '../video'
import { instagramUrl, mediaUrl } from './mediaUrl'

// Upstream shapes to the snapshot's. Shared by the sync (build time) and the Worker (live refresh), so a
// live profile is exactly what the build would have written.

/** A roster entry, or null when the talent is in none of the three site categories. */
export function normalizeTalent(t: UpstreamTalent, base: string): TalentSummary | null {
  const categories = siteCategories(t.categories.map((c) => c.id))
  if (categories.length === 0) return null
  const name = capitalizeWords(t.name)
  return {
    id: t.id,
    name,
    slug: slugify(name) || String(t.id),
    gender: t.gender,
    cover: mediaUrl(t.cover, base),
    categories,
    instagram: instagramUrl(t.instagram),
  }
}

function images(items: readonly UpstreamImage[] | undefined, base: string): Image[] {
  const out: Image[] = []
  for (const item of items ?? []) {
    const src = mediaUrl(item.file, base)
    if (src && item.width > 0 && item.height > 0) {
      out.push({ src, width: Math.round(item.width), height: Math.round(item.height) })
    }
  }
  return out
}

function videos(items: UpstreamProfile['videos']): Video[] {
  const out: Video[] = []
  for (const v of items ?? []) {
    const ref = parseVideo(v.file, v.provider)
    if (ref)
      out.push(
        ref.hash
          ? { provider: ref.provider, id: ref.id, hash: ref.hash }
          : { provider: ref.provider, id: ref.id },
      )
  }
  return out
}

const value = (v: string | null | undefined) => (v?.trim() ? v.trim() : null)

/** A full profile, or null when the talent is in none of the site categories. */
export function normalizeProfile(p: UpstreamProfile, base: string): Profile | null {
  const summary = normalizeTalent(p, base)
  if (!summary) return null
  const measurements: MeasurementValues = {
    height: value(p.height),
    bust: value(p.bust),
    chest: value(p.chest),
    waist: value(p.waist),
    hips: value(p.hips),
    suit: value(p.suit),
    shirt: value(p.shirt),
    jeans: value(p.jeans),
    shoes: value(p.shoes),
    hair: value(p.hair),
    eyes: value(p.eyes),
  }
  return {
    ...summary,
    cover2: mediaUrl(p.cover2, base),
    about: value(p.about),
    measurements,
    book: images(p.galleries.book, base),
    snap: images(p.galleries.snap, base),
    videos: videos(p.videos),
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
    slug: p.slug,
    title: p.title.trim(),
    description: value(p.description) ?? '',
    content: sanitize(p.content ?? ''),
    // The spec: a thumbnail means the cover is an image; without one the cover plays as an mp4.
    cover: thumbnail ? { kind: 'image', src: thumbnail } : cover ? { kind: 'video', src: cover } : null,
    order: p.order ?? index,
    publishedAt: value(p.published_at),
    translationSlug: value(p.translation_slug),
    slides: (p.slides ?? []).map((s) => mediaUrl(s.slide_url, base)).filter((s): s is string => s !== null),
  }
}

export function normalizeSlide(s: UpstreamSlide, base: string, index: number): Slide {
  const ref = s.video_id && s.video_provider ? parseVideo(s.video_id, s.video_provider) : null
  return {
    id: s.id ?? index + 1,
    type: s.type,
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

export function normalizeAttributes(a: UpstreamAttributes['data']): Attributes {
  const opts = (list: readonly { value: string | number; label: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: String(o.value), label: o.label }))
  return {
    gender: [...a.gender],
    height: opts(a.height),
    weight: opts(a.weight),
    bust: opts(a.bust),
    waist: opts(a.waist),
    hips: opts(a.hips),
    chest: opts(a.chest),
    jeans: opts(a.jeans),
    shirt: opts(a.shirt),
    suit: opts(a.suit),
    shoes: opts(a.shoes),
    hair: opts(a.hair),
    eyes: opts(a.eyes),
  }
}

export { instagramUrl, mediaUrl }
