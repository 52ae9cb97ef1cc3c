import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
let dir: string

/** `npm run sync -- …args` as a child process, in CI mode (plain lines). */
function sync(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return syncWith({}, ...args)
}

function syncWith(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'sync/cli.ts'), ...args],
      { cwd: root, env: { ...process.env, CI: 'true', ...env } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sync-cli-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('npm run sync', () => {
  it('explains itself with --help', async () => {
    const { code, stdout } = await sync('--help')
    expect(code).toBe(0)
    expect(stdout).toContain('--rollback')
    expect(stdout).toContain('CMS_PANEL_URL')
  })

  it('syncs the demo, then finds it unchanged on a second run', async () => {
    const data = join(dir, 'data')
    // The CMS's own URLs (the media pipeline's runs are sync/mirrorMedia.test.ts and the release's).
    const first = await sync('--demo', '--data-dir', data, '--no-mirror-media')
    expect(first.code).toBe(0)
    expect(first.stdout).not.toContain('\r')
    expect(first.stdout).toMatch(/^profiles: \d+\/\d+/m)
    expect(first.stdout).toMatch(/published version [0-9a-f]{16}/)
    // The stand-in ran on a random port; the snapshot points at the contract port.
    const talents = await readFile(join(data, 'talents.json'), 'utf8')
    expect(talents).toContain('"http://127.0.0.1:8790/uploads/')
    expect(talents).not.toMatch(/127\.0\.0\.1:(?!8790)\d+/)

    const second = await sync('--demo', '--data-dir', data, '--concurrency', '2', '--no-mirror-media')
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('unchanged')
  }, 60_000) // two child processes, each starting tsx and the stand-in

  it('--check reads one page of every call, prints what it found, and publishes nothing', async () => {
    const data = join(dir, 'checked')
    const { code, stdout } = await sync('--check', '--demo', '--data-dir', data)
    expect(code).toBe(0)
    expect(stdout).toMatch(/GET \/api\/social-media \(optional\)\s+empty\s+not answered \(404\)/)
    expect(stdout).toMatch(/GET \/api\/slides\/prehome\s+ok\s+2 slides \(sections in the answer: prehome\)/)
    expect(stdout).toMatch(/GET \/api\/posts\/blog\/pt \(page 1\)\s+ok\s+9 posts, last_page 4/)
    expect(stdout).toMatch(
      /POST \/api\/talents \(every page\)\s+ok\s+160 talents, 150 in the site's categories/,
    )
    expect(stdout).toMatch(
      /GET \/api\/talent\/profile\?id=\d+\s+(ok|warn)\s+book \d+, snap \d+, compo \d+, videos \d+/,
    )
    expect(stdout).toMatch(
      /GET \/api\/agency\/instagram \(optional: those profiles\)\s+ok\s+(\d+) of \1 accounts read/,
    )
    expect(stdout).toMatch(/GET \/api\/talents\/attributes \(pt\)\s+ok\s+lists: hair, eyes/)
    // Every category id the talents carry, the configured three marked.
    expect(stdout).toMatch(/^\s+3225\s+62\s+Mainboard\s+mainboard \(configured\)$/m)
    expect(stdout).toMatch(/^\s+3230\s+18\s+Actors$/m)
    expect(stdout).not.toContain('warnings and records set aside:')
    expect(stdout).toContain('nothing was published')
    await expect(readFile(join(data, 'manifest.json'), 'utf8')).rejects.toThrow()
  }, 60_000)

  it('--check against an account with its own category ids and rough records: the table and the warnings', async () => {
    const rough = { CMS_DATASET: 'rough' }
    const { code, stdout } = await syncWith(rough, '--check', '--demo', '--data-dir', join(dir, 'rough'))
    // bella-1's ids: none of the configured (spec's) ids has a talent, said plainly, and the check fails.
    expect(stdout).toMatch(/^\s+651\s+63\s+Fashion$/m)
    expect(stdout).toMatch(/^\s+3225\s+0\s+mainboard \(configured\): no talent carries this id$/m)
    expect(stdout).toContain(
      'none of the configured category ids (mainboard 3225, image 3226, development 3224) has a talent',
    )
    expect(code).toBe(1)
    expect(stdout).toContain(
      'warning: slides "slides": /api/slides/slides (404), then /api/slides/all has no slide',
    )
    expect(stdout).toContain('problem: slides.prehome 13, field url.desktop')
    expect(stdout).toContain('warning: talent 1401 has no name')
    expect(stdout).toContain('problem: posts.pt 2101, field title')
    expect(stdout).toContain('warning: attributes pt: the CMS answers no eyes list')
    // With the account's ids configured, the roster is found and the check passes.
    const configured = await syncWith(
      { ...rough, CMS_CATEGORY_IDS: 'mainboard:651,image:652,development:1' },
      '--check',
      '--demo',
      '--data-dir',
      join(dir, 'rough'),
    )
    expect(configured.stdout).toMatch(/^\s+651\s+63\s+Fashion\s+mainboard \(configured\)$/m)
    expect(configured.stdout).toMatch(
      /POST \/api\/talents \(every page\)\s+warn\s+163 talents, 1 without a name, 152 in the site's/,
    )
    expect(configured.code).toBe(0)
  }, 60_000)

  it('--check names what it could not read, and fails', async () => {
    // Nothing listens on port 9: every call fails, by name.
    const nowhere = { CMS_PANEL_URL: 'http://127.0.0.1:9', CMS_INTEGRATION_URL: 'http://127.0.0.1:9' }
    const { code, stdout } = await syncWith(nowhere, '--check', '--data-dir', join(dir, 'nowhere'))
    expect(code).toBe(1)
    expect(stdout).toMatch(/POST \/api\/talents \(every page\)\s+failed/)
  }, 60_000)

  it('exits 1 with a clear message when there is nothing to roll back', async () => {
    const { code, stderr } = await sync('--rollback', '--data-dir', join(dir, 'empty'))
    expect(code).toBe(1)
    expect(stderr).toContain('nothing to roll back')
  })

  it('rejects a bad --concurrency', async () => {
    const { code, stderr } = await sync('--concurrency', 'lots', '--data-dir', join(dir, 'x'))
    expect(code).toBe(1)
    expect(stderr).toContain('--concurrency')
  })
})
