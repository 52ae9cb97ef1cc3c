import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { imageAttrs } from '../lib/media/imageAttrs'
import { dirMediaStore } from './mediaStore'
import { filesOf, imageUrls, type MirrorOptions, mirrorMedia, referencedMedia } from './mirrorMedia'
import { silentProgress } from './progress'
import { tinyContent } from './testing/tinyContent'

let mediaDir: string
let requests: string[]

/** Real pictures, by URL: a portrait cover, a book page two URLs share, a wide slide, a small PNG. */
const pictures: Record<string, { width: number; height: number; type: 'jpeg' | 'png' | 'gif'; hue: number }> =
  {
    'https://img.test/cover-1.jpg': { width: 600, height: 800, type: 'jpeg', hue: 10 },
    'https://img.test/cover-2.jpg': { width: 600, height: 800, type: 'jpeg', hue: 20 },
    'https://img.test/book-1.jpg': { width: 700, height: 1000, type: 'jpeg', hue: 30 },
    'https://img.test/book-2.jpg': { width: 700, height: 1000, type: 'jpeg', hue: 30 },
    'https://img.test/slide.jpg': { width: 2400, height: 1350, type: 'jpeg', hue: 40 },
    'https://img.test/inline.jpg?a=1&b=2': { width: 300, height: 200, type: 'png', hue: 50 },
  }

const rendered = new Map<string, Promise<Buffer>>()
const picture = (url: string) => {
  const p = pictures[url]
  if (!p) throw new Error(`no picture for ${url}`)
  const key = `${p.width}x${p.height}.${p.type}.${p.hue}`
  let bytes = rendered.get(key)
  if (!bytes) {
    const image = sharp({
      create: {
        width: p.width,
        height: p.height,
        channels: 3,
        background: { r: p.hue * 4, g: 120, b: 200 - p.hue },
      },
    })
    bytes = (p.type === 'png' ? image.png() : p.type === 'gif' ? image.gif() : image.jpeg()).toBuffer()
    rendered.set(key, bytes)
  }
  return bytes
}

/** A video file's bytes (the mirror stores videos as they are). */
const video = new TextEncoder().encode('\u0000\u0000\u0000\u0018ftypmp42 a short film')

/** An image host: every picture answers its bytes, except the ones a test breaks or retypes. */
function host(broken: Record<string, number[]> = {}, types: Record<string, string> = {}): typeof fetch {
  return async (input) => {
    const url = String(input)
    requests.push(url)
    if (url.endsWith('.mp4')) return new Response(video, { headers: { 'content-type': 'video/mp4' } })
    const statuses = broken[url]
    const status = statuses?.shift()
    if (status) return new Response('no', { status })
    const type = types[url] ?? `image/${pictures[url]?.type ?? 'jpeg'}`
    const body = type === 'image/jpeg' && types[url] ? 'not a picture' : new Uint8Array(await picture(url))
    return new Response(body, { headers: { 'content-type': type } })
  }
}

const sha16 = async (url: string) =>
  createHash('sha256')
    .update(await picture(url))
    .digest('hex')
    .slice(0, 16)
const webpSize = async (file: string) => {
  const meta = await sharp(join(mediaDir, file)).metadata()
  return `${meta.format} ${meta.width}x${meta.height}`
}

const options = (fetcher: typeof fetch, warnings: string[] = []): MirrorOptions => ({
  store: dirMediaStore(mediaDir),
  cmsOrigins: [],
  concurrency: 3,
  fetch: fetcher,
  timeoutMs: 1000,
  retries: 2,
  backoffMs: 1,
  progress: silentProgress(),
  warn: (line) => warnings.push(line),
})

beforeEach(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'media-test-'))
  requests = []
})
afterEach(() => rm(mediaDir, { recursive: true, force: true }))

