import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, linkSync, readdirSync, symlinkSync } from 'node:fs'
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

/** Mirrored images kept between bench runs (the export of HEAD is made afresh each run). */
const mediaCache = (ctx: Context) => join(ctx.root, 'tmp/bench/media')

/** Hard links (copies across file systems) of every file of `from` missing in `to`. */
function linkFiles(from: string, to: string): number {
  let n = 0
  for (const name of readdirSync(from)) {
    const target = join(to, name)
    if (name.includes('.tmp-') || existsSync(target)) continue
    try {
      linkSync(join(from, name), target)
    } catch {
      copyFileSync(join(from, name), target)
    }
    n++
  }
  return n
}

/**
 * The snapshot the measured site is built from: the demo dataset, synced by the real sync from the
 * stand-in CMS on the bench's CMS_PORT into the exported tree's data/, with its images mirrored as the
 * deploy does (`--mirror-media`: responsive WebP variants in public/media/, the snapshot pointing at
 * /media/), so bytes and Lighthouse measure what visitors get. Mirrored files are kept in
 * tmp/bench/media between runs (a re-run downloads the images again but encodes only new ones). With
 * --worktree, data/ and public/ are left as they are (the working tree is not the bench's to change):
 * images then come from the contract port (8790) if a CMS answers there.
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
    ctx.log(`data/: syncing the demo dataset from the stand-in CMS at ${cms.url}, images mirrored`)
    const cache = mediaCache(ctx)
    await mkdir(cache, { recursive: true })
    const r = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        'sync/cli.ts',
        '--data-dir',
        join(ctx.src, 'data'),
        '--mirror-media',
        '--media-dir',
        cache,
      ],
      {
        cwd: ctx.src,
        // The first run encodes every image of the demo (minutes on a busy machine).
        timeoutMs: 30 * 60_000,
        env: { ...process.env, CMS_PANEL_URL: cms.url, CMS_INTEGRATION_URL: cms.url, CI: '1' },
      },
    )
    if (r.code !== 0) throw new Error(`sync into data/ failed: ${r.stderr || r.stdout}`)
    const media = join(ctx.src, 'public/media')
    await mkdir(media, { recursive: true })
    ctx.log(
      `data/: ${r.stdout.match(/media: [^\n]*/)?.[0] ?? 'media mirrored'}; ${linkFiles(cache, media)} files into public/media/`,
    )
  } finally {
    await cms.close()
  }
}

export function scratchDir(): string {
  return resolve(process.env.BENCH_SCRATCH ?? join(tmpdir(), 'agency-bench'))
}
