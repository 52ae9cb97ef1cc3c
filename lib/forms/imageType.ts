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
