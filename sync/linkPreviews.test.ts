import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { faceTileName } from '../lib/media/linkPreview'
import { addLinkPreviews, type PreviewStore } from './linkPreviews'
import { silentProgress } from './progress'
import { tinyContent } from './testing/tinyContent'

/** A media store in memory, counting what is written. */
function memoryStore(
  files = new Map<string, Uint8Array>(),
): PreviewStore & { files: Map<string, Uint8Array> } {
  return {
    files,
    put: async (name, bytes) => {
      files.set(name, bytes)
    },
    has: async (name) => files.has(name),
    get: async (name) => files.get(name) ?? null,
  }
}

const photo = async (r: number) =>
  new Uint8Array(
    await sharp({ create: { width: 600, height: 800, channels: 3, background: { r, g: 100, b: 50 } } })
      .webp()
      .toBuffer(),
  )

/** Two talents with mirrored photos (as mirrorMedia leaves them), a third whose cover was not mirrored. */
async function mirrored() {
  const content = tinyContent(3)
  const store = memoryStore()
  const names = ['aaaaaaaaaaaaaaa1', 'aaaaaaaaaaaaaaa2', 'bbbbbbbbbbbbbbb1', 'bbbbbbbbbbbbbbb2']
  for (const [i, hash] of names.entries()) store.files.set(`${hash}.600x800.webp`, await photo(40 * i))
  const [p1, p2] = content.profiles
  if (!p1 || !p2) throw new Error('tinyContent gave fewer profiles')
  p1.cover = '/media/aaaaaaaaaaaaaaa1.600x800.webp'
  p1.book = [{ src: '/media/bbbbbbbbbbbbbbb1.600x800.webp', width: 600, height: 800 }]
  p2.cover = '/media/aaaaaaaaaaaaaaa2.600x800.webp'
  p2.book = []
  return { content, store }
}

const options = (store: PreviewStore, warnings: string[] = []) => ({
  store,
  concurrency: 2,
  progress: silentProgress(),
  warn: (line: string) => warnings.push(line),
})

describe('addLinkPreviews', () => {
  it("gives each profile with mirrored photos a 1,200 × 630 preview, and stores its face's tile", async () => {
    const { content, store } = await mirrored()
    const { content: out, made } = await addLinkPreviews(content, options(store))
    const [p1, p2, p3] = out.profiles
    expect(p1?.preview).toMatch(/^\/media\/[0-9a-f]{16}\.1200x630\.jpg$/)
    expect(p2?.preview).toMatch(/^\/media\/[0-9a-f]{16}\.1200x630\.jpg$/)
    expect(p3?.preview).toBeUndefined()
    expect(made).toBe(4)
    for (const p of [p1, p2]) {
      const preview = store.files.get(p?.preview?.slice('/media/'.length) ?? '')
      expect(preview && (await sharp(preview).metadata()).width).toBe(1200)
      const tile = store.files.get(faceTileName(p?.cover ?? null) ?? '')
      expect(tile && (await sharp(tile).metadata()).height).toBe(630)
    }
  })

  it('makes nothing again for the same photos and names, and a new preview for a new name', async () => {
    const { content, store } = await mirrored()
    const first = await addLinkPreviews(content, options(store))
    const again = await addLinkPreviews(first.content, options(store))
    expect(again.made).toBe(0)
    expect(again.content.profiles.map((p) => p.preview)).toEqual(first.content.profiles.map((p) => p.preview))
    const renamed = structuredClone(first.content)
    if (renamed.profiles[0]) renamed.profiles[0].name = 'Talent Renamed'
    const third = await addLinkPreviews(renamed, options(store))
    expect(third.made).toBe(1)
    expect(third.content.profiles[0]?.preview).not.toBe(first.content.profiles[0]?.preview)
  })

  it('warns and leaves the preview out when a mirrored photo is missing from the store', async () => {
    const { content, store } = await mirrored()
    store.files.delete('bbbbbbbbbbbbbbb1.600x800.webp')
    const warnings: string[] = []
    const { content: out } = await addLinkPreviews(content, options(store, warnings))
    expect(out.profiles[0]?.preview).toBeUndefined()
    expect(out.profiles[1]?.preview).toBeDefined()
    expect(warnings).toEqual([
      'warning: link preview: /media/bbbbbbbbbbbbbbb1.600x800.webp is not in the media store',
    ])
  })
})
