// Cloudflare, through the wrangler the project installs: a version uploaded (with its preview URL), then
// promoted to 100 % of traffic with the triggers (cron, queue consumers) applied; the snapshot store's R2
// objects go through the same runner (sync/storeBackends.ts).
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SyncError } from '../../sync/SyncError'
import type { WranglerRun } from '../../sync/storeBackends'

/**
 * Runs the project's wrangler in `root`, output captured (and echoed, so a CI log shows it), with its
 * machine-readable output file read back (`version-upload` and `version-deploy` entries).
 */
export function wranglerRunner(root: string, echo: (line: string) => void = console.log): WranglerRun {
  const cli = join(root, 'node_modules/wrangler/wrangler-dist/cli.js')
  return async (args) => {
    const dir = await mkdtemp(join(tmpdir(), 'wrangler-out-'))
    const outputFile = join(dir, 'output.ndjson')
    try {
      const result = await new Promise<{ code: number; stdout: string; stderr: string }>(
        (resolve, reject) => {
          const child = spawn(process.execPath, ['--no-warnings', cli, ...args], {
            cwd: root,
            env: {
              ...process.env,
              WRANGLER_SEND_METRICS: 'false',
              WRANGLER_OUTPUT_FILE_PATH: outputFile,
            },
            stdio: ['ignore', 'pipe', 'pipe'],
          })
          let stdout = ''
          let stderr = ''
          child.stdout.on('data', (d: Buffer) => {
            stdout += d
          })
          child.stderr.on('data', (d: Buffer) => {
            stderr += d
          })
          child.on('error', reject)
          child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }))
        },
      )
      const shown = `${result.stdout}${result.stderr}`.trim()
      echo(`wrangler ${args.join(' ')}${shown ? `\n${shown}` : ''}`)
      const text = await readFile(outputFile, 'utf8').catch(() => '')
      const entries = text
        .split('\n')
        .filter((line) => line.trim())
        .flatMap((line) => {
          try {
            return [JSON.parse(line) as Record<string, unknown>]
          } catch {
            return []
          }
        })
      return { ...result, entries }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }
}

export type Uploaded = { versionId: string; previewUrl: string | null }

export type UploadOptions = {
  /** Shown beside the version in the dashboard: the snapshot version and the commit. */
  message: string
  tag: string
  vars: string[]
  secretsFile?: string
}

/** The Cloudflare steps of a release. */
export function cloudflare(wrangler: WranglerRun) {
  const must = async (args: string[]) => {
    const r = await wrangler(args)
    if (r.code !== 0) {
      const tail = (r.stderr || r.stdout).trim().split('\n').slice(-4).join(' ')
      throw new SyncError(`wrangler ${args.slice(0, 2).join(' ')} failed (exit ${r.code}): ${tail}`)
    }
    return r
  }
  return {
    /** `wrangler versions upload`: a new version that serves no traffic yet, with its preview URL. */
    async upload(o: UploadOptions): Promise<Uploaded> {
      const args = ['versions', 'upload', '--message', o.message, '--tag', o.tag]
      for (const v of o.vars) args.push('--var', v)
      if (o.secretsFile) args.push('--secrets-file', o.secretsFile)
      const r = await must(args)
      const entry = r.entries.find((e) => e.type === 'version-upload')
      const versionId = typeof entry?.version_id === 'string' ? entry.version_id : null
      if (!versionId) throw new SyncError('wrangler versions upload named no version id')
      const previewUrl = typeof entry?.preview_url === 'string' ? entry.preview_url : null
      return { versionId, previewUrl }
    },
    /** `wrangler versions deploy <id>@100%`, then `wrangler triggers deploy` (crons, queue consumers). */
    async promote(versionId: string, message: string): Promise<void> {
      await must(['versions', 'deploy', `${versionId}@100%`, '--message', message, '--yes'])
      await must(['triggers', 'deploy'])
    },
  }
}

export type Cloudflare = ReturnType<typeof cloudflare>
