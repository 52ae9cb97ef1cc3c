import { type BrowserContext, chromium, type Page } from '@playwright/test'
import { chromeArgs, chromePath, mobile } from './browser'
import { budgets, type Check, checkMax } from './budgets'
import type { Context } from './context'
import type { BenchPage } from './pages'
import { median } from './stats'

// 6. The first interaction with each island (issue 23), in Chromium at Lighthouse's phone viewport with the
// CPU throttled 4× (CDP `Emulation.setCPUThrottlingRate`), the page loaded and its network quiet first: the
// time from the visitor's first event (pointerdown, key, wheel) to
// - the next paint that shows a response: the first change the visitor can see in the island (a DOM change
//   other than the loader's own state attribute, a typed character, the page scrolling), then the frame
//   after it (requestAnimationFrame, then a message: the frame has been produced);
// - for the form, also from the first key to the frame that shows the typed character;
// - the island awake: `data-island-state="awake"` on its `[data-island]` element (its module loaded and
//   React hydrated it). An island awake before the interaction (it wakes at load) counts 0 and says so.
// Each case in a fresh browser context (empty cache), repeated (3 times, 1 with --quick); the median.

export type InteractionCase = {
  name: string
  /** The page type it runs on (the English page). */
  type: BenchPage['type']
  island: string
  /** What the visitor does. */
  action: string
}

export type InteractionFigures = InteractionCase & {
  path: string
  runs: number
  /** Median ms from the first event to the next paint that shows a response (null: none seen). */
  responseMs: number | null
  /** Median ms from the first event to the island awake (0 when it was awake before). */
  awakeMs: number | null
  /** The island was already awake when the visitor reached it, in how many runs. */
  awakeBefore: number
  /** Median ms from the first key to the frame that shows its character (a typing case only). */
  typedMs: number | null
  /** Ms from the navigation's start to the island awake, when it woke without the visitor. */
  awakeSinceNavigationMs: number | null
  samples: { responseMs: number | null; awakeMs: number | null; typedMs: number | null }[]
  errors: string[]
}

export type InteractionResult = {
  cpuSlowdown: number
  browser: string
  cases: InteractionFigures[]
  checks: Check[]
}

/** Installed before the page's own scripts: `__ixArm(selector, scroll)` starts watching one island. */
const probe = `
  window.__ixArm = (selector, scroll) => {
    const island = document.querySelector(selector);
    const st = { t0: null, mark: null, responseAt: null, awakeAt: null, awakeBefore: false, found: !!island, key: null, typedAt: null };
    window.__ix = st;
    if (!island) return;
    const state = () => island.getAttribute('data-island-state');
    if (state() === 'awake') { st.awakeBefore = true; st.awakeAt = performance.now(); }
    const afterPaint = (done) => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(0);
    });
    const respond = () => {
      if (st.t0 === null || st.mark !== null) return;
      st.mark = performance.now();
      afterPaint((t) => { st.responseAt = t; });
    };
    const first = (e) => {
      if (st.t0 === null) st.t0 = e.timeStamp;
      if (e.type === 'keydown' && st.key === null) st.key = e.timeStamp;
    };
    for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'])
      document.addEventListener(type, first, { capture: true, passive: true });
    new MutationObserver((records) => {
      if (records.some((r) => !(r.type === 'attributes' && r.attributeName === 'data-island-state'))) respond();
    }).observe(island, { subtree: true, childList: true, attributes: true, characterData: true });
    // A focus ring and caret are a response; so is a typed character (and the key's own paint is timed).
    island.addEventListener('focusin', respond, true);
    island.addEventListener('input', () => {
      respond();
      if (st.typedAt === null) { st.typedAt = -1; afterPaint((t) => { st.typedAt = t; }); }
    }, true);
    // Captured: an element's scroll (the book strip) does not bubble to the window.
    if (scroll) addEventListener('scroll', respond, { passive: true, capture: true });
    new MutationObserver(() => {
      if (state() === 'awake' && st.awakeAt === null) st.awakeAt = performance.now();
    }).observe(island, { attributes: true, attributeFilter: ['data-island-state'] });
  };
`

type Probe = {
  t0: number | null
  responseAt: number | null
  awakeAt: number | null
  awakeBefore: boolean
  found: boolean
  key: number | null
  typedAt: number | null
}

