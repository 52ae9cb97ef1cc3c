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
import {
  cpuBlockingMs,
  isTraceEvent,
  type NamedTask,
  type TraceEvent,
  longTasksOf as traceLongTasks,
} from './traceTasks'

// 2. Lighthouse 13 with its default mobile emulation (Moto G Power screen, simulated slow 4G and 4× CPU
// slowdown), the machine's Chromium in new headless mode, N runs per page (3 by default, 1 with --quick):
// the median of each figure. The home page is measured as a first-time visitor gets it, splash included.
// Each page is measured twice (issue 23): as is, and with every script file blocked
// (`blockedUrlPatterns: ['*.js', '*.mjs']`; inline scripts still run), the page's own no-JS floor. Of the
// scripts-blocked runs, the tasks after the first paint are named from Lighthouse's own trace.

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof categories)[number]

/** Every script file blocked: the no-JS floor of a page (issue 23). */
export const blockedUrlPatterns = ['*.js', '*.mjs']

/** A main-thread task after FCP as Lighthouse's long-tasks audit gives it (simulated 4× CPU: ≥ 50 ms). */
export type FloorTask = {
  url: string
  startMs: number
  durationMs: number
  /** Its time by kind of work (Lighthouse's task groups: styleLayout, paintCompositeRender, …), in ms. */
  groups: Record<string, number>
}

/** What the scripts-blocked floor still holds after the first paint, in the run nearest the median TBT. */
export type FloorTrace = {
  /** Lighthouse's long tasks ending after its (simulated) FCP, durations at 4× CPU. */
  lighthouse: FloorTask[]
  /**
   * The same run's trace, unthrottled: main-thread tasks over 12.5 ms (50 ms at 4×) ending after the
   * observed FCP, each named by the trace events with the most self time (bench/traceTasks.ts).
   */
  trace: NamedTask[]
}

export type LighthouseFigures = {
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
  /**
   * Script files the page fetched before any interaction (Lighthouse's network-requests audit; median over
   * the runs): how many, and their transfer size in KiB (headers included, as the wire carries them).
   */
  scriptRequests: number
  scriptKiB: number
  errors: string[]
  /** Only in the scripts-blocked figures. */
  floor?: FloorTrace
  /**
   * The blocking time of each run's tasks after FCP counted from their main-thread CPU time
   * (bench/traceTasks.ts cpuBlockingMs), median over the runs. What the page's own work makes of TBT,
   * without the time its thread waited for a core on a busy machine.
   */
  cpuBlockingMs?: number
}

/** A page's figures as is, and with every script blocked (null when that mode was not measured). */
export type LighthousePage = BenchPage & LighthouseFigures & { blocked: LighthouseFigures | null }

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
  /**
   * The roster and profile pages again once each site's CMS has changed since its build (bench/changed.ts:
   * a talent added, the measured profile's height changed), the normal state between scheduled rebuilds:
   * HEAD first, then the `--against` sites. Absent when neither page type was measured.
   */
  changed?: { label: string; pages: LighthousePage[] }[]
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
  tasks?: ({ urlIndex?: number; startTime?: number; duration?: number } & Record<string, number>)[]
  urls?: string[]
  debugData?: Detail
  selector?: string
  snippet?: string
  items?: Detail[]
  subpart?: string
  duration?: number
  url?: string
  startTime?: number
  group?: string
  resourceType?: string
  transferSize?: number
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

/** Lighthouse's long tasks (simulated) that end after its simulated FCP, with their time by task group. */
function floorTasksOf(lhr: Lhr): FloorTask[] {
  const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? 0
  const debug = ((lhr.audits['long-tasks']?.details ?? null) as Detail | null)?.debugData
  const urls = debug?.urls ?? []
  return (debug?.tasks ?? [])
    .filter((t) => (t.startTime ?? 0) + (t.duration ?? 0) > fcp)
    .map(({ urlIndex, startTime, duration, ...groups }) => ({
      url: urls[urlIndex ?? -1] ?? '',
      startMs: Math.round(startTime ?? 0),
      durationMs: Math.round(duration ?? 0),
      groups: Object.fromEntries(
        Object.entries(groups)
          .filter(([, ms]) => typeof ms === 'number' && ms >= 1)
          .map(([k, ms]) => [k, Math.round(ms)]),
      ),
    }))
    .sort((a, b) => a.startMs - b.startMs)
}

/** The observed navigation start and FCP of a run, in trace µs (Lighthouse's metrics audit). */
function observedOf(lhr: Lhr): { navigationStartTs: number | undefined; fcpTs: number | undefined } {
  const item = itemsOf(lhr, 'metrics')[0] as
    | { observedNavigationStartTs?: number; observedFirstContentfulPaintTs?: number }
    | undefined
  return { navigationStartTs: item?.observedNavigationStartTs, fcpTs: item?.observedFirstContentfulPaintTs }
}

