import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { wholeImage } from './wholeImage'

const make = async (format: 'jpeg' | 'png' | 'gif', width = 40, height = 30) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 90 } } })
      .toFormat(format)
      .toBuffer(),
  )

/** A PNG of 8 bytes' signature, an IHDR that declares `width`×`height`, and an IEND: no pixels needed. */
function pngDeclaring(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: number[]) => {
    const len = data.length
    return [
      len >>> 24,
      (len >>> 16) & 255,
      (len >>> 8) & 255,
      len & 255,
      ...[...type].map((c) => c.charCodeAt(0)),
      ...data,
      0,
      0,
      0,
      0,
    ]
  }
  const be = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', [...be(width), ...be(height), 8, 2, 0, 0, 0]),
    ...chunk('IEND', []),
  ])
}

describe('wholeImage (issue 28: a photo is accepted only whole and of a sane size)', () => {
  it('reads the type and size of whole JPEG, PNG and GIF photos', async () => {
    expect(wholeImage(await make('jpeg'))).toEqual({ type: 'image/jpeg', width: 40, height: 30 })
    expect(wholeImage(await make('png'))).toEqual({ type: 'image/png', width: 40, height: 30 })
    expect(wholeImage(await make('gif'))).toEqual({ type: 'image/gif', width: 40, height: 30 })
  })

  it('refuses a JPEG cut short, a 3-byte JPEG, and a PNG without its IEND', async () => {
    const jpeg = await make('jpeg')
    expect(wholeImage(jpeg.subarray(0, jpeg.length - 10))).toBeNull()
    expect(wholeImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBeNull()
    expect(wholeImage(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull()
    const png = await make('png')
    expect(wholeImage(png.subarray(0, png.length - 12))).toBeNull()
    const gif = await make('gif')
    expect(wholeImage(gif.subarray(0, gif.length - 1))).toBeNull()
  })

  it('refuses a JPEG that is also a page: markup in its comment, or a page after its end', async () => {
    const jpeg = await make('jpeg')
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const comment = [0xff, 0xfe, 0, html.length + 2, ...html]
    const polyglot = new Uint8Array([...jpeg.subarray(0, 2), ...comment, ...jpeg.subarray(2)])
    expect(wholeImage(polyglot)).toBeNull()
    expect(wholeImage(new Uint8Array([...jpeg, ...html]))).toBeNull()
  })

  it('refuses sizes no camera makes: 65535×65535, 100000×100000, over 50 megapixels, zero', () => {
    expect(wholeImage(pngDeclaring(4000, 3000))).toEqual({ type: 'image/png', width: 4000, height: 3000 })
    expect(wholeImage(pngDeclaring(65535, 65535))).toBeNull()
    expect(wholeImage(pngDeclaring(100000, 100000))).toBeNull()
    expect(wholeImage(pngDeclaring(12000, 5000))).toBeNull()
    expect(wholeImage(pngDeclaring(0, 10))).toBeNull()
  })
})
