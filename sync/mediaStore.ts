import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { mediaNamePattern } from '../lib/media/imageAttrs'
import { mapLimit } from './mapLimit'

/**
 * Where the site's media live (docs/decisions/0061): one object per file, named by its content
 * (lib/media/imageAttrs.ts), served by the Worker at `/media/<name>` from the R2 binding MEDIA. The sync
 * and the release write it; nothing else does.
 *
 * - `file:///abs/dir`: a directory (tests, and a release run with `--skip-deploy`);
 * - `wrangler-local:///abs/dir`: the local R2 of `wrangler dev --persist-to <dir>` (Miniflare's store, as
 *   `npm start` runs the Worker), written through wrangler's `getPlatformProxy`;
 * - `r2://<bucket>`: the production bucket, through the same `getPlatformProxy` with a remote binding
 *   (CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID in the environment).
 */
export interface MediaStore {
  readonly name: string
  /** Which of `names` the store holds. */
  present(names: readonly string[]): Promise<Set<string>>
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>
  get(name: string): Promise<Uint8Array | null>
  /** Every name in the store. */
  list(): Promise<string[]>
  delete(names: readonly string[]): Promise<void>
  close(): Promise<void>
}

/** The production bucket's name (wrangler.toml's MEDIA binding). */
export const mediaBucket = 'lumiere-media'

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
}

/** The Content-Type of a media file, from its extension. */
export const contentTypeOf = (name: string): string =>
  contentTypes[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'

/** A file name the store accepts: what the pipeline writes, nothing with a path in it. */
export const isMediaName = (name: string) => mediaNamePattern.test(name)

/** A directory of media files (tests, `--skip-deploy`, and the sync's local encode cache). */
export function dirMediaStore(dir: string): MediaStore {
  const path = (name: string) => {
    if (!isMediaName(name)) throw new Error(`not a media file name: ${name}`)
    return join(dir, name)
  }
  const names = async () => {
    try {
      return (await readdir(dir)).filter(isMediaName)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw e
    }
  }
  return {
    name: `file://${dir}`,
    async present(asked) {
      const have = new Set(await names())
      return new Set(asked.filter((n) => have.has(n)))
    },
    async put(name, bytes) {
      await mkdir(dir, { recursive: true })
      const to = path(name)
      const tmp = `${to}.tmp-${randomBytes(4).toString('hex')}`
      await writeFile(tmp, bytes)
      await rename(tmp, to)
    },
    async get(name) {
      try {
        return new Uint8Array(await readFile(path(name)))
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw e
      }
    },
    list: names,
    async delete(gone) {
      await Promise.all(gone.map((n) => rm(path(n), { force: true })))
    },
    async close() {},
  }
}

/** The R2 calls the store makes (a subset of the Workers R2Bucket API). */
type Bucket = {
  head(key: string): Promise<unknown>
  get(key: string): Promise<{ arrayBuffer(): Promise<ArrayBuffer> } | null>
  put(key: string, value: Uint8Array, options: { httpMetadata: { contentType: string } }): Promise<unknown>
  delete(keys: string[]): Promise<void>
  list(options: { cursor?: string; limit?: number }): Promise<{
    objects: { key: string }[]
    truncated: boolean
    cursor?: string
  }>
}

/** A store over an R2 bucket binding (Miniflare's local one, or the real one through a remote binding). */
export function bucketMediaStore(name: string, bucket: Bucket, close: () => Promise<void>): MediaStore {
  return {
    name,
    async present(asked) {
      const found = await mapLimit(asked, 16, async (n) => ((await bucket.head(n)) ? n : null))
      return new Set(found.filter((n): n is string => n !== null))
    },
    async put(key, bytes, contentType) {
      await bucket.put(key, bytes, { httpMetadata: { contentType } })
    },
    async get(key) {
      const object = await bucket.get(key)
      return object ? new Uint8Array(await object.arrayBuffer()) : null
    },
    async list() {
      const keys: string[] = []
      let cursor: string | undefined
      do {
        const page = await bucket.list({ limit: 1000, ...(cursor ? { cursor } : {}) })
        keys.push(...page.objects.map((o) => o.key))
        cursor = page.truncated ? page.cursor : undefined
      } while (cursor)
      return keys
    },
    async delete(keys) {
      for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000))
    },
    close,
  }
}

/**
 * The MEDIA bucket through wrangler's `getPlatformProxy` (its public API for Node scripts): local, in the
 * state folder `wrangler dev --persist-to persistTo` uses, or remote (the production bucket).
 */
async function proxiedBucket(o: {
  persistTo?: string
  bucket: string
  remote: boolean
}): Promise<MediaStore> {
  const { getPlatformProxy } = await import('wrangler')
  const dir = await mkdtemp(join(tmpdir(), 'media-store-'))
  const configPath = join(dir, 'wrangler.json')
  await writeFile(
    configPath,
    JSON.stringify({
      name: 'lumiere-media-writer',
      compatibility_date: '2026-11-01',
      r2_buckets: [{ binding: 'MEDIA', bucket_name: o.bucket, ...(o.remote ? { remote: true } : {}) }],
    }),
  )
  const proxy = await getPlatformProxy<{ MEDIA: Bucket }>({
    configPath,
    envFiles: [],
    // wrangler dev --persist-to X keeps its state in X/v3; getPlatformProxy takes that folder itself.
    persist: o.persistTo ? { path: join(o.persistTo, 'v3') } : false,
    remoteBindings: o.remote,
  })
  const label = o.remote ? `r2://${o.bucket}` : `wrangler-local://${o.persistTo}`
  return bucketMediaStore(label, proxy.env.MEDIA, async () => {
    await proxy.dispose()
    await rm(dir, { recursive: true, force: true })
  })
}

/** The store a `MEDIA_STORE` URL names (see MediaStore). */
export async function openMediaStore(url: string, root = process.cwd()): Promise<MediaStore> {
  if (url.startsWith('file://')) return dirMediaStore(fileURLToPath(url))
  if (url.startsWith('wrangler-local://')) {
    const path = url.slice('wrangler-local://'.length)
    return proxiedBucket({ persistTo: resolve(root, path), bucket: mediaBucket, remote: false })
  }
  if (url.startsWith('r2://')) {
    const bucket = url.slice('r2://'.length).replace(/\/+$/, '')
    if (!/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/.test(bucket))
      throw new Error(`MEDIA_STORE: no bucket name in ${url}`)
    return proxiedBucket({ bucket, remote: true })
  }
  throw new Error(
    `MEDIA_STORE must be file:///abs/dir, wrangler-local://<persist dir> or r2://<bucket>, not "${url}"`,
  )
}

/** The store `npm start` fills for its Worker on `port` (wrangler dev --persist-to .wrangler/state-<port>). */
export const localMediaStoreUrl = (port: number | string) => `wrangler-local://.wrangler/state-${port}`
