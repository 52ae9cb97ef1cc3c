import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, open, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SyncError } from './SyncError'
import type { StoreBackend } from './snapshotStore'

/**
 * What runs `wrangler <args>` (scripts/release/wrangler.ts; a recording stand-in in tests): its exit code,
 * output, and the entries wrangler wrote to its machine-readable output file (WRANGLER_OUTPUT_FILE_PATH).
 */
export type WranglerRun = (
  args: string[],
) => Promise<{ code: number; stdout: string; stderr: string; entries: Record<string, unknown>[] }>

/** A directory: local runs and tests. Each object is written to a temporary name, fsynced, then renamed. */
export function fileBackend(dir: string): StoreBackend {
  const path = (key: string) => join(dir, ...key.split('/'))
  return {
    name: `file://${dir}`,
    async get(key) {
      try {
        return await readFile(path(key))
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw e
      }
    },
    async put(key, bytes) {
      const to = path(key)
      const tmp = `${to}.tmp-${randomBytes(4).toString('hex')}`
      await mkdir(dirname(to), { recursive: true })
      const file = await open(tmp, 'w')
      try {
        await file.writeFile(bytes)
        await file.sync()
      } finally {
        await file.close()
      }
      await rename(tmp, to)
    },
    async delete(key) {
      await rm(path(key), { force: true })
    },
  }
}

const missingKey = /The specified key does not exist/i

/**
 * An R2 bucket through `wrangler r2 object get|put|delete --remote`, with the API token the deployment
 * already has (docs/DECISIONS.md, "Snapshot store": why not the S3 API). One object per call: a release
 * reads two objects and writes two.
 */
export function r2Backend(bucket: string, prefix: string, wrangler: WranglerRun): StoreBackend {
  const objectPath = (key: string) => `${bucket}/${prefix ? `${prefix}/` : ''}${key}`
  const name = `r2://${bucket}${prefix ? `/${prefix}` : ''}`
  const fail = (verb: string, key: string, r: { code: number; stderr: string; stdout: string }) =>
    new SyncError(
      `wrangler r2 object ${verb} ${objectPath(key)} failed (exit ${r.code}): ${(r.stderr || r.stdout).trim().split('\n').slice(-3).join(' ')}`,
    )
  return {
    name,
    async get(key) {
      const dir = await mkdtemp(join(tmpdir(), 'r2-get-'))
      try {
        const file = join(dir, 'object')
        const r = await wrangler(['r2', 'object', 'get', objectPath(key), '--file', file, '--remote'])
        if (r.code !== 0) {
          if (missingKey.test(r.stderr) || missingKey.test(r.stdout)) return null
          throw fail('get', key, r)
        }
        return await readFile(file)
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    async put(key, bytes, contentType) {
      const dir = await mkdtemp(join(tmpdir(), 'r2-put-'))
      try {
        const file = join(dir, 'object')
        await writeFile(file, bytes)
        const r = await wrangler([
          'r2',
          'object',
          'put',
          objectPath(key),
          '--file',
          file,
          '--content-type',
          contentType,
          '--remote',
        ])
        if (r.code !== 0) throw fail('put', key, r)
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    async delete(key) {
      const r = await wrangler(['r2', 'object', 'delete', objectPath(key), '--remote'])
      if (r.code !== 0 && !missingKey.test(r.stderr)) throw fail('delete', key, r)
    },
  }
}

/** SNAPSHOT_STORE → its backend: `r2://bucket/prefix` or `file:///absolute/path`. */
export function storeBackend(url: string, wrangler: WranglerRun): StoreBackend {
  if (url.startsWith('file://')) {
    let dir: string
    try {
      dir = fileURLToPath(url)
    } catch {
      throw new SyncError(`SNAPSHOT_STORE ${url}: a file store is file:///an/absolute/path`)
    }
    return fileBackend(dir.replace(/\/+$/, ''))
  }
  const r2 = /^r2:\/\/([a-z0-9][a-z0-9-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url)
  if (r2?.[1]) return r2Backend(r2[1], (r2[2] ?? '').replace(/^\/+|\/+$/g, ''), wrangler)
  throw new SyncError(
    `SNAPSHOT_STORE "${url}" is neither r2://<bucket>/<prefix> (production) nor file:///<path> (local runs)`,
  )
}
