import type { Post, PostCover } from '../schemas/snapshot'
import type { UpstreamPost } from '../schemas/upstream'
import { mediaUrl } from './mediaUrl'
import { RecordError } from './records'
import { ignore, type Report, value } from './report'

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
