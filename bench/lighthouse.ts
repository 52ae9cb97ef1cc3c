import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { chromeArgs, chromePath } from './browser'
import { budgets, type Check, checkMax, checkMin } from './budgets'
import type { Context } from './context'
import type { BenchPage } from './pages'
import { killTree, sleep } from './proc'
import { median } from './stats'

// 2. Lighthouse 13 with its default mobile emulation (Moto G Power screen, simulated slow 4G and 4× CPU
// slowdown), the machine's Chromium in new headless mode, N runs per page (3 by default, 1 with --quick):
// the median of each figure. The home page is measured as a first-time visitor gets it, splash included.

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof categories)[number]

export type LighthousePage = BenchPage & {
  runs: number
  scores: Record<Category, number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** The LCP element as Lighthouse names it (from the run nearest the median LCP). */
  lcpElement: string | null
  lcpBreakdown: Record<string, number>
  /** Audits below full score in the median run (id: title), to say why a category misses 100. */
  failing: Record<Category, string[]>
  /** Lighthouse's measure of this machine's speed for the runs (median): scores on slower machines drop. */
  benchmarkIndex: number
  /** The longest main-thread tasks of the typical run (Lighthouse's long-tasks audit), with their script. */
  longTasks: { url: string; durationMs: number; startMs: number }[]
  /** Main-thread time of the typical run by kind of work (script evaluation, style and layout, …), in ms. */
  mainThread: Record<string, number>
  /** The scripts costing most main-thread time in the typical run (bootup-time audit), in ms. */
  scripts: { url: string; totalMs: number; scriptingMs: number }[]
  errors: string[]
}

/**
 * One site measured: its label (the commit) and its pages, in the order of the first site's (undefined
 * where it lacks one).
 */
export type LighthouseSite = { label: string; origin: string; pages: (BenchPage | undefined)[] }

export type LighthouseResult = {
  /** The first site's pages: the one the budgets are checked on. */
  pages: LighthousePage[]
  /** The other sites measured in the same run (`--against`), page runs interleaved with the first's. */
  against: { label: string; pages: LighthousePage[] }[]
  /** The browser that ran them (DevTools /json/version). */
  browser: string
  checks: Check[]
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      const port = typeof address === 'object' && address ? address.port : 0
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })
}

async function launchChrome(ctx: Context) {
  const port = await freePort()
  const profile = await mkdtemp(join(ctx.scratch, 'chrome-'))
  const child = spawn(
    chromePath,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...chromeArgs,
      '--disable-extensions',
      '--mute-audio',
      'about:blank',
    ],
    { detached: true, stdio: 'ignore' },
  )
  for (let i = 0; i < 100; i++) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/json/version`)
      if (r.ok) break
    } catch {}
    await sleep(100)
  }
  return {
    port,
    close: async () => {
      killTree(child, 'SIGTERM')
      await sleep(300)
      killTree(child, 'SIGKILL')
      await rm(profile, { recursive: true, force: true })
    },
  }
}

async function browserVersion(port: number): Promise<string> {
  const info = (await fetch(`http://127.0.0.1:${port}/json/version`).then(
    (r) => r.json(),
    () => ({}),
  )) as { Browser?: string }
  return info.Browser ?? 'unknown'
}

type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<
    string,
    {
      score: number | null
      scoreDisplayMode: string
      title: string
      numericValue?: number
      details?: unknown
    }
  >
  runtimeError?: { code: string; message: string }
  runWarnings?: string[]
  environment?: { benchmarkIndex?: number }
}

type Detail = {
  type?: string
  selector?: string
  snippet?: string
  items?: Detail[]
  subpart?: string
  duration?: number
  url?: string
  startTime?: number
  group?: string
  total?: number
  scripting?: number
}

const itemsOf = (lhr: Lhr, audit: string): Detail[] =>
  ((lhr.audits[audit]?.details ?? null) as Detail | null)?.items ?? []

