import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { maxMediaWidth, mediaFileName, variantFileName, variantWidths } from '../lib/media/imageAttrs'
import { doubling, retrying } from '../lib/retry'
import { mapStrings } from '../lib/text/mapStrings'
import { sha256 } from './buildVersion'
import type { Content } from './content'
import { mapLimit } from './mapLimit'
import type { Progress } from './progress'
import { SyncError } from './SyncError'

export type MirrorOptions = {
  /** Where the files go (public/media/: copied into the static output as /media/). */
  mediaDir: string
  /** The URL path the site serves mediaDir under. */
  urlPrefix?: string
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
}

const imgSrc = /(<img\b[^>]*?\ssrc=")([^"]+)(")/g
const decode = (s: string) => s.replace(/&amp;/g, '&')
const isRemote = (s: string | null | undefined): s is string => !!s && /^https?:\/\//i.test(s)

/** Every image URL the snapshot references (videos and provider ids excluded). */
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
      if (post.cover?.kind === 'image') add(post.cover.src)
      for (const s of post.slides) add(s)
      for (const m of post.content.matchAll(imgSrc)) add(decode(m[2] ?? ''))
    }
  }
  for (const slide of [...content.slides.prehome, ...content.slides.slides]) {
    if (slide.type === 'image') {
      add(slide.desktop)
      add(slide.mobile)
    }
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
          o.warn(`warning: ${url} is not an image (${type || 'no content-type'}); left as it is`)
          return null
        }
        return { bytes, ext }
      }
      if (response.status < 500 && response.status !== 429) {
        o.warn(`warning: ${url} answers ${response.status}; left as it is`)
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

type Written = { files: number; bytes: number }

/** Writes `bytes` to `path` through a temp file, so a reader never sees half a file. */
async function writeAtomic(path: string, bytes: Uint8Array): Promise<void> {
  const tmp = `${path}.tmp-${randomBytes(4).toString('hex')}`
  await writeFile(tmp, bytes)
  await rename(tmp, path)
}

/**
 * The file name an image is stored under, from its bytes: `<hash16>.<W>x<H>.webp` (its oriented size,
 * scaled down to maxMediaWidth at most), a GIF as it is (`.gif`, animation kept, no variants); null when
 * the bytes do not decode.
 */
async function plan(
  bytes: Uint8Array,
  ext: string,
): Promise<{ name: string; width: number; height: number } | null> {
  let meta: Metadata
  try {
    meta = await sharp(bytes).metadata()
  } catch {
    return null
  }
  const hash = sha256(bytes).slice(0, 16)
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

/**
 * Writes the image's files: the variants of variantWidths first, the full-size file last, so that the
 * full-size file on disk means the image is complete (a re-run skips it).
 */
async function writeImage(
  dir: string,
  bytes: Uint8Array,
  name: string,
  width: number,
  height: number,
): Promise<Written> {
  const written: Written = { files: 0, bytes: 0 }
  const put = async (file: string, data: Uint8Array) => {
    await writeAtomic(join(dir, file), data)
    written.files++
    written.bytes += data.length
  }
  if (name.endsWith('.gif')) {
    await put(name, bytes)
    return written
  }
  const source = sharp(bytes).autoOrient()
  const encode = (w: number) =>
    source
      .clone()
      .resize({ width: w, height: w === width ? height : undefined })
      .webp({ quality: webpQuality })
      .toBuffer()
  const hash = name.slice(0, 16)
  for (const w of variantWidths(width)) await put(variantFileName(hash, w), await encode(w))
  await put(name, await encode(width))
  return written
}

/**
 * Downloads every referenced image once (bounded concurrency), stores it in `mediaDir` as responsive WebP
 * variants (lib/media/imageAttrs.ts names them: `<hash16>.<W>x<H>.webp` and `<hash16>.<w>w.webp` below W)
 * and returns the content with those URLs rewritten to `/media/<hash16>.<W>x<H>.webp`. Same bytes, same
 * files: a re-run encodes nothing new. Images the host does not serve (4xx) or that do not decode keep
 * their URL, with a warning.
 */
export async function mirrorMedia(
  content: Content,
  o: MirrorOptions,
): Promise<{
  content: Content
  images: number
  written: number
  bytes: number
  /** Each mirrored image URL → its `/media/` URL (see writeUrlTable). */
  urls: Map<string, string>
}> {
  const prefix = o.urlPrefix ?? '/media/'
  const urls = imageUrls(content)
  const phase = o.progress.phase('media', urls.length)
  await mkdir(o.mediaDir, { recursive: true })
  const local = new Map<string, string>()
  const claimed = new Set<string>()
  let written = 0
  let bytes = 0
  await mapLimit(urls, o.concurrency, async (url) => {
    const got = await download(url, o)
    if (!got) return phase.tick()
    const image = await plan(got.bytes, got.ext)
    if (!image) {
      o.warn(`warning: ${url} does not decode as an image; left as it is`)
      return phase.tick()
    }
    // Two URLs with the same bytes may arrive at once: the first claims the files.
    if (!claimed.has(image.name) && !existsSync(join(o.mediaDir, image.name))) {
      claimed.add(image.name)
      const w = await writeImage(o.mediaDir, got.bytes, image.name, image.width, image.height)
      written += w.files
      bytes += w.bytes
    }
    local.set(url, `${prefix}${image.name}`)
    phase.tick()
  })
  phase.done(`${local.size} mirrored, ${written} new files`)
  const rewrite = (s: string) =>
    local.get(s) ??
    (s.includes('<img')
      ? s.replace(imgSrc, (all, open: string, src: string, close: string) => {
          const to = local.get(decode(src))
          return to ? `${open}${to}${close}` : all
        })
      : s)
  return { content: mapStrings(content, rewrite), images: local.size, written, bytes, urls: local }
}

/** The table's file in mediaDir, served as `/media/urls.json`. */
export const urlTableFile = 'urls.json'

/**
 * `mediaDir/urls.json`: the published snapshot's image URLs → their `/media/` URLs, keys sorted. The
 * Worker's live API (functions/mirroredUrls.ts) answers the CMS's URLs through it, so a page refreshed
 * with live data keeps the variants it was built with.
 */
export async function writeUrlTable(mediaDir: string, urls: Iterable<[string, string]>): Promise<void> {
  const table = Object.fromEntries([...urls].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  await writeAtomic(join(mediaDir, urlTableFile), new TextEncoder().encode(`${JSON.stringify(table)}\n`))
}
