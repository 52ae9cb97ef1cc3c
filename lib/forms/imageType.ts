/** The photo types the application accepts (spec section 5: png, gif, jpeg). */
export const photoTypes = ['image/png', 'image/gif', 'image/jpeg'] as const
export type PhotoType = (typeof photoTypes)[number]

const signatures: readonly [PhotoType, readonly number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]], // "GIF8" (GIF87a, GIF89a)
  ['image/jpeg', [0xff, 0xd8, 0xff]],
]

/**
 * The image type a file really is, from its first bytes (not its name or declared type), or null.
 * Example: `imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))` → 'image/jpeg'.
 */
export function imageTypeOf(head: Uint8Array): PhotoType | null {
  for (const [type, magic] of signatures) {
    if (magic.every((byte, i) => head[i] === byte)) return type
  }
  return null
}

/**
 * The HEIF brands of a still photo or burst (ISO/IEC 23008-12): HEVC-coded ones (`heic`, `heix`, …, what
 * iPhones and many Android cameras save) and the generic image and sequence brands (`mif1`, `msf1`).
 * AVIF (`avif`, `avis`) is HEIF too but is named apart: it is not what a phone's camera saves.
 */
const heifBrands = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'mif2',
  'msf1',
])

/**
 * Whether a file is a HEIC/HEIF photo, from its first bytes: an ISO box `ftyp` whose major brand is a
 * HEIF one. Browsers other than Safari cannot decode it (Chrome on Android included), so it cannot be
 * reduced or shown, and the form says how to send it as JPEG instead.
 * Example: the first 12 bytes of an iPhone photo, `…ftypheic` → true.
 */
export function isHeif(head: Uint8Array): boolean {
  if (head.length < 12) return false
  const box = String.fromCharCode(...head.subarray(4, 8))
  return box === 'ftyp' && heifBrands.has(String.fromCharCode(...head.subarray(8, 12)))
}

/** A file's name or declared type says HEIC/HEIF (`IMG_0042.HEIC`, `image/heif-sequence`). */
export function namedHeif(file: { name: string; type: string }): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /\.(heic|heif|hif)$/i.test(file.name)
}

/**
 * A file name reduced to safe characters (letters, digits, dot, dash, underscore; accents dropped),
 * with the extension of its real type. Example: `safeFileName('Minha foto (1).JPG', 'image/jpeg')` →
 * 'Minha-foto-1.jpg'.
 */
export function safeFileName(name: string, type: PhotoType): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : 'gif'
  const base = (name.split(/[/\\]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
  return `${base || 'photo'}.${extension}`
}
