import { join } from 'node:path'
import sharp from 'sharp'
import { createPhotoStore } from './photoStore.ts'
import { type Orientation, renderPhoto } from './renderPhoto.ts'

/** Bump when renderPhoto or the resizing changes its output: the store keeps one index per version. */
export const PHOTO_VERSION = 1

/** How many distinct photos each orientation has: enough that a page of talents shows no repeats in a row. */
export const POOL_COUNTS: Record<Orientation, number> = { portrait: 24, landscape: 12 }

const DEFAULT_DIR = join(import.meta.dirname, '../../.cache/cms-photos')

// Encoded answers kept in memory, so a page of thumbnails asked again is not read from disk again.
const MEMORY_LIMIT = 160 * 1024 * 1024

export type PhotoPoolOptions = {
  /** Where the photos are kept (default `.cache/cms-photos/`, or CMS_PHOTOS_DIR). */
  dir?: string
  counts?: Record<Orientation, number>
  /** Progress lines while the pool is generated (default: stderr). */
  log?: (line: string) => void
}

export type PhotoPool = {
  /** Generates the photos the disk lacks (a progress line every few), at most one at a time. */
  warm(): Promise<void>
  /** The JPEG for an upload path at its declared size: a pool photo picked by a hash of the path, cropped. */
  photo(path: string, width: number, height: number): Promise<Buffer>
}

// FNV-1a: a stable number from the path, so the same path always gives the same picture.
const hash = (text: string) => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export const createPhotoPool = (options: PhotoPoolOptions = {}): PhotoPool => {
  const dir = options.dir ?? process.env.CMS_PHOTOS_DIR ?? DEFAULT_DIR
  const counts = options.counts ?? POOL_COUNTS
  const log = options.log ?? ((line: string) => console.error(line))
  // libvips's version is part of the key: another version may encode other bytes for the same photo.
  const store = createPhotoStore(dir, `v${PHOTO_VERSION}-vips${sharp.versions.vips}`)
  const pending = new Map<string, Promise<Buffer>>()
  const memory = new Map<string, Buffer>()
  let memoryBytes = 0

  const remember = (name: string, bytes: Buffer) => {
    memory.set(name, bytes)
    memoryBytes += bytes.length
    for (const [oldest, old] of memory) {
      if (memoryBytes <= MEMORY_LIMIT) break
      memory.delete(oldest)
      memoryBytes -= old.length
    }
  }

  /** From memory, else from disk, else made (once, however many ask at the same time) and stored. */
  const obtain = (name: string, make: () => Promise<Buffer>, keep = true): Promise<Buffer> => {
    const kept = memory.get(name)
    if (kept) {
      memory.delete(name)
      memory.set(name, kept)
      return Promise.resolve(kept)
    }
    let job = pending.get(name)
    if (!job) {
      job = (async () => {
        const stored = await store.get(name)
        if (stored) return stored
        const made = await make()
        await store.put(name, made)
        return made
      })()
      pending.set(name, job)
      job.then(
        (bytes) => {
          pending.delete(name)
          if (keep) remember(name, bytes)
        },
        () => pending.delete(name),
      )
    }
    return job
  }

  // Originals are read from disk when a new size is cut, not kept in memory: only the answers are.
  const master = (orientation: Orientation, index: number) =>
    obtain(`${orientation}-${index}`, () => renderPhoto(index, orientation), false)

  let warming: Promise<void> | undefined
  const warm = () => {
    warming ??= (async () => {
      const all = (['portrait', 'landscape'] as const).flatMap((o) =>
        Array.from({ length: counts[o] }, (_, i) => [o, i] as const),
      )
      const missing = []
      for (const [o, i] of all) if (!(await store.has(`${o}-${i}`))) missing.push([o, i] as const)
      if (missing.length === 0) return
      const started = performance.now()
      log(`[cms] generating ${missing.length} photos in ${dir}…`)
      let done = 0
      for (const [o, i] of missing) {
        await master(o, i)
        done++
        if (done % 6 === 0 && done < missing.length) {
          log(`[cms] generating ${missing.length} photos… ${done}/${missing.length}`)
        }
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(0)
      log(`[cms] generated ${missing.length} photos in ${seconds} s`)
    })()
    return warming
  }

  const photo = (path: string, width: number, height: number) => {
    const orientation: Orientation = width > height ? 'landscape' : 'portrait'
    const index = hash(path) % counts[orientation]
    return obtain(`${orientation}-${index}@${width}x${height}`, async () =>
      sharp(await master(orientation, index))
        .resize(width, height, { fit: 'cover' })
        // A photo exported at a smaller size is sharpened, as every export tool does: its detail survives.
        .sharpen({ sigma: 0.6 })
        .jpeg({ quality: 88 })
        .toBuffer(),
    )
  }

  return { warm, photo }
}

let shared: PhotoPool | undefined

/** The process's pool over `.cache/cms-photos/` (or CMS_PHOTOS_DIR), shared by every stand-in instance. */
export const photoPool = () => {
  shared ??= createPhotoPool()
  return shared
}
