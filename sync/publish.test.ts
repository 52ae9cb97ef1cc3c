import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildVersion } from './buildVersion'
import { KEEP_VERSIONS, publish, readManifest, rollback, VERSIONS_DIR, verifyVersion } from './publish'
import { tinyContent } from './testing/tinyContent'

let dir: string
let clock = Date.parse('2025-01-01T00:00:00Z')
const meta = () => {
  clock += 60_000 // each version synced a minute after the one before
  return {
    syncedAt: new Date(clock).toISOString(),
    source: { panel: 'https://panel.test/', integration: 'https://integration.test/' },
  }
}
const version = (n: number, tag = '') => buildVersion(tinyContent(n, tag), meta())
const publishVersion = (v: ReturnType<typeof version>) => publish(dir, v.version, v.files)

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'publish-test-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('publish', () => {
  it('writes the files and a manifest that verifies them', async () => {
    const v = version(2)
    expect((await publishVersion(v)).status).toBe('published')
    const manifest = await readManifest(dir)
    expect(manifest?.version).toBe(v.version)
    expect(manifest && (await verifyVersion(dir, manifest))).toBe(true)
    expect(await readFile(join(dir, 'talents.json'), 'utf8')).toBe(v.files.get('talents.json'))
    expect((await readdir(dir)).filter((f) => f.startsWith('.staging'))).toEqual([])
  })

  it('gives the same content the same version and bytes, whatever the time', () => {
    const a = version(3)
    const b = version(3)
    expect(a.version).toBe(b.version)
    expect(a.files.get('profiles/2.json')).toBe(b.files.get('profiles/2.json'))
    expect(a.files.get('manifest.json')).not.toBe(b.files.get('manifest.json'))
  })

  it('deletes the profiles of talents the new version no longer has', async () => {
    await publishVersion(version(3))
    await publishVersion(version(2))
    expect(existsSync(join(dir, 'profiles/3.json'))).toBe(false)
    expect(existsSync(join(dir, 'profiles/2.json'))).toBe(true)
  })

  it('republishes when the published files were edited by hand', async () => {
    const v = version(2)
    await publishVersion(v)
    await writeFile(join(dir, 'talents.json'), '[]\n')
    expect((await publishVersion(v)).status).toBe('published')
    expect(await readFile(join(dir, 'talents.json'), 'utf8')).toBe(v.files.get('talents.json'))
  })

  it(`keeps the last ${KEEP_VERSIONS} earlier versions`, async () => {
    for (let i = 1; i <= KEEP_VERSIONS + 3; i++) await publishVersion(version(i))
    expect(await readdir(join(dir, VERSIONS_DIR))).toHaveLength(KEEP_VERSIONS)
  })

  it('rolls back one version at a time, in sync order', async () => {
    const [a, b, c] = [version(1), version(2), version(3)]
    for (const v of [a, b, c]) await publishVersion(v)
    expect((await rollback(dir)).version).toBe(b.version)
    expect((await rollback(dir)).version).toBe(a.version)
    expect(await readFile(join(dir, 'manifest.json'), 'utf8')).toBe(a.files.get('manifest.json'))
    expect(existsSync(join(dir, 'profiles/2.json'))).toBe(false)
    await expect(rollback(dir)).rejects.toThrow(/no earlier version to roll back to/)
  })

  it('refuses to roll back an empty data dir', async () => {
    await expect(rollback(join(dir, 'none'))).rejects.toThrow(/nothing to roll back/)
    await expect(rollback(dir)).rejects.toThrow(/no earlier version/)
  })

  it('finishes a swap that a dead sync left ready, and drops abandoned staging dirs', async () => {
    const a = version(2)
    const b = version(3, ' B')
    await publishVersion(a)
    // A sync died in the middle of the swap: b is staged and ready, two of its files already moved.
    const staging = join(dir, '.staging-dead')
    for (const [name, bytes] of b.files) {
      await mkdir(join(staging, 'profiles'), { recursive: true })
      await writeFile(join(staging, name), bytes)
    }
    await writeFile(join(staging, '.ready'), '')
    await rename(join(staging, 'talents.json'), join(dir, 'talents.json'))
    await rename(join(staging, 'profiles/1.json'), join(dir, 'profiles/1.json'))
    await mkdir(join(dir, '.staging-abandoned'))
    await writeFile(join(dir, '.staging-abandoned/talents.json'), 'half')

    expect((await publishVersion(b)).status).toBe('unchanged')
    const manifest = await readManifest(dir)
    expect(manifest?.version).toBe(b.version)
    expect(manifest && (await verifyVersion(dir, manifest))).toBe(true)
    expect((await readdir(dir)).filter((f) => f.startsWith('.staging'))).toEqual([])
  })

  it('refuses to run beside a live sync, and takes over the lock of a dead one', async () => {
    await mkdir(join(dir, '.staging.lock'))
    await writeFile(join(dir, '.staging.lock/pid'), String(process.pid))
    await expect(publishVersion(version(1))).rejects.toThrow(/another sync/)
    expect(existsSync(join(dir, 'manifest.json'))).toBe(false)
    await writeFile(join(dir, '.staging.lock/pid'), '2147483646')
    expect((await publishVersion(version(1))).status).toBe('published')
    expect(existsSync(join(dir, '.staging.lock'))).toBe(false)
  })
})
