// Photos of an exact byte size for the Worker's tests: whole images as the Worker checks them
// (lib/forms/wholeImage.ts: a JPEG from SOI with a frame header to its EOI, a PNG from IHDR to IEND, a GIF
// to its trailer), 40×30 px, with pixel data that is filler (no decoder reads it), and unique bytes per
// `seed`. `pdf` is a file that is no photo at all.

const be16 = (n: number) => [(n >>> 8) & 255, n & 255]
const be32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]

/** `size` bytes in all: `head`, filler, then `tail`. */
function framed(head: number[], tail: number[], size: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(size)
  // Filler that never forms a JPEG marker (no 0xff) nor "<" (no markup).
  for (let i = 0; i < size; i++) bytes[i] = ((i * 31 + 7 + seed) % 200) + 40
  bytes.set(head)
  bytes.set(tail, size - tail.length)
  return bytes
}

export function photo(kind: 'jpeg' | 'png' | 'gif' | 'pdf', size = 4096, seed = 0): Uint8Array {
  if (kind === 'jpeg') {
    const frame = [0xff, 0xc0, ...be16(11), 8, ...be16(30), ...be16(40), 1, 1, 0x11, 0]
    const scan = [0xff, 0xda, ...be16(8), 1, 1, 0, 0, 63, 0]
    return framed([0xff, 0xd8, ...frame, ...scan], [0xff, 0xd9], size, seed)
  }
  if (kind === 'png') {
    const ihdr = [
      ...be32(13),
      ...'IHDR'.split('').map((c) => c.charCodeAt(0)),
      ...be32(40),
      ...be32(30),
      8,
      2,
      0,
      0,
      0,
      0,
      0,
      0,
      0,
    ]
    const dataLength = size - 8 - ihdr.length - 12 - 12
    const idat = [...be32(dataLength), ...'IDAT'.split('').map((c) => c.charCodeAt(0))]
    const iend = [0, 0, 0, 0, ...'IEND'.split('').map((c) => c.charCodeAt(0)), 0xae, 0x42, 0x60, 0x82]
    const crc = [0, 0, 0, 0]
    const bytes = framed(
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr, ...idat],
      [...crc, ...iend],
      size,
      seed,
    )
    return bytes
  }
  if (kind === 'gif')
    return framed([...new TextEncoder().encode('GIF89a'), 40, 0, 30, 0, 0, 0, 0], [0x3b], size, seed)
  return framed([...new TextEncoder().encode('%PDF-1.7')], [], size, seed)
}
