import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { build } from 'esbuild'
import { chromeArgs, chromePath, mobile } from './browser'
import { budgets, type Check, checkMax } from './budgets'
import type { Context } from './context'

// The roster's filters on 10,000 talents (issue 10, part 4): what the roster computes when a visitor
// changes a filter (the matching list and the letters left enabled, lib/roster/filterTalents.ts, the
// measured tree's own code bundled by esbuild), timed in Chromium with its CPU slowed down 4× (DevTools'
// "mid-tier mobile", Lighthouse's phone) and unthrottled.

export type FilterCase = { name: string; matches: number; medianMs: number; p95Ms: number }
export type FilterRun = {
  throttle: number
  /** The first filtering of a freshly loaded list (each name folded once then remembered), median of 5. */
  coldMs: number
  cases: FilterCase[]
  worstP95Ms: number
}
export type FilterResult = { talents: number; repeats: number; runs: FilterRun[]; checks: Check[] }

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
const categories = [['mainboard'], ['image'], ['development'], ['mainboard', 'image']]

/** 10,000 roster entries as the roster file holds them: accented names, every colour form, some gaps. */
function syntheticRoster(count: number) {
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
      categories: categories[next(categories.length)],
      height: next(10) === 0 ? null : 155 + next(40),
      hair: hairs[next(hairs.length)],
      eyes: eyes[next(eyes.length)],
    }
  })
}

const none = {
  category: null,
  gender: null,
  letter: null,
  q: '',
  minHeight: null,
  maxHeight: null,
  hair: null,
  eyes: null,
}

/** Filter changes a visitor makes, each on the whole roster (the worst route: no category). */
const cases: [string, Record<string, unknown>][] = [
  ['no filter', {}],
  ['women', { gender: 'woman' }],
  ['height 170–185', { minHeight: 170, maxHeight: 185 }],
  ['blonde hair', { hair: 'blonde' }],
  ['men, green eyes', { gender: 'man', eyes: 'green' }],
  ['search "ana"', { q: 'ana' }],
  ['letter J, height ≥ 175', { letter: 'J', minHeight: 175 }],
  [
    'mainboard, women, 170–180, brown hair, brown eyes, "lima"',
    {
      category: 'mainboard',
      gender: 'woman',
      minHeight: 170,
      maxHeight: 180,
      hair: 'brown',
      eyes: 'brown',
      q: 'lima',
    },
  ],
]

type Measured = { coldMs: number; cases: FilterCase[] }

/** Runs in the page, bundled with the filters: every case `repeats` times, the cold start 5 times. */
const harness = `
// What the roster computes on a filter change: the list, and the letters still enabled.
function interact(list, f) {
  const matches = filterTalents(list, f)
  lettersPresent(list, f)
  return matches.length
}
function quantile(xs, q) {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]
}
export function measure({ list, none, cases, repeats }) {
  const cold = []
  for (let i = 0; i < 5; i++) {
    const fresh = structuredClone(list)
    const t0 = performance.now()
    interact(fresh, none)
    cold.push(performance.now() - t0)
  }
  interact(list, none)
  const out = cases.map(([name, change]) => {
    const f = { ...none, ...change }
    const times = []
    let matches = 0
    for (let i = 0; i < repeats; i++) {
      const t0 = performance.now()
      matches = interact(list, f)
      times.push(performance.now() - t0)
    }
    return { name, matches, medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95) }
  })
  return { coldMs: quantile(cold, 0.5), cases: out }
}
`

export async function benchFilter(ctx: Context): Promise<FilterResult> {
  const talents = 10_000
  const repeats = ctx.quick ? 15 : 40
  const bundle = await build({
    stdin: {
      contents: `import { filterTalents, lettersPresent } from ${JSON.stringify(join(ctx.src, 'lib/roster/filterTalents.ts'))}\n${harness}`,
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
          (window as unknown as { roster: { measure: (a: unknown) => Measured } }).roster.measure(args),
        { list, none, cases, repeats },
      )
      runs.push({ throttle, ...run, worstP95Ms: Math.max(...run.cases.map((c) => c.p95Ms)) })
      await context.close()
    }
  } finally {
    await browser.close()
  }
  const slow = runs.find((r) => r.throttle === 4)
  return {
    talents,
    repeats,
    runs,
    checks: [
      checkMax(
        `roster filter change on ${talents.toLocaleString('en')} talents, CPU 4× slower, p95 of the worst case`,
        slow?.worstP95Ms ?? null,
        budgets.filter.interactionMs,
        'ms',
      ),
      checkMax(
        `first filtering after the roster file loads, ${talents.toLocaleString('en')} talents, CPU 4× slower`,
        slow?.coldMs ?? null,
        budgets.filter.firstMs,
        'ms',
      ),
    ],
  }
}
