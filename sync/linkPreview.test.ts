import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { linkPreview } from '../lib/media/linkPreview'
import { faceTile, talentPreview } from './linkPreview'

/** A photo of noise (the hardest picture for JPEG to make small), the same for the same seed. */
async function noise(width: number, height: number, seed: number): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3)
  let x = seed >>> 0 || 1
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    pixels[i] = x & 0xff
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg()
      .toBuffer(),
  )
}

/** A plain photo of one colour. */
const plain = async (width: number, height: number, r: number, g: number, b: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
      .jpeg()
      .toBuffer(),
  )

/** How many of the name panel's pixels (x < 360, above the site's name) are dark: ink on white. */
async function inkInPanel(jpeg: Uint8Array): Promise<number> {
  const { data, info } = await sharp(jpeg)
    .extract({ left: 0, top: 0, width: 360, height: 540 })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let dark = 0
  for (let i = 0; i < info.width * info.height; i++) if ((data[i] ?? 255) < 96) dark++
  return dark
}

const site = 'Lumière Models'

describe('talentPreview', () => {
  it('is a 1,200 × 630 JPEG within 300 KB, even of photos of pure noise', async () => {
    const bytes = await talentPreview({
      face: await noise(1200, 1600, 1),
      book: await noise(1920, 1280, 2),
      name: 'Maria Eduarda Conceição dos Santos Silva',
      site,
    })
    const meta = await sharp(bytes).metadata()
    expect(meta.format).toBe('jpeg')
    expect([meta.width, meta.height]).toEqual([linkPreview.width, linkPreview.height])
    expect(bytes.length).toBeLessThanOrEqual(linkPreview.maxBytes)
  })

  it('makes the same bytes from the same photos and name', async () => {
    const input = { face: await plain(800, 1067, 180, 90, 60), book: await plain(1200, 1600, 40, 80, 120) }
    const a = await talentPreview({ ...input, name: 'Ágata Conceição', site })
    const b = await talentPreview({ ...input, name: 'Ágata Conceição', site })
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true)
  })

  it('sets the name in the panel beside the photos: a longer name inks more of it', async () => {
    const input = { face: await plain(800, 1067, 180, 90, 60), book: await plain(1200, 1600, 40, 80, 120) }
    const short = await inkInPanel(await talentPreview({ ...input, name: 'Ana', site }))
    const long = await inkInPanel(await talentPreview({ ...input, name: 'Maria Eduarda Silva', site }))
    expect(short).toBeGreaterThan(200)
    expect(long).toBeGreaterThan(short * 2)
  })

  it('shows the face in the middle and the book photo on the right', async () => {
    const bytes = await talentPreview({
      face: await plain(800, 1067, 200, 30, 30),
      book: await plain(1200, 1600, 30, 30, 200),
      name: 'Ana',
      site,
    })
    const pixel = async (left: number) => {
      const data = await sharp(bytes).extract({ left, top: 315, width: 1, height: 1 }).raw().toBuffer()
      return [...data]
    }
    const [r1, , b1] = await pixel(600)
    const [r2, , b2] = await pixel(1020)
    expect(r1).toBeGreaterThan(150)
    expect(b1).toBeLessThan(80)
    expect(b2).toBeGreaterThan(150)
    expect(r2).toBeLessThan(80)
  })
})

describe('faceTile', () => {
  it('is a 400 × 630 baseline JPEG of the cover', async () => {
    const bytes = await faceTile(await noise(800, 1067, 3))
    const meta = await sharp(bytes).metadata()
    expect([meta.format, meta.width, meta.height, meta.isProgressive]).toEqual(['jpeg', 400, 630, false])
  })
})