/** The five longest main-thread tasks (url is the script Lighthouse attributes each to, or "Unattributable"). */
function longTasksOf(lhr: Lhr): LighthousePage['longTasks'] {
  return itemsOf(lhr, 'long-tasks')
    .map((i) => ({
      url: i.url ?? '',
      durationMs: Math.round(i.duration ?? 0),
      startMs: Math.round(i.startTime ?? 0),
    }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, 5)
}

function mainThreadOf(lhr: Lhr): Record<string, number> {
  return Object.fromEntries(
    itemsOf(lhr, 'mainthread-work-breakdown').map((i) => [i.group ?? '?', Math.round(i.duration ?? 0)]),
  )
}

function scriptsOf(lhr: Lhr): LighthousePage['scripts'] {
  return itemsOf(lhr, 'bootup-time')
    .map((i) => ({
      url: i.url ?? '',
      totalMs: Math.round(i.total ?? 0),
      scriptingMs: Math.round(i.scripting ?? 0),
    }))
    .slice(0, 4)
}

/** The LCP element (Lighthouse 13 names it in the LCP breakdown insight). */
function lcpElementOf(lhr: Lhr): string | null {
  const node = itemsOf(lhr, 'lcp-breakdown-insight').find((i) => i.type === 'node')
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : null
}

/** The LCP's parts (time to first byte, resource load delay and duration, render delay), in ms. */
function lcpBreakdownOf(lhr: Lhr): Record<string, number> {
  const table = itemsOf(lhr, 'lcp-breakdown-insight').find((i) => i.type === 'table')
  return Object.fromEntries(
    (table?.items ?? []).flatMap((i) => (i.subpart ? [[i.subpart, Math.round(i.duration ?? 0)]] : [])),
  )
}

function failingAudits(lhr: Lhr, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs
    .map((ref) => ({ id: ref.id, weight: ref.weight, audit: lhr.audits[ref.id] }))
    .filter(
      (x) =>
        x.audit &&
        x.audit.score !== null &&
        x.audit.score < 1 &&
        x.weight > 0 &&
        x.audit.scoreDisplayMode !== 'informative' &&
        x.audit.scoreDisplayMode !== 'manual',
    )
    .map((x) => `${x.id} (${Math.round((x.audit?.score ?? 0) * 100)}): ${x.audit?.title}`)
}

/** One page's figures from its runs' results. */
function summarize(p: BenchPage, lhrs: Lhr[], errors: string[]): LighthousePage {
  const num = (id: string) => median(lhrs.map((l) => l.audits[id]?.numericValue ?? Number.NaN))
  const scores = Object.fromEntries(
    categories.map((c) => [c, median(lhrs.map((l) => Math.round((l.categories[c]?.score ?? 0) * 100)))]),
  ) as Record<Category, number>
  const lcpMs = num('largest-contentful-paint')
  // The run whose LCP is nearest the median stands for the page in the diagnostics.
  const typical = [...lhrs].sort(
    (a, b) =>
      Math.abs((a.audits['largest-contentful-paint']?.numericValue ?? 0) - lcpMs) -
      Math.abs((b.audits['largest-contentful-paint']?.numericValue ?? 0) - lcpMs),
  )[0]
  return {
    ...p,
    runs: lhrs.length,
    scores,
    fcpMs: num('first-contentful-paint'),
    lcpMs,
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    lcpElement: typical ? lcpElementOf(typical) : null,
    lcpBreakdown: typical ? lcpBreakdownOf(typical) : {},
    failing: Object.fromEntries(
      categories.map((c) => [c, typical ? failingAudits(typical, c) : []]),
    ) as Record<Category, string[]>,
    benchmarkIndex: Math.round(median(lhrs.map((l) => l.environment?.benchmarkIndex ?? Number.NaN))),
    longTasks: typical ? longTasksOf(typical) : [],
    mainThread: typical ? mainThreadOf(typical) : {},
    scripts: typical ? scriptsOf(typical) : [],
    errors,
  }
}

/**
 * Lighthouse on each site's pages. With several sites (`--against`), each page's runs alternate between
 * the sites (A, B, A, B, …) in one browser, so the machine's load falls on both alike.
 */
export async function benchLighthouse(ctx: Context, sites: LighthouseSite[]): Promise<LighthouseResult> {
  const runs = ctx.quick ? 1 : 3
  const chrome = await launchChrome(ctx)
  const first = sites[0]
  if (!first) throw new Error('no site to measure')
  const out: LighthousePage[][] = sites.map(() => [])
  const browser = await browserVersion(chrome.port)
  ctx.log(`lighthouse: ${browser}`)
  try {
    for (const [index] of first.pages.entries()) {
      const lhrs: Lhr[][] = sites.map(() => [])
      const errors: string[][] = sites.map(() => [])
      for (let i = 0; i < runs; i++) {
        for (const [s, site] of sites.entries()) {
          const p = site.pages[index]
          if (!p) continue
          // A run that fails (NO_NAVSTART and the like on a busy machine) is retried once.
          for (let attempt = 0; attempt < 2; attempt++) {
            ctx.log(`lighthouse: ${site.label} ${p.path} (run ${i + 1}/${runs})`)
            try {
              const result = await lighthouse(
                `${site.origin}${p.path}`,
                { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
                undefined,
              )
              const lhr = result?.lhr as unknown as Lhr | undefined
              if (!lhr) throw new Error('no result')
              if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
              lhrs[s]?.push(lhr)
              break
            } catch (e) {
              errors[s]?.push(e instanceof Error ? e.message : String(e))
            }
          }
        }
      }
      for (const [s, site] of sites.entries()) {
        const p = site.pages[index]
        if (p) out[s]?.push(summarize(p, lhrs[s] ?? [], errors[s] ?? []))
      }
    }
  } finally {
    await chrome.close()
  }
  const pages = out[0] ?? []
  return {
    pages,
    against: sites.slice(1).map((site, i) => ({ label: site.label, pages: out[i + 1] ?? [] })),
    browser,
    checks: lighthouseChecks(pages),
  }
}

export function lighthouseChecks(pages: LighthousePage[]): Check[] {
  const b = budgets.lighthouse
  const checks: Check[] = []
  for (const p of pages) {
    const label = `${p.type} (${p.locale})`
    for (const c of categories)
      checks.push(checkMin(`Lighthouse ${c}, ${label}`, p.scores[c], b.categoryScore, ''))
    checks.push(
      checkMax(`LCP, ${label}`, p.lcpMs, b.lcpMs, 'ms'),
      checkMax(`TBT, ${label}`, p.tbtMs, b.tbtMs, 'ms'),
      checkMax(`CLS, ${label}`, p.cls, b.cls, ''),
    )
  }
  return checks
}
