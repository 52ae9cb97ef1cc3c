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
  errors: string[]
}

export type LighthouseResult = { pages: LighthousePage[]; checks: Check[] }

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
}

type Detail = {
  type?: string
  selector?: string
  snippet?: string
  items?: Detail[]
  subpart?: string
  duration?: number
}

/** The LCP element (Lighthouse 13 names it in the LCP breakdown insight). */
function lcpElementOf(lhr: Lhr): string | null {
  const details = (lhr.audits['lcp-breakdown-insight']?.details ?? null) as Detail | null
  const node = details?.items?.find((i) => i.type === 'node')
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() : null
}

/** The LCP's parts (time to first byte, resource load delay and duration, render delay), in ms. */
function lcpBreakdownOf(lhr: Lhr): Record<string, number> {
  const details = (lhr.audits['lcp-breakdown-insight']?.details ?? null) as Detail | null
  const table = details?.items?.find((i) => i.type === 'table')
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

export async function benchLighthouse(
  ctx: Context,
  origin: string,
  pages: BenchPage[],
): Promise<LighthouseResult> {
  const runs = ctx.quick ? 1 : 3
  const chrome = await launchChrome(ctx)
  const out: LighthousePage[] = []
  try {
    for (const p of pages) {
      const lhrs: Lhr[] = []
      const errors: string[] = []
      // A run that fails (NO_NAVSTART and the like on a busy machine) is retried once.
      for (let i = 0, retries = 0; i < runs; i++) {
        ctx.log(`lighthouse: ${p.path} (run ${i + 1}/${runs})`)
        try {
          const result = await lighthouse(
            `${origin}${p.path}`,
            { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
            undefined,
          )
          const lhr = result?.lhr as unknown as Lhr | undefined
          if (!lhr) throw new Error('no result')
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
          lhrs.push(lhr)
        } catch (e) {
          errors.push(e instanceof Error ? e.message : String(e))
          if (retries++ < 1) i--
        }
      }
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
      out.push({
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
        errors,
      })
    }
  } finally {
    await chrome.close()
  }
  return { pages: out, checks: lighthouseChecks(out) }
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
