import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, symlinkSync } from 'node:fs'
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
/** tsx's command as npm installs it (`node_modules/.bin`), not a path inside the package. */
export const tsxCli = (ctx: Context) => join(ctx.root, 'node_modules/.bin/tsx')

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
  const src = resolve(o.root, process.env.BENCH_SRC ?? 'tmp/bench/src')
  await rm(src, { recursive: true, force: true })
  await mkdir(src, { recursive: true })
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: o.root }).toString().trim()
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${src}"`], { cwd: o.root })
  symlinkSync(join(o.root, 'node_modules'), join(src, 'node_modules'))
  o.log(`source: HEAD ${commit} exported to ${src}`)
  return src
}

/**
 * Another commit to measure beside HEAD (`--against`): exported (git archive) into
 * tmp/bench/against-<commit> with its own dependencies installed by `npm install` (its package.json may
 * differ from HEAD's). The directory is kept between runs and reused while it holds that commit.
 */
export async function prepareAgainst(o: {
  root: string
  ref: string
  log: (line: string) => void
}): Promise<{ src: string; commit: string }> {
  const commit = execFileSync('git', ['rev-parse', '--short', o.ref], { cwd: o.root }).toString().trim()
  const src = resolve(o.root, `tmp/bench/against-${commit}`)
  if (existsSync(join(src, 'node_modules/.package-lock.json'))) {
    o.log(`against: ${commit} already in ${src}`)
    return { src, commit }
  }
  await rm(src, { recursive: true, force: true })
  await mkdir(src, { recursive: true })
  execFileSync('sh', ['-c', `git archive "${commit}" | tar -x -C "${src}"`], { cwd: o.root })
  o.log(`against: ${commit} exported to ${src}; npm install`)
  const r = await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: src, timeoutMs: 15 * 60_000 })
  if (r.code !== 0) throw new Error(`npm install of ${commit} failed: ${r.stderr || r.stdout}`)
  return { src, commit }
}

/**
 * The measured site's data and media. HEAD (an export): its own `npm start` syncs from its stand-in CMS
 * and puts the photos through the media pipeline into its Worker's local R2, as production does
 * (docs/decisions/0061); the export shares the repository's `.cache/` (the stand-in's photo pool and the
 * encoded files), so a bench run encodes only what is new. `--worktree`: the working tree as it is.
 *
 * A commit measured beside it (`originals`: `--against` an earlier commit) gets HEAD's stand-in CMS, so
 * both sites show the same photos of real weight, and its data/ synced by its own sync from that CMS on its
 * port with the CMS's URLs kept: the path `npm start` gave a phone before the pipeline (each photo the
 * CMS's original, from the CMS's host).
 */
export async function ensureData(
  ctx: Context,
  worktree: boolean,
  o: { originals?: boolean } = {},
): Promise<void> {
  if (worktree) {
    ctx.log('data/: used as it is (--worktree)')
    return
  }
  if (!o.originals) {
    const cache = join(ctx.root, '.cache')
    await mkdir(cache, { recursive: true })
    if (!existsSync(join(ctx.src, '.cache'))) symlinkSync(cache, join(ctx.src, '.cache'))
    ctx.log(`data/: synced by npm start (media into its local R2; ${cache} shared)`)
    return
  }
  await rm(join(ctx.src, 'cms'), { recursive: true, force: true })
  cpSync(join(ctx.root, 'cms'), join(ctx.src, 'cms'), { recursive: true })
  if (!existsSync(join(ctx.src, '.cache'))) symlinkSync(join(ctx.root, '.cache'), join(ctx.src, '.cache'))
  const { startCms } = (await import(pathToFileURL(join(ctx.src, 'cms/startCms.ts')).href)) as {
    startCms: (o: { port: number }) => Promise<{ url: string; close: () => Promise<void> }>
  }
  const cms = await startCms({ port: ctx.cmsPort })
  try {
    ctx.log(`data/: ${ctx.src}: HEAD's stand-in CMS at ${cms.url}, synced with the CMS's own image URLs`)
    const r = await run(
      process.execPath,
      ['--import', 'tsx', 'sync/cli.ts', '--data-dir', join(ctx.src, 'data')],
      {
        cwd: ctx.src,
        timeoutMs: 30 * 60_000,
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
