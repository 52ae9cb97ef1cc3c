import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
let dir: string

/** `npm run sync -- …args` as a child process, in CI mode (plain lines). */
function sync(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join(root, 'sync/cli.ts'), ...args],
      { cwd: root, env: { ...process.env, CI: 'true' } },
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
    const first = await sync('--demo', '--data-dir', data)
    expect(first.code).toBe(0)
    expect(first.stdout).not.toContain('\r')
    expect(first.stdout).toMatch(/^profiles: \d+\/\d+/m)
    expect(first.stdout).toMatch(/published version [0-9a-f]{16}/)
    // The stand-in ran on a random port; the snapshot points at the contract port.
    const talents = await readFile(join(data, 'talents.json'), 'utf8')
    expect(talents).toContain('"http://127.0.0.1:8790/uploads/')
    expect(talents).not.toMatch(/127\.0\.0\.1:(?!8790)\d+/)

    const second = await sync('--demo', '--data-dir', data, '--concurrency', '2')
    expect(second.code).toBe(0)
    expect(second.stdout).toContain('unchanged')
  }, 60_000) // two child processes, each starting tsx and the stand-in

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
