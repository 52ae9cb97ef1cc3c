/**
 * Responsive image attributes derived from an image URL alone (server and browser alike, no extra data).
 *
 * The media pipeline (sync/mirrorMedia.ts; docs/decisions/0061) stores every image as
 * `/media/<hash16>.<W>x<H>.webp` (its largest variant, at most `maxMediaWidth` wide) plus one
 * `/media/<hash16>.<w>w.webp` for each width of `mediaWidths` below W, in R2, served by the Worker. An image
 * the CMS gained since the last sync is served by the Worker's transform at `/media/cms/<w>/<source>`
 * (`cmsImageUrl`), at every width of `mediaWidths`. The stand-in CMS names its images `…-<W>x<H>.jpg`: for
 * those only the size is known.
 */

/**
 * The widths of the responsive variants (CSS pixels × device pixel ratios the layouts need). 750 is a
 * full-width picture on the commonest phones (360–375 px at 2×, 412 px at 1.75×: 720–750 device pixels),
 * which would otherwise take the 960 one, half again as many pixels (docs/decisions/0074).
 */
export const mediaWidths = [320, 480, 640, 750, 960, 1280, 1920] as const

/** No variant is wider than this: a larger original is scaled down to it. */
export const maxMediaWidth = mediaWidths[mediaWidths.length - 1] ?? 1920

export type ImageAttrs = {
  src: string
  srcSet?: string
  /** Set with srcSet only (the layout's `sizes`). */
  sizes?: string
  width?: number
  height?: number
}

export type MediaName = { hash: string; width: number; height: number; ext: string }

const mirrored = /^(.*\/media\/)([0-9a-f]{16})\.(\d+)x(\d+)\.([a-z0-9]+)$/
const transformed = /^(.*\/media\/cms\/)(\d+)(\/[A-Za-z0-9_-]+)$/
const sizedCms = /-(\d+)x(\d+)\.[a-z0-9]+(?:[?#].*)?$/i

/** The file name of a mirrored image's largest variant: `<hash16>.<W>x<H>.<ext>`. */
export const mediaFileName = ({ hash, width, height, ext }: MediaName) => `${hash}.${width}x${height}.${ext}`

/** The file name of a mirrored image's variant `w` pixels wide: `<hash16>.<w>w.webp`. */
export const variantFileName = (hash: string, w: number) => `${hash}.${w}w.webp`

/** The variant widths below an image `width` wide (the image itself is the largest). */
export const variantWidths = (width: number): number[] => mediaWidths.filter((w) => w < width)

/** The parts of a mirrored media URL, or null for any other URL. */
export function parseMediaUrl(url: string): (MediaName & { prefix: string }) | null {
  const m = mirrored.exec(url)
  if (!m) return null
  const [, prefix = '', hash = '', w = '', h = '', ext = ''] = m
  return { prefix, hash, width: Number(w), height: Number(h), ext }
}

/** The pixel size an image URL declares (a mirrored image's, or a CMS path's `-<W>x<H>.`), else null. */
export function intrinsicSize(url: string): { width: number; height: number } | null {
  const media = parseMediaUrl(url)
  if (media) return { width: media.width, height: media.height }
  const m = sizedCms.exec(url)
  if (!m) return null
  const width = Number(m[1])
  const height = Number(m[2])
  return width > 0 && height > 0 ? { width, height } : null
}

/**
 * A file name of the media store: `<hash16>.` then its size or width and extension, or a face tile's
 * `face<v>.<W>x<H>.jpg` (lib/media/linkPreview.ts); no path, no `..`.
 */
export const mediaNamePattern =
  /^[0-9a-f]{16}\.(?:\d+x\d+\.[a-z0-9]+|\d+w\.webp|face\d+\.\d+x\d+\.jpg|[a-z0-9]+)$/

/** The path prefix under which the Worker serves the media store (R2) and its transforms. */
export const mediaPrefix = '/media/'

/** The width `cmsImageUrl` points `src` at (the srcset offers every width of mediaWidths). */
export const cmsImageWidth = 1280

const base64url = (text: string) => {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The site's address of a CMS image the media store does not hold yet (a talent added since the last
 * sync): the Worker fetches the original and serves it as WebP `w` pixels wide at most
 * (functions/routes/media.ts), so a phone never downloads the CMS's multi-MB original.
 */
export function cmsImageUrl(source: string, w: number = cmsImageWidth): string {
  return `${mediaPrefix}cms/${w}/${base64url(source)}`
}

/** The CMS URL and width a `cmsImageUrl` names, or null. */
export function parseCmsImageUrl(path: string): { source: string; width: number } | null {
  const m = /^\/media\/cms\/(\d+)\/([A-Za-z0-9_-]+)$/.exec(path)
  if (!m) return null
  try {
    const b64 = (m[2] ?? '').replace(/-/g, '+').replace(/_/g, '/')
    const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4))
    const source = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(
      Uint8Array.from(binary, (c) => c.charCodeAt(0)),
    )
    return { source, width: Number(m[1]) }
  } catch {
    return null
  }
}

/** `srcset` of a mirrored WebP image (its variants and itself), or undefined for any other URL. */
export function mediaSrcSet(url: string): string | undefined {
  const cms = transformed.exec(url)
  if (cms) return mediaWidths.map((w) => `${cms[1]}${w}${cms[3]} ${w}w`).join(', ')
  const media = parseMediaUrl(url)
  if (media?.ext !== 'webp') return undefined
  return [
    ...variantWidths(media.width).map((w) => `${media.prefix}${variantFileName(media.hash, w)} ${w}w`),
    `${url} ${media.width}w`,
  ].join(', ')
}

/**
 * `src`, and when the URL allows it `srcSet` + `sizes` and the intrinsic `width`/`height`, for an `<img>`
 * (or a `<source>`) laid out at `sizes`. `src` stays the largest variant: browsers without srcset support
 * (none current) get the full image.
 */
export function imageAttrs(url: string, sizes: string): ImageAttrs {
  const attrs: ImageAttrs = { src: url }
  const srcSet = mediaSrcSet(url)
  if (srcSet) {
    attrs.srcSet = srcSet
    attrs.sizes = sizes
  }
  const size = intrinsicSize(url)
  if (size) {
    attrs.width = size.width
    attrs.height = size.height
  }
  return attrs
}
