import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { imageUrls, type MirrorOptions, mirrorMedia } from './mirrorMedia'
import { silentProgress } from './progress'
import { tinyContent } from './testing/tinyContent'

let mediaDir: string
let requests: string[]
const sha = (s: string) => createHash('sha256').update(s).digest('hex')

/** An image host: every .jpg answers its own bytes, except the ones a test breaks. */
function host(broken: Record<string, number[]> = {}): typeof fetch {
  return async (input) => {
    const url = String(input)
    requests.push(url)
    const statuses = broken[url]
    const status = statuses?.shift()
    if (status) return new Response('no', { status })
    // Two URLs with the same bytes: stored once.
    const bytes = url.includes('book-') ? 'BOOK' : `bytes of ${url}`
    return new Response(bytes, { headers: { 'content-type': 'image/jpeg' } })
  }
}

const options = (fetcher: typeof fetch, warnings: string[] = []): MirrorOptions => ({
  mediaDir,
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
  it('finds every image the snapshot references, not the videos', () => {
    const urls = imageUrls(tinyContent(2))
    expect(urls).toEqual([
      'https://img.test/book-1.jpg',
      'https://img.test/book-2.jpg',
      'https://img.test/cover-1.jpg',
      'https://img.test/cover-2.jpg',
      'https://img.test/inline.jpg?a=1&b=2',
      'https://img.test/slide.jpg',
    ])
  })

  it('downloads each image once, stores it by content hash and rewrites the URLs', async () => {
    const result = await mirrorMedia(tinyContent(2), options(host()))
    expect(requests).toHaveLength(6)
    const book = `/media/${sha('BOOK')}.jpg`
    const cover1 = `/media/${sha('bytes of https://img.test/cover-1.jpg')}.jpg`
    expect(result.content.profiles.map((p) => p.book[0]?.src)).toEqual([book, book])
    expect(result.content.talents[0]?.cover).toBe(cover1)
    expect(result.content.profiles[0]?.cover).toBe(cover1)
    const inline = `/media/${sha('bytes of https://img.test/inline.jpg?a=1&b=2')}.jpg`
    expect(result.content.posts.pt[0]?.content).toContain(`<img src="${inline}" alt="i" />`)
    expect(result.content.posts.pt[0]?.cover).toEqual({ kind: 'video', src: 'https://img.test/cover.mp4' })
    expect((await readdir(mediaDir)).sort()).toHaveLength(5)
    expect(await readFile(join(mediaDir, `${sha('BOOK')}.jpg`), 'utf8')).toBe('BOOK')
    expect(result).toMatchObject({ images: 6, written: 5 })

    const again = await mirrorMedia(tinyContent(2), options(host()))
    expect(again.written).toBe(0)
  })

  it('retries a 5xx, and keeps the URL of an image the host does not have', async () => {
    const warnings: string[] = []
    const result = await mirrorMedia(
      tinyContent(1),
      options(host({ 'https://img.test/slide.jpg': [503], 'https://img.test/cover-1.jpg': [404] }), warnings),
    )
    expect(result.content.posts.en[0]?.slides[0]).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/)
    expect(result.content.talents[0]?.cover).toBe('https://img.test/cover-1.jpg')
    expect(warnings).toEqual([expect.stringContaining('cover-1.jpg answers 404')])
  })

  it('fails when an image keeps failing', async () => {
    const broken = host({ 'https://img.test/slide.jpg': [500, 500, 500] })
    await expect(mirrorMedia(tinyContent(1), options(broken))).rejects.toThrow(
      /media https:\/\/img\.test\/slide\.jpg: status 500/,
    )
  })
})
