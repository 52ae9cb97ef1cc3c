import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { faceTileName, linkPreview, selectionPreviewPath } from '../lib/media/linkPreview'
import { type RosterCardsFile, rosterCardsAsset } from '../lib/roster/rosterCards'
import { builtRoster } from './snapshot'
import { type Assets, harness } from './testing/workerd'

// A shared selection's link preview, composed by the Worker in workerd (functions/selectionPreview.ts,
// functions/routes/selectionPreview.ts) from the face tiles the sync stores in the media store beside the
// mirrored photos (R2: docs/decisions/0061): a talent's cover names its tile by its hash.

// Five talents with covers of their own (the demo's photos come from a shared pool, and a tile is its cover's).
const talents = builtRoster
  .filter((t, i, all) => t.cover !== null && all.findIndex((o) => o.cover === t.cover) === i)
  .slice(0, 5)
const [first, second, third, fourth] = talents
if (!first || !second || !third || !fourth) throw new Error('the build has fewer than 4 talents')

/** A tile of one colour per talent, stored under the name its cover gives it. */
const colours = [
  { r: 220, g: 30, b: 30 },
  { r: 30, g: 200, b: 30 },
  { r: 30, g: 30, b: 220 },
  { r: 220, g: 200, b: 30 },
  { r: 30, g: 200, b: 220 },
]
const tiles = new Map<string, Buffer>(
  await Promise.all(
    talents.map(async (t, i) => {
      const bytes = await sharp({
        create: { ...linkPreview.tile, channels: 3, background: colours[i] ?? { r: 0, g: 0, b: 0 } },
      })
        .jpeg({ quality: 80 })
        .toBuffer()
      return [faceTileName(t.cover) ?? '', bytes] as const
    }),
  ),
)
const face = (t: (typeof talents)[number]) => ({
  id: t.id,
  tile: faceTileName(t.cover) ?? '',
})

const cards: RosterCardsFile = {
  talents: builtRoster.map((t) => ({
    id: t.id,
    name: t.name,
    slug: t.slug,
    gender: t.gender,
    cover: t.cover,
    categories: t.categories,
    height: null,
    hair: null,
    eyes: null,
    card: `<li id="talent-${t.id}"></li>`,
  })),
  search: {},
  empty: '<p></p>',
  template: '<li></li>',
}
/** The favorites page's head as components/shell/Seo.tsx writes it, with the site's picture. */
const favoritesPage = `<!doctype html><html lang="pt"><head>
<meta property="og:image" content="https://www.site.test/og-image.jpg"/><meta property="og:image:width" content="1200"/><meta property="og:image:height" content="630"/>
</head><body></body></html>`

const assets: Assets = (path) => {
  if (path === '/favoritos') return new Response(favoritesPage, { headers: { 'content-type': 'text/html' } })
  if (path === rosterCardsAsset.pt) return Response.json(cards)
  return undefined
}

/** The colour at the middle of the picture's column `x`. */
async function colourAt(jpeg: Uint8Array, x: number) {
  const data = await sharp(jpeg).extract({ left: x, top: 315, width: 1, height: 1 }).raw().toBuffer()
  return { r: data[0] ?? 0, g: data[1] ?? 0, b: data[2] ?? 0 }
}
const near = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) =>
  Math.abs(a.r - b.r) + Math.abs(a.g - b.g) + Math.abs(a.b - b.b) < 40

/** A harness whose media store holds the tiles (`over`: other pictures under the same names). */
async function withTiles(over?: Map<string, Buffer>) {
  const h = harness({}, { assets })
  for (const [name, bytes] of over ?? tiles)
    await h.call('putMedia', name, bytes.toString('base64'), 'image/jpeg')
  return h
}

describe('GET /media/selection/…: a shared selection’s link preview', () => {
  it("is a 1,200 × 630 JPEG within 300 KB of its three talents' faces, side by side in order", async () => {
    const h = await withTiles()
    const path = selectionPreviewPath([second, first, third].map(face))
    const res = await h.request(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const jpeg = new Uint8Array(await res.arrayBuffer())
    const meta = await sharp(jpeg).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
    expect(jpeg.length).toBeLessThanOrEqual(linkPreview.maxBytes)
    expect(near(await colourAt(jpeg, 200), colours[1] ?? colours[0] ?? { r: 0, g: 0, b: 0 })).toBe(true)
    expect(near(await colourAt(jpeg, 600), colours[0] ?? { r: 0, g: 0, b: 0 })).toBe(true)
    expect(near(await colourAt(jpeg, 1000), colours[2] ?? { r: 0, g: 0, b: 0 })).toBe(true)
    // Composed once: with other pictures under the tiles' names, the next request is still the edge cache's.
    const black = await sharp({
      create: { ...linkPreview.tile, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .jpeg()
      .toBuffer()
    for (const name of tiles.keys()) await h.call('putMedia', name, black.toString('base64'), 'image/jpeg')
    const cached = await h.request(path)
    expect(new Uint8Array(await cached.arrayBuffer())).toEqual(jpeg)
  })

  it('shows the first three of a longer selection: its address is a 302 to theirs', async () => {
    const h = harness({}, { assets })
    const res = await h.request(
      `/media/selection/${[first, second, third, fourth].map((t) => t.id).join('-')}.jpg`,
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(selectionPreviewPath([first, second, third].map(face)))
  })

  it('centres one face on the paper', async () => {
    const h = await withTiles()
    const res = await h.request(selectionPreviewPath([face(fourth)]))
    const jpeg = new Uint8Array(await res.arrayBuffer())
    expect(near(await colourAt(jpeg, 600), colours[3] ?? { r: 0, g: 0, b: 0 })).toBe(true)
    expect(near(await colourAt(jpeg, 100), { r: 255, g: 255, b: 255 })).toBe(true)
  })

  it('is a 404 for ids of no talent of the build, and for an address that names none', async () => {
    const h = harness({}, { assets })
    for (const path of [
      '/media/selection/987654321.jpg',
      '/media/selection/abc.jpg',
      '/media/selection/1-.jpg',
    ]) {
      expect((await h.request(path)).status, path).toBe(404)
    }
  })

  it("is named as the og:image of the selection's shared link, with its size and alt", async () => {
    const h = harness({}, { assets })
    const page = await (await h.request(`/favoritos?ids=${third.id},987654321,${first.id}`)).text()
    const meta = (property: string) =>
      new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(page)?.[1]
    expect(meta('og:image')).toBe(`https://www.site.test${selectionPreviewPath([third, first].map(face))}`)
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630'])
    expect(meta('og:image:alt')).toBe('Rostos de uma seleção de talentos da Lumière Models')
  })
})
