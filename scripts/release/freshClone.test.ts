// `npm run release` from fresh checkouts, one per run, sharing only the file:// store and the stand-in CMS
// (in this process, port 0): release; the CMS deletes a talent; release from another checkout (one fewer,
// named); --rollback from a third (the first release's talents back); the CMS drops 60 of 150: refused,
// the store unchanged; --accept-shrink goes through.
//
// A checkout is what a clone of this tree would hold: every file git tracks or would track (ls-files,
// ignored files left out: no data/.versions/, no dist/, no public/media/, no .env), copied as they are in
// the working tree so uncommitted changes are tested too; node_modules is linked, as `npm install` would
// give. The build is skipped (--skip-build, with --skip-deploy) to keep the test short: the build and its
// check are covered by release.test.ts and smoke.test.ts, and the full loop was run by hand (issue 33's note).
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningCms, startCms } from '../../cms/startCms'
import { cmsTestClient } from '../../cms/testClient'
import { demoCredentialVars } from '../../lib/upstream/demo'
import { tree } from '../../sync/testing/syncHarness'

const repo = join(import.meta.dirname, '../..')
let cms: RunningCms
let root = ''
let store = ''
let clones = 0

beforeAll(async () => {
  cms = await startCms({ port: 0 })
  root = await mkdtemp(join(tmpdir(), 'release-clones-'))
  store = join(root, 'store')
})
afterAll(async () => {
  await cms?.close()
  if (root) await rm(root, { recursive: true, force: true })
})

async function freshCheckout(): Promise<string> {
  const dir = join(root, `clone-${++clones}`)
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f && existsSync(join(repo, f))) // a tracked file deleted in the working tree is not copied
  for (const file of files) {
    await mkdir(dirname(join(dir, file)), { recursive: true })
    await cp(join(repo, file), join(dir, file))
  }
  await symlink(join(repo, 'node_modules'), join(dir, 'node_modules'))
  return dir
}

/** `npm run release -- <args>` in a fresh checkout: its exit code, output, and the checkout. */
async function releaseFromFreshCheckout(...args: string[]) {
  const dir = await freshCheckout()
  for (const ignored of ['data/.versions', 'dist', 'public/media', '.env']) {
    expect(existsSync(join(dir, ignored))).toBe(false)
  }
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    CI: '1',
    SNAPSHOT_STORE: `file://${store}`,
    CMS_PANEL_URL: cms.url,
    CMS_INTEGRATION_URL: cms.url,
    ...demoCredentialVars,
  }
  const cli = [join(dir, 'node_modules/tsx/dist/cli.mjs'), 'scripts/release.ts']
  const flags = ['--skip-deploy', '--skip-build', '--no-mirror-media', ...args]
  const child = spawn(process.execPath, [...cli, ...flags], { cwd: dir, env })
  let output = ''
  child.stdout.on('data', (d: Buffer) => {
    output += d
  })
  child.stderr.on('data', (d: Buffer) => {
    output += d
  })
  const code = await new Promise<number>((done) => child.on('close', (c) => done(c ?? 1)))
  return { code, output, dir }
}

const talentsOf = async (dir: string) =>
  JSON.parse(await readFile(join(dir, 'data/talents.json'), 'utf8')) as { id: number; name: string }[]
const published = async () =>
  JSON.parse(await readFile(join(store, 'published.json'), 'utf8')) as {
    releases: { version: string; counts: { talents: number } }[]
  }
const remove = async (ids: number[]) => {
  for (const id of ids) expect(await cmsTestClient(cms.url).removeTalent(id)).toBe(true)
}

describe('npm run release from fresh checkouts', { timeout: 240_000 }, () => {
  it('releases twice, rolls back, refuses a shrink and accepts it when told', async () => {
    const first = await releaseFromFreshCheckout()
    expect(first.code, first.output).toBe(0)
    expect(first.output).toContain('First release into this store')
    const before = await talentsOf(first.dir)
    expect(before).toHaveLength(150)

    const gone = before[7] as { id: number; name: string }
    await remove([gone.id])
    const second = await releaseFromFreshCheckout()
    expect(second.code, second.output).toBe(0)
    expect(second.output).toContain('**Talents**: 149 (was 150): 0 added, 1 removed, 0 changed')
    expect(second.output).toContain(`- removed: ${gone.name} (${gone.id})`)
    expect(second.output).not.toMatch(/- (added|changed):/) // not the committed demo snapshot's differences
    expect((await published()).releases.map((r) => r.counts.talents)).toEqual([149, 150])

    const back = await releaseFromFreshCheckout('--rollback')
    expect(back.code, back.output).toBe(0)
    expect(await talentsOf(back.dir)).toEqual(before)
    expect(back.output).toContain(`- added: ${gone.name} (${gone.id})`)
    expect((await published()).releases.map((r) => r.counts.talents)).toEqual([150])

    // The CMS drops 60 of the 150 published talents (one is already gone).
    await remove(
      before
        .filter((t) => t.id !== gone.id)
        .slice(0, 59)
        .map((t) => t.id),
    )
    const storeBefore = await tree(store)
    const refused = await releaseFromFreshCheckout()
    expect(refused.code).toBe(1)
    expect(refused.output).toContain(
      'removes 60 of the 150 published talents (40 %, above the 20 % limit): 150 → 90',
    )
    expect(refused.output).toContain('the store is unchanged')
    expect(await tree(store)).toEqual(storeBefore)

    const accepted = await releaseFromFreshCheckout('--accept-shrink')
    expect(accepted.code, accepted.output).toBe(0)
    expect(accepted.output).toContain('Shrink accepted (--accept-shrink)')
    expect((await published()).releases.map((r) => r.counts.talents)).toEqual([90, 150])
  })
})
