import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server'
import { isScriptFile, type WithoutJavaScript } from './engines'

export { expect }

export type Locale = 'pt' | 'en'
export const locales: readonly Locale[] = ['pt', 'en']

/**
 * The themes the accessibility specs check a screen in, for a language. Colours do not depend on the
 * language: the dark theme is checked on the Portuguese pages (the default language), the light theme on
 * both (where the texts and their lengths differ).
 */
export const axeThemes = (locale: Locale): readonly ('light' | 'dark')[] =>
  locale === 'pt' ? ['light', 'dark'] : ['light']

/** The sessionStorage key the pre-home splash sets once shown (components/shell/Prehome). */
export const prehomeSeenKey = 'prehome-seen'

type Fixtures = {
  /** Whether the pre-home splash may show (off by default so other specs see the page at once). */
  prehome: boolean
  /** 'light' (default, nothing stored) or 'dark' (stored under `theme` before the page loads). */
  theme: 'light' | 'dark'
  /**
   * Console errors and warnings of the test (automatic): it fails on hydration mismatches, CSP violations
   * and errors the page threw that nothing caught.
   */
  consoleMessages: string[]
  /** What `javaScriptEnabled: false` does in this project (tests/engines.ts): set by the project. */
  withoutJavaScript: WithoutJavaScript
}

/**
 * The shared Playwright test: skips the splash unless a test opts in, applies the theme option, and fails
 * any test whose page reports a hydration mismatch (React's recoverable errors, logged by
 * renderer/reportRecoverableError, or React's own messages), a Content-Security-Policy violation, or an
 * error it threw that nothing caught.
 */
export const test = base.extend<Fixtures>({
  prehome: [false, { option: true }],
  theme: ['light', { option: true }],
  withoutJavaScript: ['engine', { option: true }],
  // Where the engine cannot turn scripts off (Firefox over BiDi), every script file is refused instead,
  // from the context's first request: the page as served, with only its inline head scripts running.
  context: async ({ context, javaScriptEnabled, withoutJavaScript }, use) => {
    if (!javaScriptEnabled && withoutJavaScript === 'files blocked') {
      await context.route(isScriptFile, (route) => route.abort())
    }
    await use(context)
  },
  consoleMessages: [
    async ({ page }, use) => {
      const messages: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error' || msg.type() === 'warning') messages.push(msg.text())
      })
      page.on('pageerror', (err) => messages.push(`pageerror: ${err.message}`))
      await use(messages)
      expect(messages.filter(isHydrationMismatch), 'hydration mismatch warnings').toEqual([])
      expect(messages.filter(isCspViolation), 'Content-Security-Policy violations').toEqual([])
      expect(messages.filter(isUncaughtError), 'errors the page threw and nothing caught').toEqual([])
    },
    { auto: true },
  ],
  page: async ({ page, prehome, theme }, use) => {
    await page.addInitScript(
      ({ prehome, theme, key }) => {
        try {
          if (!prehome) sessionStorage.setItem(key, '1')
          if (theme === 'dark') localStorage.setItem('theme', 'dark')
        } catch {}
      },
      { prehome, theme, key: prehomeSeenKey },
    )
    await use(page)
  },
})

/**
 * Firefox's own reports that Playwright hands over as errors the page threw, though no script threw them:
 * a blocked inline style, which Playwright's own screenshots cause (they add a style to hide the caret); a
 * font whose download it aborted (status NS_BINDING_ABORTED, 2152398850) as the page was left; and an
 * image it stopped decoding as the page was left ("Image corrupt or truncated.", which names no image: a
 * photo that is really broken would come from the media pipeline, which decodes every original and writes
 * each variant with sharp).
 */
