/**
 * Responsive image attributes derived from an image URL alone (server and browser alike, no extra data).
 *
 * The sync's media mirror (sync/mirrorMedia.ts, `--mirror-media`) writes every image as
 * `/media/<hash16>.<W>x<H>.webp` (its largest variant, at most `maxMediaWidth` wide) plus one
 * `/media/<hash16>.<w>w.webp` for each width of `mediaWidths` below W. The stand-in CMS names its images
 * `…-<W>x<H>.jpg`: for those only the size is known.
 */

/** The widths of the responsive variants (CSS pixels × device pixel ratios the layouts need). */
export const mediaWidths = [320, 480, 640, 960, 1280, 1920] as const

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

/** `srcset` of a mirrored WebP image (its variants and itself), or undefined for any other URL. */
export function mediaSrcSet(url: string): string | undefined {
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