/** The unthrottled tasks over 12.5 ms after the observed FCP in a run's own trace, named. */
function traceTasksOf(lhr: Lhr, trace: unknown, url: string): NamedTask[] {
  const raw = (trace as { traceEvents?: unknown } | undefined)?.traceEvents
  if (!Array.isArray(raw)) return []
  const events = raw.filter((e): e is TraceEvent => typeof e === 'object' && e !== null && isTraceEvent(e))
  const { navigationStartTs, fcpTs } = observedOf(lhr)
  return traceLongTasks(events, {
    host: new URL(url).host,
    thresholdMs: 12.5,
    ...(fcpTs !== undefined && { afterTs: fcpTs }),
    ...(navigationStartTs !== undefined && { originTs: navigationStartTs }),
  }).tasks
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

/** The script files a run fetched (blocked ones never reach the network-requests audit). */
function scriptsFetched(lhr: Lhr): { requests: number; bytes: number } {
  const scripts = itemsOf(lhr, 'network-requests').filter(
    (i) => i.resourceType === 'Script' && (i.transferSize ?? 0) > 0,
  )
  return { requests: scripts.length, bytes: scripts.reduce((sum, i) => sum + (i.transferSize ?? 0), 0) }
}

/** One run: its result, and the named tasks of its trace after FCP. */
type Run = { lhr: Lhr; traceTasks: NamedTask[] }

/** One page's figures in one mode from its runs' results. */
function summarize(runs: Run[], errors: string[], o: { floor: boolean }): LighthouseFigures {
  const lhrs = runs.map((r) => r.lhr)
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
  const tbtMs = num('total-blocking-time')
  // The floor's tasks come from the run nearest the median TBT (what the blocking time is made of).
  const byTbt = [...runs].sort(
    (a, b) =>
      Math.abs((a.lhr.audits['total-blocking-time']?.numericValue ?? 0) - tbtMs) -
      Math.abs((b.lhr.audits['total-blocking-time']?.numericValue ?? 0) - tbtMs),
  )[0]
  return {
    runs: lhrs.length,
    scores,
    fcpMs: num('first-contentful-paint'),
    lcpMs,
    tbtMs,
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
    scriptRequests: median(lhrs.map((l) => scriptsFetched(l).requests)),
    scriptKiB: Math.round((median(lhrs.map((l) => scriptsFetched(l).bytes)) / 1024) * 100) / 100,
    errors,
    ...(o.floor && byTbt && { floor: { lighthouse: floorTasksOf(byTbt.lhr), trace: byTbt.traceTasks } }),
    ...(runs.length > 0 && { cpuBlockingMs: median(runs.map((r) => cpuBlockingMs(r.traceTasks))) }),
  }
}

const modes = [
  { name: 'as is', blocked: false },
  { name: 'scripts blocked', blocked: true },
] as const

/**
 * Lighthouse on each site's pages, as is and with every script blocked. With several sites (`--against`),
 * each page's runs alternate between the sites and the modes (A, A blocked, B, B blocked, A, …) in one
 * browser, so the machine's load falls on all alike.
 */
export async function benchLighthouse(
  ctx: Context,
  sites: LighthouseSite[],
  o: { runs?: number | undefined } = {},
): Promise<LighthouseResult> {
  const runs = o.runs ?? (ctx.quick ? 1 : 3)
  const chrome = await launchChrome(ctx)
  const first = sites[0]
  if (!first) throw new Error('no site to measure')
  const out: LighthousePage[][] = sites.map(() => [])
  const browser = await browserVersion(chrome.port)
  ctx.log(`lighthouse: ${browser}; ${runs} run(s) per page and mode`)
  try {
    for (const [index] of first.pages.entries()) {
      // results[site][mode]
      const results: Run[][][] = sites.map(() => modes.map(() => []))
      const errors: string[][][] = sites.map(() => modes.map(() => []))
      for (let i = 0; i < runs; i++) {
        for (const [s, site] of sites.entries()) {
          const p = site.pages[index]
          if (!p) continue
          for (const [m, mode] of modes.entries()) {
            // A run that fails (NO_NAVSTART and the like on a busy machine) is retried once.
            for (let attempt = 0; attempt < 2; attempt++) {
              ctx.log(`lighthouse: ${site.label} ${p.path} ${mode.name} (run ${i + 1}/${runs})`)
              try {
                const url = `${site.origin}${p.path}`
                const result = await lighthouse(
                  url,
                  {
                    port: chrome.port,
                    output: 'json',
                    logLevel: 'error',
                    onlyCategories: [...categories],
                    ...(mode.blocked && { blockedUrlPatterns }),
                  },
                  undefined,
                )
                const lhr = result?.lhr as unknown as Lhr | undefined
                if (!lhr) throw new Error('no result')
                if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
                results[s]?.[m]?.push({
                  lhr,
                  traceTasks: traceTasksOf(lhr, result?.artifacts.Trace, url),
                })
                break
              } catch (e) {
                errors[s]?.[m]?.push(e instanceof Error ? e.message : String(e))
              }
            }
          }
        }
      }
      for (const [s, site] of sites.entries()) {
        const p = site.pages[index]
        if (!p) continue
        const asIs = summarize(results[s]?.[0] ?? [], errors[s]?.[0] ?? [], { floor: false })
        const blocked = summarize(results[s]?.[1] ?? [], errors[s]?.[1] ?? [], { floor: true })
        out[s]?.push({ ...p, ...asIs, blocked })
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

export function lighthouseChecks(pages: LighthousePage[], state = ''): Check[] {
  const b = budgets.lighthouse
  const checks: Check[] = []
  for (const p of pages) {
    const label = `${p.type} (${p.locale}${state})`
    for (const c of categories)
      checks.push(checkMin(`Lighthouse ${c}, ${label}`, p.scores[c], b.categoryScore, ''))
    checks.push(
      checkMax(`LCP, ${label}`, p.lcpMs, b.lcpMs, 'ms'),
      checkMax(`TBT, ${label}`, p.tbtMs, b.tbtMs, 'ms'),
      checkMax(`CLS, ${label}`, p.cls, b.cls, ''),
      checkMax(`TBT scripts blocked, ${label}`, p.blocked?.tbtMs ?? null, b.blockedTbtMs, 'ms'),
      checkMax(`LCP scripts blocked, ${label}`, p.blocked?.lcpMs ?? null, b.lcpMs, 'ms'),
      checkMax(`CLS scripts blocked, ${label}`, p.blocked?.cls ?? null, b.cls, ''),
    )
  }
  return checks
}