describe('mirrorMedia', () => {
  it('finds every image and video file the snapshot references', () => {
    const urls = imageUrls(tinyContent(2))
    expect(urls).toEqual([
      'https://img.test/book-1.jpg',
      'https://img.test/book-2.jpg',
      'https://img.test/cover-1.jpg',
      'https://img.test/cover-2.jpg',
      'https://img.test/cover.mp4',
      'https://img.test/inline.jpg?a=1&b=2',
      'https://img.test/slide.jpg',
    ])
  })

  it('downloads each image once, stores it by content hash as WebP variants and rewrites the URLs', async () => {
    const result = await mirrorMedia(tinyContent(2), options(host()))
    expect(requests).toHaveLength(7)
    const book = `/media/${await sha16('https://img.test/book-1.jpg')}.700x1000.webp`
    const cover1 = `/media/${await sha16('https://img.test/cover-1.jpg')}.600x800.webp`
    expect(result.content.profiles.map((p) => p.book[0]?.src)).toEqual([book, book])
    expect(result.content.talents[0]?.cover).toBe(cover1)
    expect(result.content.profiles[0]?.cover).toBe(cover1)
    const inline = `/media/${await sha16('https://img.test/inline.jpg?a=1&b=2')}.300x200.webp`
    expect(result.content.posts.pt[0]?.content).toContain(`<img src="${inline}" alt="i" />`)
    const film = `${createHash('sha256').update(video).digest('hex').slice(0, 16)}.mp4`
    expect(result.content.posts.pt[0]?.cover).toEqual({ kind: 'video', src: `/media/${film}` })
    expect(new Uint8Array(await readFile(join(mediaDir, film)))).toEqual(video)
    // Covers 600 wide: 320 and 480 below; book 700: 320, 480, 640; inline 300: none; slide 2400 → 1920: 320,
    // 480, 640, 750, 960, 1280; the film.
    expect(await readdir(mediaDir)).toHaveLength(2 * 3 + 4 + 1 + 7 + 1)
    expect(result).toMatchObject({ images: 7, written: 19 })

    const again = await mirrorMedia(tinyContent(2), options(host()))
    expect(again.written).toBe(0)
  })

  it('writes each variant at its width in WebP, a large original scaled down, and srcset names them all', async () => {
    const result = await mirrorMedia(tinyContent(1), options(host()))
    const cover = result.content.talents[0]?.cover ?? ''
    const hash = await sha16('https://img.test/cover-1.jpg')
    expect(await webpSize(`${hash}.600x800.webp`)).toBe('webp 600x800')
    expect(await webpSize(`${hash}.480w.webp`)).toBe('webp 480x640')
    expect(await webpSize(`${hash}.320w.webp`)).toBe('webp 320x427')
    expect((await stat(join(mediaDir, `${hash}.600x800.webp`))).size).toBeLessThan(
      (await picture('https://img.test/cover-1.jpg')).length,
    )
    expect(imageAttrs(cover, '50vw')).toEqual({
      src: cover,
      srcSet: `/media/${hash}.320w.webp 320w, /media/${hash}.480w.webp 480w, ${cover} 600w`,
      sizes: '50vw',
      width: 600,
      height: 800,
    })

    const slide = result.content.posts.en[0]?.slides[0] ?? ''
    const slideHash = await sha16('https://img.test/slide.jpg')
    expect(slide).toBe(`/media/${slideHash}.1920x1080.webp`)
    expect(await webpSize(`${slideHash}.1920x1080.webp`)).toBe('webp 1920x1080')
    expect(await webpSize(`${slideHash}.1280w.webp`)).toBe('webp 1280x720')
    expect(
      imageAttrs(slide, '100vw')
        .srcSet?.split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['320w', '480w', '640w', '750w', '960w', '1280w', '1920w'])
  })

  it('keeps a GIF as it is, and the URL of bytes that do not decode', async () => {
    pictures['https://img.test/cover-2.jpg'] = { width: 50, height: 40, type: 'gif', hue: 60 }
    const warnings: string[] = []
    const result = await mirrorMedia(
      tinyContent(2),
      options(host({}, { 'https://img.test/cover-1.jpg': 'image/jpeg' }), warnings),
    )
    const gif = `${await sha16('https://img.test/cover-2.jpg')}.50x40.gif`
    expect(result.content.talents[1]?.cover).toBe(`/media/${gif}`)
    expect(await readFile(join(mediaDir, gif))).toEqual(await picture('https://img.test/cover-2.jpg'))
    expect(result.content.talents[0]?.cover).toBe('https://img.test/cover-1.jpg')
    expect(warnings).toEqual([expect.stringContaining('cover-1.jpg does not decode')])
    pictures['https://img.test/cover-2.jpg'] = { width: 600, height: 800, type: 'jpeg', hue: 20 }
  })

  it('lists each mirrored URL with its /media/ URL for the live API, sorted, a CMS URL by its path', async () => {
    const result = await mirrorMedia(tinyContent(1), options(host()))
    expect(Object.keys(result.table)).toEqual(imageUrls(tinyContent(1)))
    expect(result.table['https://img.test/cover-1.jpg']).toBe(result.content.talents[0]?.cover)
    const onCms = await mirrorMedia(tinyContent(1), { ...options(host()), cmsOrigins: ['https://img.test'] })
    expect(onCms.table['/cover-1.jpg']).toBe(result.content.talents[0]?.cover)
  })

  it('fetches nothing the previous table maps when the store holds its files; refetches what it lost', async () => {
    const first = await mirrorMedia(tinyContent(2), options(host()))
    requests = []
    const again = await mirrorMedia(tinyContent(2), { ...options(host()), previous: first.table })
    expect(requests).toEqual([])
    expect(again).toMatchObject({ reused: 7, written: 0 })
    expect(again.content).toEqual(first.content)

    const cover = (first.content.talents[0]?.cover ?? '').slice('/media/'.length)
    await rm(join(mediaDir, filesOf(cover)[0] ?? ''))
    const healed = await mirrorMedia(tinyContent(2), { ...options(host()), previous: first.table })
    expect(requests).toEqual(['https://img.test/cover-1.jpg'])
    expect(healed).toMatchObject({ reused: 6, written: 1 })
  })

  it('fills a second store from the local cache with the same bytes', async () => {
    const cacheDir = join(mediaDir, 'cache')
    const first = await mirrorMedia(tinyContent(1), { ...options(host()), cacheDir })
    const other = dirMediaStore(join(mediaDir, 'other'))
    const second = await mirrorMedia(tinyContent(1), { ...options(host()), store: other, cacheDir })
    expect(second.content).toEqual(first.content)
    const names = await other.list()
    expect(names.sort()).toEqual((await dirMediaStore(cacheDir).list()).sort())
    for (const name of names) expect(await other.get(name)).toEqual(await dirMediaStore(cacheDir).get(name))
  })

  it('names every file a snapshot references: an image with its variants, a video alone', () => {
    const image = 'aaaaaaaaaaaaaaaa.600x800.webp'
    const refs = referencedMedia([
      `{"cover": "/media/${image}", "film": "/media/bbbbbbbbbbbbbbbb.mp4"}`,
      '<img src=\\"/media/cccccccccccccccc.50x40.gif\\">',
    ])
    expect([...refs].sort()).toEqual(
      [
        'aaaaaaaaaaaaaaaa.320w.webp',
        'aaaaaaaaaaaaaaaa.480w.webp',
        image,
        'bbbbbbbbbbbbbbbb.mp4',
        'cccccccccccccccc.50x40.gif',
      ].sort(),
    )
  })

  it('retries a 5xx, and keeps the URL of an image the host does not have', async () => {
    const warnings: string[] = []
    const result = await mirrorMedia(
      tinyContent(1),
      options(host({ 'https://img.test/slide.jpg': [503], 'https://img.test/cover-1.jpg': [404] }), warnings),
    )
    expect(result.content.posts.en[0]?.slides[0]).toMatch(/^\/media\/[0-9a-f]{16}\.1920x1080\.webp$/)
    expect(result.content.talents[0]?.cover).toBe('https://img.test/cover-1.jpg')
    expect(warnings).toEqual([expect.stringContaining('cover-1.jpg answers 404')])
  })

  it('leaves out of a post a picture the host does not have, rather than show it broken', async () => {
    const warnings: string[] = []
    const result = await mirrorMedia(
      tinyContent(1),
      options(host({ 'https://img.test/inline.jpg?a=1&b=2': [404] }), warnings),
    )
    expect(result.content.posts.pt[0]?.content).not.toContain('<img')
    expect(warnings).toEqual([expect.stringContaining('inline.jpg?a=1&b=2 answers 404; not mirrored')])
  })

  it('fails when an image keeps failing', async () => {
    const broken = host({ 'https://img.test/slide.jpg': [500, 500, 500] })
    await expect(mirrorMedia(tinyContent(1), options(broken))).rejects.toThrow(
      /media https:\/\/img\.test\/slide\.jpg: status 500/,
    )
  })
})