type Step = {
  /** Opens the page (default: `page.goto`). */
  prepare?: (page: Page, origin: string, path: string, pages: BenchPage[]) => Promise<void>
  act: (page: Page) => Promise<void>
}

/** A control missing from the page fails its case in seconds, not Playwright's 30. */
const tapTimeout = 5000

const cases: (InteractionCase & Step & { scroll?: boolean; typing?: boolean })[] = [
  {
    name: 'roster filter',
    type: 'roster',
    island: 'roster',
    action: 'tap a letter filter',
    act: (page) =>
      page.locator('[data-island="roster"] .roster-filters__letter:not([disabled])').nth(1).tap(),
  },
  {
    name: 'profile gallery',
    type: 'profile',
    island: 'profile',
    // On a phone the book is a native scroll-snap strip with no arrows (components/profile/Book):
    // a finger's swipe, as touch events through Chromium's input pipeline (CDP `Input.dispatchTouchEvent`:
    // the browser turns them into a touch scroll, as it does a finger's), a move a frame apart; the strip's
    // scroll is the response. (`Input.synthesizeScrollGesture` reaches no page in headless Chromium 156: no
    // touch event, no scroll.)
    action: 'swipe the book strip to the next photo',
    scroll: true,
    act: async (page) => {
      const strip = page.locator('[data-island="profile"] .book .strip').first()
      const box = await strip.boundingBox({ timeout: tapTimeout })
      if (!box) throw new Error('the book strip is not on screen')
      const cdp = await page.context().newCDPSession(page)
      const x = Math.round(box.x + box.width * 0.8)
      const y = Math.round(box.y + Math.min(box.height, 400) / 2)
      const distance = Math.round(box.width * 0.6)
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dx = 0) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x: x - dx, y }],
        })
      await touch('touchStart')
      const moves = 8
      for (let i = 1; i <= moves; i++) {
        await new Promise((next) => setTimeout(next, 16))
        await touch('touchMove', Math.round((distance * i) / moves))
      }
      await touch('touchEnd')
      // The strip came to rest on the next photo (scroll snap), or the swipe did not move it.
      const moved = await strip.evaluate((el) => el.scrollLeft > 0)
      if (!moved) throw new Error('the swipe did not scroll the book strip')
    },
  },
  {
    name: 'contact form',
    type: 'contact',
    island: 'contactForm',
    action: 'tap the first field and type a letter',
    typing: true,
    act: async (page) => {
      await page
        .locator('[data-island="contactForm"] input:not([type="hidden"])')
        .first()
        .tap({ timeout: tapTimeout })
      await page.keyboard.type('a')
    },
  },
  {
    name: 'news feed',
    type: 'news',
    island: 'newsFeed',
    action: 'scroll to the end of the feed',
    scroll: true,
    act: (page) => page.mouse.wheel(0, 20_000),
  },
  {
    name: 'favorites',
    type: 'favorites',
    island: 'favorites',
    action: 'remove a talent saved on the roster',
    // A talent saved on the roster first (the shell's own heart writes the list), then the favorites page.
    prepare: async (page, origin, path, pages) => {
      const roster = pages.find((p) => p.type === 'roster' && p.locale === 'en')
      if (!roster) throw new Error('the favorites case needs the roster page (--pages roster,favorites)')
      await page.goto(`${origin}${roster.path}`, { waitUntil: 'load' })
      // The hearts work once the page's first script has started (renderer/renderedUrl: `data-rendered-url`).
      await page.waitForSelector('html[data-rendered-url]', { state: 'attached', timeout: 30_000 })
      await page.locator('[data-favorite]').first().tap({ timeout: tapTimeout })
      await page.waitForFunction(() => (localStorage.getItem('favorites') ?? '{}') !== '{}', undefined, {
        timeout: 10_000,
      })
      await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    },
    act: (page) =>
      page.locator('[data-island="favorites"] .favorite-remove').first().tap({ timeout: tapTimeout }),
  },
]

async function quiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {})
  await page.waitForTimeout(500)
}