const notThePage = [
  /page’s settings blocked an inline style/,
  /^pageerror: download failed \(font-family: .* status=2152398850 /,
  /^pageerror: Image corrupt or truncated\.$/,
]

/** An error the page threw that nothing caught (a `pageerror`), other than Firefox's reports above. */
export function isUncaughtError(text: string): boolean {
  return text.startsWith('pageerror: ') && !notThePage.some((report) => report.test(text))
}

export function isCspViolation(text: string): boolean {
  // Playwright's trace recorder fetches the page's blob: images (a photo preview) to snapshot them; the site
  // itself never connects to a blob: URL, so that one message is the test tool's, not the page's.
  if (/^Connecting to 'blob:/.test(text)) return false
  return /Content Security Policy/i.test(text)
}

/**
 * A hydration mismatch as React reports it: renderer/reportRecoverableError's line ("Hydration error, …"),
 * React's development messages ("Hydration failed because…", "…did not match…") or, should a report
 * bypass that handler, the production build's minified hydration errors (#418 mismatch, #419 server
 * render aborted, #422/#423 an error while hydrating, recovered by rendering on the client).
 */
export function isHydrationMismatch(text: string): boolean {
  return /hydrat|did not match|Minified React error #4(18|19|22|23)\b/i.test(text)
}

/**
 * Waits until the page is ready: its first script has started the plain behaviours and the islands'
 * listeners and stamped `<html data-rendered-url>` (components/islands/boot.ts, renderer/renderedUrl.ts).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.dataset.renderedUrl === `${location.pathname}${location.search}`,
  )
}

/** Opens a URL and waits for hydration; returns the document response (status, headers). */
export async function open(page: Page, url: string) {
  const response = await page.goto(url)
  await waitForHydration(page)
  return response
}

/**
 * Types into a field as a person does: with key presses, after selecting and deleting what it holds.
 * Playwright's fill() over WebDriver BiDi (the Firefox project) sets the value from script and fires
 * `input`, which React's change tracking never sees (typing and the browser's autofill do not go that way).
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.focus()
  await field.press('ControlOrMeta+a')
  await field.press('Delete')
  if (text) await field.pressSequentially(text)
}

/** The canonical URL of a screen in a language, for specs that loop over both. */
export function localized(locale: Locale, pt: string, en: string): string {
  return locale === 'pt' ? pt : en
}

/** axe-core on the current page: no serious or critical violation (WCAG 2 A/AA rules). */
export async function expectAccessible(page: Page, exclude: string[] = []): Promise<void> {
  // axe walks the whole page: each run gets its own 30 s on top of the test's time.
  test.info().setTimeout(test.info().timeout + 30_000)
  // Legacy mode runs axe in the page itself: the default opens a second, blank page for every run to merge
  // the frames' results, which the site (no iframes) does not need, and which doubled each run's time.
  // Only violations are collected (tags set after the options, which would replace them).
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  for (const selector of exclude) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/** The prerendered HTML of a URL as served, before any JavaScript runs. */
export async function fetchHtml(page: Page, url: string): Promise<{ status: number; html: string }> {
  const response = await page.request.get(url, { maxRedirects: 0 })
  return { status: response.status(), html: await response.text() }
}

/** The text of the `<label for=…>` of a field in prerendered HTML, whatever the order of its attributes. */
export function labelText(html: string, id: string): string | undefined {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`<label\\b[^>]*\\bfor="${escaped}"[^>]*>([^<]*)`).exec(html)?.[1]
}

/** The published snapshot the site was built from (DATA_DIR, else data/). */
export function siteSnapshot() {
  return readSnapshot()
}

/**
 * An item of the committed demo data that a test relies on (`what` names it): the test fails, never skips,
 * when the data lacks it.
 */
export function inDemo<T>(item: T | null | undefined, what: string): T {
  if (item === undefined || item === null) throw new Error(`The committed demo data has no ${what}.`)
  return item
}

/** Sums the layout shifts of every document the page loads from then on (not those right after input). */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.__shift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The current document's layout shift so far (watchLayoutShift), read a frame and 300 ms later. */
export async function layoutShift(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))))
  return page.evaluate(() => (window as unknown as { __shift: number }).__shift)
}
