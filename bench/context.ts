import { execFileSync } from 'node:child_process'
import { existsSync, symlinkSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
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

/** The snapshot the site is built from: the committed data/, else the demo dataset synced into it. */
export async function ensureData(ctx: Context): Promise<void> {
  if (existsSync(join(ctx.src, 'data/manifest.json'))) return
  ctx.log('data/ has no snapshot: syncing the demo dataset into it')
  const r = await run(
    process.execPath,
    ['--import', 'tsx', 'sync/cli.ts', '--demo', '--data-dir', join(ctx.src, 'data')],
    { cwd: ctx.src, timeoutMs: 5 * 60_000 },
  )
  if (r.code !== 0) throw new Error(`demo sync failed: ${r.stderr || r.stdout}`)
}

export function scratchDir(): string {
  return resolve(process.env.BENCH_SCRATCH ?? join(tmpdir(), 'agency-bench'))
}
