import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import type { SiteCategories } from '../lib/categories'
import type { RosterFilters, RosterTalent } from '../lib/roster/filterTalents'
import { chromeArgs, chromePath, mobile } from './browser'
import { budgets, type Check, checkMax } from './budgets'
import type { Context } from './context'
import type { FilterCase, Measured } from './filterHarness'

// The roster's filters on 10,000 talents (issue 10, part 4): what the roster computes when a visitor
// changes a filter (the matching list and the letters left enabled, lib/roster/filterTalents.ts, the
// measured tree's own code bundled by esbuild), timed in Chromium with its CPU slowed down 4× (DevTools'
// "mid-tier mobile", Lighthouse's phone) and unthrottled.

export type FilterRun = {
  /** Chromium's CPU throttling rate; 0 for the run in Node measuring thread CPU time. */
  throttle: number
  /** The first filtering of a freshly loaded list (each name folded once then remembered), median of 5. */
  coldMs: number
  cases: FilterCase[]
  worstP95Ms: number
}
export type FilterResult = {
  talents: number
  repeats: number
  runs: FilterRun[]
  /** 4 × the thread CPU time in Node: the phone estimate, which the machine's load does not inflate. */
  estimate4x: { worstMeanMs: number; coldMs: number }
  checks: Check[]
}

const firsts = [
  'Ágata',
  'Ana',
  'Beatriz',
  'Bruno',
  'Caio',
  'Érico',
  'Helena',
  'Íris',
  'João',
  'Júlia',
  'Lara',
]
const lasts = ['Conceição', 'Souza', 'Lima', 'Araújo', 'Dias', 'Gonçalves', 'Ribeiro', 'Melo', 'Rocha']
const hairs = ['Castanho', 'Castanho', 'Loiro', 'Loira', 'Preto', 'Ruivo', 'Castanho Escuro', null]
const eyes = ['Castanhos', 'Castanhos', 'Azuis', 'Verdes', 'Mel', 'Pretos', null]
const categories: SiteCategories[] = [['mainboard'], ['image'], ['development'], ['mainboard', 'image']]

/** 10,000 roster entries as the roster file holds them: accented names, every colour form, some gaps. */
function syntheticRoster(count: number): RosterTalent[] {
  let seed = 42
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0
    return (seed >>> 8) % n
  }
  return Array.from({ length: count }, (_, i) => {
    const name = `${firsts[next(firsts.length)]} ${firsts[next(firsts.length)]} ${lasts[next(lasts.length)]}`
    return {
      id: 1000 + i,
      name,
      slug: `t-${i}`,
      gender: i % 2 ? 'man' : 'woman',
      cover: `https://cdn.example.com/uploads/talents/${1000 + i}/cover-800x1067.jpg`,
      categories: categories[next(categories.length)] ?? ['mainboard'],
      height: next(10) === 0 ? null : 155 + next(40),
      hair: hairs[next(hairs.length)] ?? null,
      eyes: eyes[next(eyes.length)] ?? null,
    }
  })
}

/** Filter changes a visitor makes, each on the whole roster (the worst route: no category). */
const cases: [string, Partial<RosterFilters>][] = [
  ['no filter', {}],
  ['women', { gender: 'woman' }],
  ['height 170–185', { minHeight: 170, maxHeight: 185 }],
  ['blonde hair', { hair: 'blonde' }],
  ['men, green eyes', { gender: 'man', eyes: 'green' }],
  ['search "ana"', { q: 'ana' }],
  ['letter J, height ≥ 175', { letter: 'J', minHeight: 175 }],
  [
    'mainboard, women, 165–185, brown hair, brown eyes, "a"',
    {
      category: 'mainboard',
      gender: 'woman',
      minHeight: 165,
      maxHeight: 185,
      hair: 'brown',
      eyes: 'brown',
      q: 'a',
    },
  ],
]

export async function benchFilter(ctx: Context): Promise<FilterResult> {
  const harnessPath = join(ctx.src, 'bench/filterHarness.ts')
  const talents = 10_000
  const repeats = ctx.quick ? 15 : 40
  const bundle = await build({
    stdin: {
      contents: `export { measure } from ${JSON.stringify(harnessPath)}`,
      resolveDir: ctx.src,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    globalName: 'roster',
    target: 'es2022',
    minify: true,
    write: false,
  })
  const code = bundle.outputFiles[0]?.text ?? ''
  const list = syntheticRoster(talents)

  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs })
  const runs: FilterRun[] = []
  try {
    for (const throttle of [1, 4]) {
      ctx.log(`filter: ${talents} talents, CPU throttle ${throttle}×`)
      const context = await browser.newContext(mobile)
      const page = await context.newPage()
      await page.setContent('<!doctype html><title>filter bench</title>')
      await page.addScriptTag({ content: code })
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle })
      // Called by name: a function passed to page.evaluate would carry tsx's `__name` helper with it.
      const run = await page.evaluate(
        (args) =>
          (
            window as unknown as { roster: { measure: (a: unknown, clock: () => number) => Measured } }
          ).roster.measure(args, () => performance.now()),
        { list, cases, repeats },
      )
      runs.push({ throttle, ...run, worstP95Ms: Math.max(...run.cases.map((c) => c.p95Ms)) })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  // The same in this process, timed by the thread's own CPU time (V8 as in Chromium, no throttling).
  ctx.log(`filter: ${talents} talents in Node, thread CPU time`)
  const harness = (await import(pathToFileURL(harnessPath).href)) as typeof import('./filterHarness')
  const cpuMs = () => {
    const { user, system } = (
      process as unknown as { threadCpuUsage: () => NodeJS.CpuUsage }
    ).threadCpuUsage()
    return (user + system) / 1000
  }
  const node = harness.measure({ list, cases, repeats }, cpuMs)
  runs.push({ throttle: 0, ...node, worstP95Ms: Math.max(...node.cases.map((c) => c.p95Ms)) })
  // Linux counts a thread's CPU time in scheduler ticks (4 ms): one change is timed too coarsely, the
  // mean over a case's repeats is not.
  const estimate4x = {
    worstMeanMs: 4 * Math.max(...node.cases.map((c) => c.meanMs)),
    coldMs: 4 * node.coldMs,
  }
  const slow = runs.find((r) => r.throttle === 4)
  const n = talents.toLocaleString('en')
  return {
    talents,
    repeats,
    runs,
    estimate4x,
    checks: [
      checkMax(
        `roster filter change on ${n} talents, phone estimate (4 × thread CPU), mean of the worst case`,
        estimate4x.worstMeanMs,
        budgets.filter.interactionMs,
        'ms',
      ),
      checkMax(
        `roster filter change on ${n} talents, Chromium CPU 4× slower, median of the worst case`,
        slow ? Math.max(...slow.cases.map((c) => c.medianMs)) : null,
        budgets.filter.interactionMs,
        'ms',
        'wall clock: on a busy machine it counts the time the page waited for a core',
      ),
      checkMax(
        `first filtering after the roster file loads, ${n} talents, phone estimate (4 × thread CPU)`,
        estimate4x.coldMs,
        budgets.filter.firstMs,
        'ms',
      ),
    ],
  }
}
