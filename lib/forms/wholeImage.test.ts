import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { isHeif } from './imageType'
import { wholeImage } from './wholeImage'

/** A real phone sample (tests/samples, made by tests/samples/make.ts). */
const sample = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, '..', '..', 'tests', 'samples', name)))

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
    for (const format of ['jpeg', 'png', 'gif'] as const) {
      const bytes = await make(format)
      expect(wholeImage(bytes)).toEqual({
        type: `image/${format}`,
        width: 40,
        height: 30,
        length: bytes.length,
      })
    }
  })

  it('reads a progressive JPEG through all its scans to its end', async () => {
    const progressive = new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5' } })
        .jpeg({ progressive: true })
        .toBuffer(),
    )
    expect(wholeImage(progressive)).toEqual({
      type: 'image/jpeg',
      width: 64,
      height: 48,
      length: progressive.length,
    })
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

  it('refuses a JPEG that is also a page (markup in its comment); a page after its end is no part of it', async () => {
    const jpeg = await make('jpeg')
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>')
    const comment = [0xff, 0xfe, 0, html.length + 2, ...html]
    const polyglot = new Uint8Array([...jpeg.subarray(0, 2), ...comment, ...jpeg.subarray(2)])
    expect(wholeImage(polyglot)).toBeNull()
    expect(wholeImage(new Uint8Array([...jpeg, ...html]))?.length).toBe(jpeg.length)
  })

  it('refuses sizes no camera makes: 65535×65535, 100000×100000, over 50 megapixels, zero', () => {
    expect(wholeImage(pngDeclaring(4000, 3000))).toMatchObject({
      type: 'image/png',
      width: 4000,
      height: 3000,
    })
    expect(wholeImage(pngDeclaring(65535, 65535))).toBeNull()
    expect(wholeImage(pngDeclaring(100000, 100000))).toBeNull()
    expect(wholeImage(pngDeclaring(12000, 5000))).toBeNull()
    expect(wholeImage(pngDeclaring(0, 10))).toBeNull()
  })

  it("ends a phone's JPEG at its end marker: a Pixel motion photo's MP4 and a Samsung trailer are not the picture", () => {
    const motion = sample('motion-photo.jpg')
    const mp4 = readFileSync(join(import.meta.dirname, '..', '..', 'cms', 'media', 'news-1.mp4'))
    const pixel = wholeImage(motion)
    expect(pixel).toMatchObject({ type: 'image/jpeg', width: 96, height: 128 })
    expect(pixel?.length).toBe(motion.length - mp4.length)
    expect(motion.subarray(pixel?.length)).toEqual(new Uint8Array(mp4))

    const samsung = sample('samsung-trailer.jpg')
    const trailed = wholeImage(samsung)
    expect(trailed).toMatchObject({ type: 'image/jpeg', width: 96, height: 128 })
    const trailer = new TextDecoder('latin1').decode(samsung.subarray(trailed?.length))
    expect(trailer.startsWith('\0\0\x01\x0a')).toBe(true)
    expect(trailer.endsWith('SEFT')).toBe(true)
  })

  it('refuses a JPEG whose scan never reaches an end marker, even with bytes after it', async () => {
    const jpeg = await make('jpeg')
    const mp4 = readFileSync(join(import.meta.dirname, '..', '..', 'cms', 'media', 'news-1.mp4'))
    expect(wholeImage(new Uint8Array([...jpeg.subarray(0, jpeg.length - 2), ...mp4]))).toBeNull()
  })

  it('tells a HEIC photo (a real one, brand heic) from the photos it accepts', async () => {
    const heic = sample('photo.heic')
    expect(wholeImage(heic)).toBeNull()
    expect(isHeif(heic)).toBe(true)
    expect(isHeif(sample('motion-photo.jpg'))).toBe(false)
    const avif = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .avif()
        .toBuffer(),
    )
    expect(isHeif(avif)).toBe(false)
  })
})
