import sharp, { type Metadata } from 'sharp'
import {
  maxMediaWidth,
  mediaFileName,
  mediaPrefix,
  parseMediaUrl,
  variantFileName,
  variantWidths,
} from '../lib/media/imageAttrs'
import { mediaKey } from '../lib/media/mediaKey'
import { doubling, retrying } from '../lib/retry'
import { mapStrings } from '../lib/text/mapStrings'
import { sha256 } from './buildVersion'
import type { Content } from './content'
import { mapLimit } from './mapLimit'
import { contentTypeOf, dirMediaStore, type MediaStore } from './mediaStore'
import type { Progress } from './progress'
import { SyncError } from './SyncError'

export type MirrorOptions = {
  /** Where the files go: the store the Worker serves `/media/` from (sync/mediaStore.ts). */
  store: MediaStore
  /**
   * The local, content-addressed copy of every file made (default: none): a second store (another port's
   * local R2, the production bucket) is filled from it without encoding again.
   */
  cacheDir?: string
  /** The media table of the published snapshot: a URL it maps, whose files the store holds, is not fetched again. */
  previous?: Readonly<Record<string, string>>
  /** The CMS's own origins: its URLs are keyed by their path in the table (lib/media/mediaKey.ts). */
  cmsOrigins: readonly string[]
  concurrency: number
  fetch?: typeof fetch
  timeoutMs: number
  retries: number
  backoffMs: number
  progress: Progress
  warn: (line: string) => void
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
}
const videoExtensions = new Set(['mp4', 'webm', 'mov'])

const imgSrc = /(<(?:img|video|source)\b[^>]*?\ssrc=")([^"]+)(")/g
const imgTag = /<img\b[^>]*>/g
const decode = (s: string) => s.replace(/&amp;/g, '&')
const isRemote = (s: string | null | undefined): s is string => !!s && /^https?:\/\//i.test(s)

/** Every image and video file URL the snapshot references (provider videos, by id, excluded). */
export function imageUrls(content: Content): string[] {
  const urls = new Set<string>()
  const add = (s: string | null | undefined) => isRemote(s) && urls.add(s)
  for (const t of content.talents) add(t.cover)
  for (const p of content.profiles) {
    add(p.cover)
    add(p.cover2)
    for (const i of [...p.book, ...p.snap, ...p.compo]) add(i.src)
  }
  for (const posts of Object.values(content.posts)) {
    for (const post of posts) {
      add(post.cover?.src)
      for (const s of post.slides) add(s)
      for (const m of post.content.matchAll(imgSrc)) add(decode(m[2] ?? ''))
    }
  }
  for (const slide of [...content.slides.prehome, ...content.slides.slides]) {
    add(slide.desktop)
    add(slide.mobile)
  }
  return [...urls].sort()
}

/** A failed download worth another try (a 5xx or 429, a timeout, a network failure). */
class Retryable extends Error {}

/** The image's bytes and type, null when the host answers 4xx or not an image; throws after the retries. */
async function download(url: string, o: MirrorOptions): Promise<{ bytes: Uint8Array; ext: string } | null> {
  const doFetch = o.fetch ?? fetch
  const once = async () => {
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(o.timeoutMs) })
      if (response.ok) {
        const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
        const ext = extensions[type]
        const bytes = new Uint8Array(await response.arrayBuffer())
        if (!ext) {
          o.warn(`warning: ${url} is not an image or a video (${type || 'no content-type'}); left as it is`)
          return null
        }
        return { bytes, ext }
      }
      if (response.status < 500 && response.status !== 429) {
        o.warn(`warning: ${url} answers ${response.status}; not mirrored (a post picture is left out)`)
        return null
      }
      throw new Retryable(`status ${response.status}`)
    } catch (e) {
      if (e instanceof Retryable) throw e
      throw new Retryable(
        e instanceof Error && e.name === 'TimeoutError' ? `no answer in ${o.timeoutMs} ms` : String(e),
      )
    }
  }
  const problem = (e: unknown) => (e instanceof Error ? e.message : String(e))
  try {
    return await retrying(once, {
      retries: o.retries,
      delayMs: doubling(o.backoffMs),
      onRetry: (e, n) => o.progress.log(`retry ${n}/${o.retries}: media ${url}: ${problem(e)}`),
    })
  } catch (e) {
    throw new SyncError(`media ${url}: ${problem(e)} (after ${o.retries} retries)`)
  }
}

