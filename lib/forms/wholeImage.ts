import { limits } from '../site'
import { imageTypeOf, type PhotoType } from './imageType'

/**
 * A photo that parses whole: its real type, its size in pixels, and `length`, the bytes the picture
 * takes: a JPEG's ends at its end-of-image marker, whatever a phone appended after it (a Pixel's motion
 * photo MP4, a Samsung trailer), which is no part of the picture and is dropped before it is stored.
 */
export type WholeImage = { type: PhotoType; width: number; height: number; length: number }

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0)
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8)
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2)

/** Markup a photo's metadata has no business holding (an image that is also a page: a polyglot). */
const markup = /<(?:script|html|body|iframe|svg|object|embed|!doctype)\b/i

function hasMarkup(bytes: Uint8Array): boolean {
  let text = ''
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192))
  return markup.test(text)
}

/**
 * The byte after the entropy-coded data that starts at `i`: the next marker other than a stuffed byte
 * (FF 00) or a restart (FF D0–D7), or the length when none comes.
 */
function scanEnd(b: Uint8Array, i: number): number {
  for (let at = b.indexOf(0xff, i); at !== -1 && at + 1 < b.length; at = b.indexOf(0xff, at + 1)) {
    const next = b[at + 1] ?? 0
    if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return at
  }
  return b.length
}

/**
 * The frame size of a JPEG that runs from SOI through its segments and scans (a progressive one has
 * several) to an EOI, and where that EOI ends; null when no scan reaches an EOI.
 */
function jpeg(b: Uint8Array): { width: number; height: number; length: number } | null {
  let size: { width: number; height: number } | null = null
  let scanned = false
  let i = 2
  while (i + 2 <= b.length) {
    if (b[i] !== 0xff) return null
    let marker = b[i + 1] ?? 0
    while (marker === 0xff && i + 2 < b.length) marker = b[++i + 1] ?? 0 // fill bytes
    if (marker === 0xd9) return scanned && size ? { ...size, length: i + 2 } : null // EOI before any scan: no picture
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2
      continue
    }
    if (i + 4 > b.length) return null
    const length = u16be(b, i + 2)
    if (length < 2 || i + 2 + length > b.length) return null
    const payload = b.subarray(i + 4, i + 2 + length)
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc
    if (isFrame && !size) {
      if (payload.length < 5) return null
      size = { height: u16be(payload, 1), width: u16be(payload, 3) }
    } else if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) {
      if (hasMarkup(payload)) return null
    }
    i += 2 + length
    if (marker === 0xda) {
      // Start of scan: its entropy-coded data runs to the next marker.
      if (!size) return null
      scanned = true
      i = scanEnd(b, i)
    }
  }
  return null
}

/** The size of a PNG whose chunks run from IHDR to the IEND it ends with, or null. */
function png(b: Uint8Array): { width: number; height: number; length: number } | null {
  let i = 8
  let size: { width: number; height: number } | null = null
  while (i + 12 <= b.length) {
    const length = u32be(b, i)
    const type = String.fromCharCode(...b.subarray(i + 4, i + 8))
    const end = i + 12 + length
    if (end > b.length) return null
    if (i === 8) {
      if (type !== 'IHDR' || length !== 13) return null
      size = { width: u32be(b, i + 8), height: u32be(b, i + 12) }
    } else if (type === 'tEXt' || type === 'iTXt' || type === 'zTXt') {
      if (hasMarkup(b.subarray(i + 8, i + 8 + length))) return null
    }
    if (type === 'IEND') return end === b.length && size ? { ...size, length: end } : null
    i = end
  }
  return null
}

/** The logical screen of a GIF that ends with its trailer, or null. */
function gif(b: Uint8Array): { width: number; height: number; length: number } | null {
  const version = String.fromCharCode(...b.subarray(0, 6))
  if ((version !== 'GIF87a' && version !== 'GIF89a') || b.length < 14 || b[b.length - 1] !== 0x3b) return null
  return { width: u16le(b, 6), height: u16le(b, 8), length: b.length }
}

/** Whether a size is one a camera makes: ≤ 12,000 px a side and ≤ 50 megapixels, neither side 0. */
export function isSaneSize({ width, height }: { width: number; height: number }): boolean {
  return (
    width >= 1 &&
    height >= 1 &&
    width <= limits.photoMaxSide &&
    height <= limits.photoMaxSide &&
    width * height <= limits.photoMaxPixels
  )
}

/**
 * The photo if it is a whole PNG, GIF or JPEG of a sane size, else null: its header parses, a JPEG's
 * scan reaches an EOI from its SOI through a frame header (what follows the EOI is no part of it:
 * `length`), a PNG runs from IHDR to the IEND it ends with, a GIF ends with its trailer; its size is one a
 * camera makes (`isSaneSize`); its metadata holds no markup. Read whole (a photo is ≤ 2 MB).
 * Example: the first 100 bytes of a JPEG → null (cut short); a motion photo → its JPEG's `length`.
 */
export function wholeImage(bytes: Uint8Array): WholeImage | null {
  const type = imageTypeOf(bytes)
  if (!type) return null
  const size = type === 'image/jpeg' ? jpeg(bytes) : type === 'image/png' ? png(bytes) : gif(bytes)
  return size && isSaneSize(size) ? { type, ...size } : null
}
