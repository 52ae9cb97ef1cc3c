import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { budgets, type Check, checkMax, checkMin } from './budgets'
import { type Context, tsxCli, vikeBin } from './context'
import { run } from './proc'
import { synthesize } from './synthetic'

// 1. Prerender scaling: a synthetic snapshot of N talents, the real `vike build` + the build's prerender
// step on it (scripts/prerender.ts: Vike's prerender in parallel parts, as `npm run build` runs it;
// DATA_DIR, outDir in a scratch folder).

export type PrerenderRun = {
  talents: number
  pages: { html: number; byKind: Record<string, number> }
  files: {
    total: number
    html: number
    pageContextJson: number
    assets: number
    other: number
    /** Files per talent: its profile's HTML and pageContext.json in both languages. */
    perTalent: number
    /** Files that do not grow with the roster. */
    fixed: number
  }
  snapshot: { files: number; bytes: number; ms: number }
  build: Timing
  prerender: Timing & { pagesPerSecond: number; pagesPerCpuSecond: number }
  peakRssBytes: number
  /** Projected files at the budget's talent counts, from this run's per-talent and fixed counts. */
  projection: Record<string, number>
}

type Timing = { wallMs: number; cpuMs: number; peakRssBytes: number; maxProcessRssBytes: number }

/** Runs a command under GNU time (user+sys CPU of the whole tree, max RSS of its largest process). */
async function timed(ctx: Context, args: string[], env: NodeJS.ProcessEnv, timeoutMs: number) {
  const out = join(ctx.scratch, `time-${Date.now()}.txt`)
  const r = await run('/usr/bin/time', ['-f', '%e %U %S %M', '-o', out, ...args], {
    cwd: ctx.src,
    env,
    timeoutMs,
  })
  const [e, u, s, m] = (existsSync(out) ? (readFileSync(out, 'utf8').trim().split('\n').pop() ?? '') : '')
    .split(' ')
    .map(Number)
  const timing: Timing = {
    wallMs: (e ?? r.wallMs / 1000) * 1000,
    cpuMs: ((u ?? 0) + (s ?? 0)) * 1000,
    peakRssBytes: r.peakTreeRssBytes,
    maxProcessRssBytes: (m ?? 0) * 1024,
  }
  return { r, timing }
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, out)
    else out.push(path)
  }
  return out
}