/** WebP quality of the variants (libwebp's scale; 75 keeps photos clean at a fraction of JPEG's bytes). */
const webpQuality = 75

/** A file made from an original: its name in the store and its bytes. */
type MediaFile = { name: string; bytes: Uint8Array }

/**
 * The name an original is stored under, from its bytes: `<hash16>.<W>x<H>.webp` (its oriented size, scaled
 * down to maxMediaWidth at most), a GIF as it is (`.gif`, animation kept, no variants), a video as it is
 * (`<hash16>.<ext>`); null when an image's bytes do not decode.
 */
async function plan(
  bytes: Uint8Array,
  ext: string,
): Promise<{ name: string; width: number; height: number } | null> {
  const hash = sha256(bytes).slice(0, 16)
  if (videoExtensions.has(ext)) return { name: `${hash}.${ext}`, width: 0, height: 0 }
  let meta: Metadata
  try {
    meta = await sharp(bytes).metadata()
  } catch {
    return null
  }
  const { width: w0, height: h0 } = meta.autoOrient
  if (!w0 || !h0) return null
  if (ext === 'gif') {
    const height = meta.pageHeight ?? h0
    return { name: mediaFileName({ hash, width: w0, height, ext }), width: w0, height }
  }
  const width = Math.min(w0, maxMediaWidth)
  const height = Math.max(1, Math.round((h0 * width) / w0))
  return { name: mediaFileName({ hash, width, height, ext: 'webp' }), width, height }
}

/** Every file a stored name stands for: a WebP image's variants below its width, then itself. */
export function filesOf(name: string): string[] {
  const media = parseMediaUrl(`${mediaPrefix}${name}`)
  if (!media) return [name]
  if (media.ext !== 'webp') return [name]
  return [...variantWidths(media.width).map((w) => variantFileName(media.hash, w)), name]
}

/** The files of one original: a WebP ladder (variantWidths, then the full size), or the file as it is. */
async function encode(bytes: Uint8Array, name: string, width: number, height: number): Promise<MediaFile[]> {
  const files = filesOf(name)
  if (files.length === 1 && !name.endsWith('.webp')) return [{ name, bytes }]
  const source = sharp(bytes).autoOrient()
  const out: MediaFile[] = []
  for (const file of files) {
    const w = file === name ? width : Number(/\.(\d+)w\.webp$/.exec(file)?.[1])
    const data = await source
      .clone()
      .resize({ width: w, height: w === width ? height : undefined })
      .webp({ quality: webpQuality })
      .toBuffer()
    out.push({ name: file, bytes: new Uint8Array(data) })
  }
  return out
}

export type MirrorResult = {
  content: Content
  /** Originals mirrored (images and videos). */
  images: number
  /** Files put into the store, and their bytes. */
  written: number
  bytes: number
  /** Originals not fetched again: the previous table named them and the store held their files. */
  reused: number
  /** Each mirrored URL's key (lib/media/mediaKey.ts) → its `/media/` URL: the snapshot's media.json. */
  table: Record<string, string>
}

/**
 * Puts every image and video the snapshot references through the media pipeline (docs/decisions/0061):
 * fetched once and checked whole (it must decode), named by its content hash, encoded as a WebP ladder
 * (lib/media/imageAttrs.ts names it), written to the store (and the local cache), and the content's URLs
 * rewritten to `/media/<name>`. Incremental: a URL the previous table maps, with every file in the store,
 * is not fetched; the same bytes make the same files, which are not encoded or written twice. An original
 * the host does not serve (4xx) or that does not decode keeps its URL, with a warning.
 */
