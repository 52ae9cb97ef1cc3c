import { execFileSync } from 'node:child_process'
import { symlinkSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { run } from './proc'

export type Context = {
  /** The repository. */
  root: string
  /** The source tree measured: an export of HEAD (default) or the working tree itself (--worktree). */
  src: string
  /** Scratch space outside the repository (synthetic snapshots, temp files). */
  scratch: string
  quick: boolean
  /** Keep build outputs of the prerender runs. */
  keep: boolean
  port: number
  cmsPort: number
  log: (line: string) => void
}

export const vikeBin = (ctx: Context) => join(ctx.root, 'node_modules/vike/bin.js')

/**
 * The tree to measure. By default HEAD is exported (git archive) into tmp/bench/src (git-ignored), with
 * node_modules linked: the bench measures committed code, is not broken by half-written files of whoever
 * is editing the working tree, and never overwrites the working tree's dist/. `--worktree` measures the
 * working tree as it is instead.
 */
export async function prepareSource(o: {
  root: string
  worktree: boolean
  log: (line: string) => void
}): Promise<string> {
  if (o.worktree) return o.root
  const src = join(o.root, 'tmp/bench/src')
  await rm(src, { recursive: true, force: true })
  await mkdir(src, { recursive: true })
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: o.root }).toString().trim()
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${src}"`], { cwd: o.root })
  symlinkSync(join(o.root, 'node_modules'), join(src, 'node_modules'))
  o.log(`source: HEAD ${commit} exported to ${src}`)
  return src
}

/**
 * The snapshot the measured site is built from: the demo dataset, synced by the real sync from the
 * stand-in CMS on the bench's CMS_PORT into the exported tree's data/. The committed data/ names media on
 * the contract port (8790), where the bench's own CMS does not listen; synced this way every image URL
 * points at the CMS that `npm start` runs, so pages load their images as a visitor's would. With
 * --worktree, data/ is left as it is (the working tree is not the bench's to change).
 */
export async function ensureData(ctx: Context, worktree: boolean): Promise<void> {
  if (worktree) {
    ctx.log('data/: used as it is (--worktree); images load only if its media origin answers')
    return
  }
  const { startCms } = (await import(pathToFileURL(join(ctx.src, 'cms/startCms.ts')).href)) as {
    startCms: (o: { port: number }) => Promise<{ url: string; close: () => Promise<void> }>
  }
  const cms = await startCms({ port: ctx.cmsPort })
  try {
    ctx.log(`data/: syncing the demo dataset from the stand-in CMS at ${cms.url}`)
    const r = await run(
      process.execPath,
      ['--import', 'tsx', 'sync/cli.ts', '--data-dir', join(ctx.src, 'data')],
      {
        cwd: ctx.src,
        timeoutMs: 5 * 60_000,
        env: { ...process.env, CMS_PANEL_URL: cms.url, CMS_INTEGRATION_URL: cms.url, CI: '1' },
      },
    )
    if (r.code !== 0) throw new Error(`sync into data/ failed: ${r.stderr || r.stdout}`)
  } finally {
    await cms.close()
  }
}

export function scratchDir(): string {
  return resolve(process.env.BENCH_SCRATCH ?? join(tmpdir(), 'agency-bench'))
}
