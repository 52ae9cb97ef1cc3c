import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBundle } from './restore'
import { type Bundle, KEEP_RELEASES, type Release, snapshotStore } from './snapshotStore'
import { fileBackend, r2Backend, storeBackend, type WranglerRun } from './storeBackends'

let root = ''
let bundle: Bundle
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'store-test-'))
  bundle = await readBundle(join(import.meta.dirname, '../data')) // the committed demo snapshot
})
afterAll(() => rm(root, { recursive: true, force: true }))

const releaseOf = (version: string, i = 0): Release => ({
  version,
  publishedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  syncedAt: bundle.manifest.syncedAt,
  counts: bundle.manifest.counts,
  problems: 0,
  worker: null,
})

describe('snapshot store', () => {
  it('round-trips a snapshot, byte for byte', async () => {
    const store = snapshotStore(fileBackend(join(root, 'a')))
    expect(await store.current()).toBeNull()
    await store.record(releaseOf(bundle.manifest.version), bundle)
    const current = await store.current()
    expect(current?.release.version).toBe(bundle.manifest.version)
    expect(current?.bundle.files).toEqual(bundle.files)
  })

  it('keeps the last 20 releases and deletes the bundles no kept release names', async () => {
    const dir = join(root, 'b')
    const store = snapshotStore(fileBackend(dir))
    for (let i = 0; i < KEEP_RELEASES + 2; i++) await store.record(releaseOf(`v${i}`, i), bundle)
    const { releases } = await store.index()
    expect(releases).toHaveLength(KEEP_RELEASES)
    expect(releases[0]?.version).toBe(`v${KEEP_RELEASES + 1}`)
    expect(releases.at(-1)?.version).toBe('v2')
    expect((await readdir(join(dir, 'versions'))).sort()).toEqual(
      releases.map((r) => `${r.version}.json.gz`).sort(),
    )
  })

  it('refuses a bundle whose file does not match the manifest', async () => {
    const dir = join(root, 'c')
    const store = snapshotStore(fileBackend(dir))
    await store.record(releaseOf('v1'), bundle)
    const files = Object.fromEntries(bundle.files)
    files['talents.json'] = '[]\n'
    await writeFile(join(dir, 'versions/v1.json.gz'), gzipSync(JSON.stringify({ files })))
    await expect(store.current()).rejects.toThrow(/versions\/v1\.json\.gz: talents\.json .*does not match/)
  })

  it('walks back on rollback and refuses when there is nothing before', async () => {
    const store = snapshotStore(fileBackend(join(root, 'd')))
    await store.record(releaseOf('v1', 1), bundle)
    await store.record(releaseOf('v2', 2), bundle)
    await store.record(releaseOf('v3', 3), bundle)
    const at = '2026-02-01T00:00:00.000Z'
    expect((await store.rollBack({ publishedAt: at, worker: null })).releases.map((r) => r.version)).toEqual([
      'v2',
      'v1',
    ])
    expect((await store.index()).releases[0]).toMatchObject({ publishedAt: at, rolledBackFrom: 'v3' })
    await store.rollBack({ publishedAt: at, worker: null })
    await expect(store.rollBack({ publishedAt: at, worker: null })).rejects.toThrow(/nothing to roll back to/)
  })
})

describe('SNAPSHOT_STORE', () => {
  const none: WranglerRun = async () => ({ code: 1, stdout: '', stderr: 'not here', entries: [] })
  it('names a directory or an R2 bucket and prefix', () => {
    expect(storeBackend('file:///tmp/releases', none).name).toBe('file:///tmp/releases')
    expect(storeBackend('r2://lumiere-releases/site/prod/', none).name).toBe(
      'r2://lumiere-releases/site/prod',
    )
    expect(() => storeBackend('s3://x/y', none)).toThrow(/neither r2:\/\/<bucket>\/<prefix>.*nor file:/)
  })

  it('reads and writes R2 through wrangler r2 object, remotely, under the prefix', async () => {
    const objects = new Map<string, Buffer>()
    const calls: string[][] = []
    const wrangler: WranglerRun = async (args) => {
      calls.push(args)
      const [, , verb, path] = args
      const file = args[args.indexOf('--file') + 1] ?? ''
      const ok = { code: 0, stdout: '', stderr: '', entries: [] }
      if (verb === 'put') objects.set(path ?? '', await readFile(file))
      if (verb === 'delete') objects.delete(path ?? '')
      if (verb === 'get') {
        const bytes = objects.get(path ?? '')
        if (!bytes) return { ...ok, code: 1, stderr: '✘ [ERROR] The specified key does not exist.' }
        await writeFile(file, bytes)
      }
      return ok
    }
    const store = snapshotStore(r2Backend('lumiere-releases', 'prod', wrangler))
    expect(await store.current()).toBeNull()
    await store.record(releaseOf('v1'), bundle)
    expect((await store.current())?.bundle.files).toEqual(bundle.files)
    expect([...objects.keys()].sort()).toEqual([
      'lumiere-releases/prod/published.json',
      'lumiere-releases/prod/versions/v1.json.gz',
    ])
    expect(calls.every((c) => c[0] === 'r2' && c[1] === 'object' && c.includes('--remote'))).toBe(true)
    await expect(snapshotStore(r2Backend('lumiere-releases', 'prod', none)).index()).rejects.toThrow(
      /wrangler r2 object get lumiere-releases\/prod\/published\.json failed \(exit 1\): not here/,
    )
  })
})