async function once(
  context: BrowserContext,
  c: (typeof cases)[number],
  origin: string,
  path: string,
  pages: BenchPage[],
  slowdown: number,
): Promise<{ probe: Probe; error?: string }> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  if (c.prepare) await c.prepare(page, origin, path, pages)
  else await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 })
  await quiet(page)
  await page.evaluate(
    ([selector, scroll]) =>
      (window as unknown as { __ixArm: (s: string, scroll: boolean) => void }).__ixArm(selector, scroll),
    [`[data-island="${c.island}"]`, c.scroll === true] as const,
  )
  let error: string | undefined
  try {
    await c.act(page)
  } catch (e) {
    error = e instanceof Error ? e.message.split('\n')[0] : String(e)
  }
  // Wait for both marks, 10 s at most.
  await page
    .waitForFunction(
      () => {
        const st = (window as unknown as { __ix: Probe }).__ix
        return st.responseAt !== null && st.awakeAt !== null && (st.key === null || (st.typedAt ?? -1) >= 0)
      },
      undefined,
      { timeout: 10_000, polling: 50 },
    )
    .catch(() => {})
  const probe = await page.evaluate(() => (window as unknown as { __ix: Probe }).__ix)
  await page.close()
  return { probe, ...(error !== undefined && { error }) }
}

export async function benchInteraction(
  ctx: Context,
  origin: string,
  pages: BenchPage[],
): Promise<InteractionResult> {
  const slowdown = budgets.interaction.cpuSlowdown
  const repeats = ctx.quick ? 1 : 3
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs })
  const out: InteractionFigures[] = []
  try {
    for (const c of cases) {
      const page = pages.find((p) => p.type === c.type && p.locale === 'en')
      if (!page) continue
      const samples: InteractionFigures['samples'] = []
      const errors: string[] = []
      let awakeBefore = 0
      const sinceNavigation: number[] = []
      for (let i = 0; i < repeats; i++) {
        ctx.log(`interaction: ${c.name} on ${page.path} (run ${i + 1}/${repeats})`)
        const context = await browser.newContext({ ...mobile, serviceWorkers: 'block' })
        await context.addInitScript(probe)
        try {
          const { probe: st, error } = await once(context, c, origin, page.path, pages, slowdown)
          if (error) errors.push(error)
          if (!st.found) errors.push(`no [data-island="${c.island}"] on the page`)
          if (st.awakeBefore) {
            awakeBefore++
            if (st.awakeAt !== null) sinceNavigation.push(st.awakeAt)
          }
          const since = (t: number | null) =>
            t === null || st.t0 === null ? null : Math.max(0, Math.round(t - st.t0))
          samples.push({
            responseMs: since(st.responseAt),
            awakeMs: st.awakeBefore ? 0 : since(st.awakeAt),
            typedMs:
              st.key === null || st.typedAt === null || st.typedAt < 0
                ? null
                : Math.round(st.typedAt - st.key),
          })
        } catch (e) {
          errors.push(e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e))
        } finally {
          await context.close()
        }
      }
      const med = (xs: (number | null)[]) => {
        const seen = xs.filter((x): x is number => x !== null)
        return seen.length === xs.length && seen.length > 0 ? Math.round(median(seen)) : null
      }
      const { prepare: _p, act: _a, scroll: _s, typing: _t, ...described } = c
      out.push({
        ...described,
        path: page.path,
        runs: samples.length,
        responseMs: med(samples.map((s) => s.responseMs)),
        awakeMs: med(samples.map((s) => s.awakeMs)),
        typedMs: c.typing ? med(samples.map((s) => s.typedMs)) : null,
        awakeBefore,
        awakeSinceNavigationMs: sinceNavigation.length > 0 ? Math.round(median(sinceNavigation)) : null,
        samples,
        errors,
      })
    }
    return { cpuSlowdown: slowdown, browser: browser.version(), cases: out, checks: interactionChecks(out) }
  } finally {
    await browser.close()
  }
}

export function interactionChecks(list: InteractionFigures[]): Check[] {
  const b = budgets.interaction
  return list.flatMap((c) => [
    checkMax(
      `First interaction, ${c.name}: next paint with a response`,
      c.responseMs,
      b.firstResponseMs,
      'ms',
    ),
    checkMax(`First interaction, ${c.name}: island awake`, c.awakeMs, b.awakeMs, 'ms'),
  ])
}