export async function mirrorMedia(content: Content, o: MirrorOptions): Promise<MirrorResult> {
  const urls = imageUrls(content)
  const phase = o.progress.phase('media', urls.length)
  const cache = o.cacheDir ? dirMediaStore(o.cacheDir) : null
  const local = new Map<string, string>()
  const table: Record<string, string> = {}
  const key = (url: string) => mediaKey(url, o.cmsOrigins)

  // What the previous snapshot mirrored and the store still holds is reused as it is.
  const known = new Map<string, string>()
  for (const url of urls) {
    const to = o.previous?.[key(url)]
    const name = to?.startsWith(mediaPrefix) ? to.slice(mediaPrefix.length) : null
    if (name) known.set(url, name)
  }
  const wanted = [...new Set([...known.values()].flatMap(filesOf))]
  const inStore = wanted.length > 0 ? await o.store.present(wanted) : new Set<string>()
  let reused = 0
  for (const [url, name] of known) {
    if (filesOf(name).every((f) => inStore.has(f))) {
      local.set(url, `${mediaPrefix}${name}`)
      reused++
    }
  }

  /** Originals the host does not have (4xx) or that do not decode. */
  const gone = new Set<string>()
  const claimed = new Map<string, Promise<void>>()
  let written = 0
  let bytes = 0
  const put = async (file: MediaFile) => {
    await o.store.put(file.name, file.bytes, contentTypeOf(file.name))
    written++
    bytes += file.bytes.length
  }
  /** Puts the files of `name` into the store: from the cache when it has them all, else encoded anew. */
  const store = async (original: Uint8Array, name: string, width: number, height: number) => {
    const files = filesOf(name)
    const missing = files.filter((f) => !inStore.has(f))
    if (missing.length === 0) return
    const present = await o.store.present(missing)
    const todo = missing.filter((f) => !present.has(f))
    if (todo.length === 0) return
    const cached = cache ? await Promise.all(todo.map((f) => cache.get(f))) : []
    let made: MediaFile[]
    if (cached.length === todo.length && cached.every((b) => b !== null)) {
      made = todo.map((f, i) => ({ name: f, bytes: cached[i] as Uint8Array }))
    } else {
      made = (await encode(original, name, width, height)).filter((f) => todo.includes(f.name))
      if (cache) for (const f of made) await cache.put(f.name, f.bytes, contentTypeOf(f.name))
    }
    // The full-size file last: its presence in the store means the image is complete.
    for (const f of made) await put(f)
  }

  await mapLimit(urls, o.concurrency, async (url) => {
    if (local.has(url)) return phase.tick()
    const got = await download(url, o)
    if (!got) {
      gone.add(url)
      return phase.tick()
    }
    const media = await plan(got.bytes, got.ext)
    if (!media) {
      gone.add(url)
      o.warn(`warning: ${url} does not decode as an image; not mirrored (a post picture is left out)`)
      return phase.tick()
    }
    // Two URLs with the same bytes may arrive at once: the first stores the files, the second waits for it.
    let done = claimed.get(media.name)
    if (!done) {
      done = store(got.bytes, media.name, media.width, media.height)
      claimed.set(media.name, done)
    }
    await done
    local.set(url, `${mediaPrefix}${media.name}`)
    phase.tick()
  })
  await cache?.close()
  phase.done(`${local.size} mirrored (${reused} unchanged), ${written} new files`)
  for (const [url, to] of [...local].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) table[key(url)] = to
  const rewrite = (s: string) =>
    local.get(s) ??
    (s.includes('<img') || s.includes('<video') || s.includes('<source')
      ? s
          // A picture in a post that the CMS does not have would show as a broken image: left out.
          .replace(imgTag, (tag: string) =>
            gone.has(decode(/\ssrc="([^"]+)"/.exec(tag)?.[1] ?? '')) ? '' : tag,
          )
          .replace(imgSrc, (all, open: string, src: string, close: string) => {
            const to = local.get(decode(src))
            return to ? `${open}${to}${close}` : all
          })
      : s)
  return { content: mapStrings(content, rewrite), images: local.size, written, bytes, reused, table }
}

/** Every media file a snapshot's text references (`/media/<name>` and, for an image, its variants). */
export function referencedMedia(texts: Iterable<string>): Set<string> {
  const names = new Set<string>()
  const ref = /\/media\/([0-9a-f]{16}\.[a-z0-9.]+?)(?=["'\s?#),\\]|$)/g
  for (const text of texts)
    for (const m of text.matchAll(ref)) for (const f of filesOf(m[1] ?? '')) names.add(f)
  return names
}