/** The kind of page an HTML file is, from its path (Portuguese and English segments). */
function pageKind(rel: string): string {
  const path = `/${rel.replace(/(^|\/)index\.(html|pageContext\.json)$/, '').replace(/\.html$/, '')}`.replace(
    /\/$/,
    '',
  )
  const parts = path
    .replace(/^\/en(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
  const [first] = parts
  if (parts.length === 0) return 'home'
  if (first === '404') return '404'
  if (first === 'modelos' || first === 'models') {
    if (parts.length < 4) return 'roster'
    // A comp card page of its own (before the card became part of the profile): counted apart.
    return parts.at(-1) === 'comp-card' ? 'comp-card' : 'profile'
  }
  if (first === 'noticias' || first === 'news') return parts.length >= 2 ? 'post' : 'news'
  if (first?.startsWith('__profile-shell')) return 'profile-shell'
  const portuguese: Record<string, string> = {
    sobre: 'about',
    contato: 'contact',
    favoritos: 'favorites',
    'seja-um-modelo': 'be-a-model',
  }
  return (first && portuguese[first]) ?? first ?? 'other'
}

/** Imports of snapshot files by relative path (not through DATA_DIR): aliased to the synthetic snapshot. */
function dataImportAliases(src: string, dataDir: string): Record<string, string> {
  const aliases: Record<string, string> = {}
  const re =
    /import\(\s*['"]((?:\.\.\/)+data\/([\w.-]+\.json))['"]\s*\)|from\s+['"]((?:\.\.\/)+data\/([\w.-]+\.json))['"]/g
  for (const folder of ['components', 'pages', 'renderer', 'lib']) {
    const base = join(src, folder)
    if (!existsSync(base)) continue
    for (const file of walk(base)) {
      if (!/\.(ts|tsx)$/.test(file)) continue
      for (const m of readFileSync(file, 'utf8').matchAll(re)) {
        const spec = m[1] ?? m[3]
        const name = m[2] ?? m[4]
        if (spec && name) aliases[spec] = join(dataDir, name)
      }
    }
  }
  return aliases
}

export async function prerenderRun(ctx: Context, talents: number): Promise<PrerenderRun> {
  const log = ctx.log
  const dataDir = join(ctx.scratch, `snapshot-${talents}`)
  // Inside the project (tmp/bench, git-ignored) so that the built server entry resolves node_modules, also
  // with --worktree (where ctx.src is the project itself).
  const outDir = join(ctx.root, 'tmp/bench', `out-${talents}`)
  log(`prerender: synthetic snapshot of ${talents} talents`)
  const t0 = performance.now()
  const snap = await synthesize({
    talents,
    dir: dataDir,
    baseDir: join(ctx.scratch, 'snapshot-base'),
    reuseBase: true,
  })
  const snapshotMs = performance.now() - t0
  await rm(outDir, { recursive: true, force: true })
  const aliases = dataImportAliases(ctx.src, dataDir)
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    // Vike takes `outDir` from the Vite config; it must share its first path segment with the cwd.
    VITE_CONFIG: JSON.stringify({ build: { outDir }, resolve: { alias: aliases } }),
    // scripts/prerender.ts reads the build from there.
    OUT_DIR: outDir,
  }
  log(`prerender: vike build (${talents} talents)`)
  const build = await timed(ctx, [process.execPath, vikeBin(ctx), 'build'], env, 10 * 60_000)
  if (build.r.code !== 0) throw new Error(`vike build failed:\n${tail(build.r.stdout + build.r.stderr)}`)
  log(`prerender: scripts/prerender.ts (${talents} talents)`)
  const pre = await timed(
    ctx,
    [process.execPath, tsxCli(ctx), join(ctx.src, 'scripts/prerender.ts')],
    env,
    20 * 60_000,
  )
  if (pre.r.code !== 0) throw new Error(`prerender failed:\n${tail(pre.r.stdout + pre.r.stderr)}`)

  const client = join(outDir, 'client')
  const files = walk(client).map((f) => relative(client, f))
  const html = files.filter((f) => f.endsWith('.html'))
  const pageContextJson = files.filter((f) => f.endsWith('.pageContext.json')).length
  const assets = files.filter((f) => f.startsWith('assets/')).length
  const byKind: Record<string, number> = {}
  for (const f of html) {
    const k = pageKind(f)
    byKind[k] = (byKind[k] ?? 0) + 1
  }
  const pagesPerSecond = html.length / (pre.timing.wallMs / 1000)
  const pagesPerCpuSecond = html.length / (pre.timing.cpuMs / 1000)
  // Files that exist once per talent: its profile page in each language (the comp card is part of it), and
  // whatever else a build writes under a talent's path (a comp card page, a pageContext.json).
  const perTalentKinds = new Set(['profile', 'comp-card'])
  const profileFiles = files.filter((f) => !f.startsWith('assets/') && perTalentKinds.has(pageKind(f))).length
  const perTalent = profileFiles / Math.max(1, talents)
  const fixed = files.length - profileFiles
  const projection: Record<string, number> = {}
  for (const n of [1_000, 4_000, 10_000]) projection[String(n)] = Math.round(fixed + perTalent * n)

  if (!ctx.keep) await rm(outDir, { recursive: true, force: true })
  return {
    talents,
    pages: { html: html.length, byKind },
    files: {
      total: files.length,
      html: html.length,
      pageContextJson,
      assets,
      other: files.length - html.length - pageContextJson - assets,
      perTalent,
      fixed,
    },
    snapshot: { files: snap.files, bytes: snap.bytes, ms: snapshotMs },
    build: build.timing,
    prerender: { ...pre.timing, pagesPerSecond, pagesPerCpuSecond },
    peakRssBytes: Math.max(build.timing.peakRssBytes, pre.timing.peakRssBytes),
    projection,
  }
}

const tail = (s: string, n = 30) => s.trim().split('\n').slice(-n).join('\n')

export type PrerenderResult = { runs: PrerenderRun[]; checks: Check[] }

export async function benchPrerender(ctx: Context): Promise<PrerenderResult> {
  const sizes = ctx.quick ? [1_000] : [1_000, budgets.prerender.atTalents]
  const runs: PrerenderRun[] = []
  for (const n of sizes) runs.push(await prerenderRun(ctx, n))
  const checks: Check[] = []
  const atBudget = runs.find((r) => r.talents === budgets.prerender.atTalents) ?? runs[runs.length - 1]
  if (atBudget) {
    const note = atBudget.talents === budgets.prerender.atTalents ? '' : ` (at ${atBudget.talents}: --quick)`
    checks.push(
      checkMin(
        `prerender pages/s${note}`,
        atBudget.prerender.pagesPerSecond,
        budgets.prerender.pagesPerSecond,
        'pages/s',
      ),
      checkMax(
        `prerender peak RSS${note}`,
        atBudget.peakRssBytes / 2 ** 30,
        budgets.prerender.peakRssGiB,
        'GiB',
      ),
    )
    const at4k = atBudget.projection['4000']
    if (at4k !== undefined)
      checks.push(
        checkMax('files at 4,000 talents (projected)', at4k, budgets.prerender.filesAt4000, 'files'),
      )
  }
  return { runs, checks }
}
