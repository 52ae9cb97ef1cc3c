import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCms, startCms } from '../startCms.ts'
import { createPhotoPool } from './photoPool.ts'
import { renderPhoto } from './renderPhoto.ts'

const KB = 1024
const MB = 1024 * KB
const counts = { portrait: 2, landscape: 2 }
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cms-photos-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('the photo pool', () => {
  it('renders the same bytes for the same photo', async () => {
    const [one, two] = [await renderPhoto(5, 'landscape'), await renderPhoto(5, 'landscape')]
    expect(one.equals(two)).toBe(true)
    expect((await renderPhoto(6, 'landscape')).equals(one)).toBe(false)
  }, 60_000) // three originals: 2 s each on two idle cores, several times that under load

  it('weighs what real photos weigh at the sizes the platform serves', async () => {
    const pool = createPhotoPool({ dir, counts, log: () => {} })
    // Each bound is the (38): what editorial photos of that size weigh as JPEG.
    const cases = [
      ['talents/1002/book-1-2000x3000.jpg', 2000, 3000, 0.8 * MB, 3 * MB], // a camera original
      ['talents/1002/book-2-1200x1600.jpg', 1200, 1600, 300 * KB, 1.2 * MB],
      ['talents/1002/cover-800x1067.jpg', 800, 1067, 150 * KB, 400 * KB],
      ['slides/21/desktop-1920x1080.jpg', 1920, 1080, 0.5 * MB, 1.5 * MB],
      ['slides/21/desktop-2560x1440.jpg', 2560, 1440, 0.5 * MB, 1.5 * MB],
      ['slides/21/mobile-1080x1920.jpg', 1080, 1920, 0.5 * MB, 1.5 * MB],
      ['posts/3/cover-1600x1067.jpg', 1600, 1067, 250 * KB, 1 * MB], // a news cover, a video's poster
    ] as const
    for (const [path, width, height, least, most] of cases) {
      const bytes = (await pool.photo(path, width, height)).length
      expect(bytes, path).toBeGreaterThanOrEqual(least)
      expect(bytes, path).toBeLessThanOrEqual(most)
    }
  }, 120_000) // four originals and seven cuts

  it('keeps what it made on disk: a new pool over the same directory makes nothing again', async () => {
    const first = await createPhotoPool({ dir, counts, log: () => {} }).photo('a/b-640x480.jpg', 640, 480)
    const files = async () => {
      const names = (await readdir(dir)).sort()
      return Promise.all(names.map(async (name) => [name, (await stat(join(dir, name))).mtimeMs]))
    }
    const before = await files()
    const lines: string[] = []
    const again = createPhotoPool({ dir, counts, log: (line) => lines.push(line) })
    await again.warm()
    expect((await again.photo('a/b-640x480.jpg', 640, 480)).equals(first)).toBe(true)
    expect(lines).toEqual([])
    // Nothing written: no photo made, no index entry added.
    expect(await files()).toEqual(before)
  })

  it('survives two processes making the same pool at the same time', async () => {
    const shared = await mkdtemp(join(tmpdir(), 'cms-photos-race-'))
    const pool = new URL('./photoPool.ts', import.meta.url).pathname
    const script = `import { createPhotoPool } from ${JSON.stringify(pool)}
      const pool = createPhotoPool({ dir: process.argv[1], counts: { portrait: 2, landscape: 1 }, log: () => {} })
      const [, photo] = await Promise.all([pool.warm(), pool.photo('talents/1/book-1-300x400.jpg', 300, 400)])
      process.stdout.write((await import('node:crypto')).createHash('sha256').update(photo).digest('hex'))`
    const run = () =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, shared])
    try {
      const [one, two] = await Promise.all([run(), run()])
      expect(one.stdout).toMatch(/^[0-9a-f]{64}$/)
      expect(two.stdout).toBe(one.stdout)
      const files = await readdir(shared)
      expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([])
      const indexes = files.filter((f) => f.startsWith('index-'))
      expect(indexes).toHaveLength(1)
      const index = JSON.parse(await readFile(join(shared, indexes[0] ?? ''), 'utf8')) as Record<
        string,
        string
      >
      // Every original and the cut size, each file whole: its name is its content's hash and it decodes.
      expect(Object.keys(index).sort()).toEqual([
        'landscape-0',
        'portrait-0',
        'portrait-1',
        expect.stringMatching(/^portrait-[01]@300x400$/),
      ])
      for (const sha of Object.values(index)) {
        const bytes = await readFile(join(shared, `${sha}.jpg`))
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(sha)
        expect((await sharp(bytes).metadata()).format).toBe('jpeg')
      }
      expect(index[Object.keys(index).find((k) => k.includes('@')) ?? '']).toBe(one.stdout)
    } finally {
      await rm(shared, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('GET /uploads/…jpg', () => {
  let cms: RunningCms
  beforeAll(async () => {
    cms = await startCms({ port: 0 })
  })
  afterAll(() => cms.close())

  it('answers a photo of exactly the declared size, the same bytes from every instance', async () => {
    const other = await startCms({ port: 0 })
    try {
      for (const path of [
        'talents/1002/book-1-1200x1600.jpg',
        'slides/21/mobile-1080x1920.jpg',
        'x/odd-37x1999.jpg',
      ]) {
        const [a, b] = await Promise.all(
          [cms, other].map(async (c) =>
            Buffer.from(await (await fetch(`${c.url}/uploads/${path}`)).arrayBuffer()),
          ),
        )
        if (!a || !b) throw new Error('two answers expected')
        const meta = await sharp(a).metadata()
        const [, width, height] = /-(\d+)x(\d+)\.jpg$/.exec(path)?.map(Number) ?? []
        expect([meta.format, meta.width, meta.height], path).toEqual(['jpeg', width, height])
        expect(b.equals(a), path).toBe(true)
      }
    } finally {
      await other.close()
    }
  }, 60_000)
})
