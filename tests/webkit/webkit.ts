// WebKitGTK (Safari's engine, the WebKit of Debian's webkit2gtk-driver) inside Playwright's runner.
// Playwright drives only its own patched WebKit, so the `webkit` project's specs get a WebdriverIO
// `wd` session on WebKitWebDriver (classic WebDriver) instead of Playwright's `page`. Each worker starts one
// Xvfb display (a free one: -displayfd) and one WebKitWebDriver (a free port); each test gets a fresh
// MiniBrowser session, so storage and cookies never leak from one test to the next.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { test as base, expect } from '@playwright/test'
import { remote } from 'webdriverio'
import { prehomeSeenKey } from '../fixtures'

export { expect }
export type Wd = WebdriverIO.Browser
export type El = WebdriverIO.Element

/** One WebKitWebDriver for a worker. */
type Driver = {
  port: number
  /** What the driver and its browsers are doing, and the end of what they printed: for a failure's report. */
  state(): string
}
type WorkerFixtures = { webkitDriver: Driver }
type Fixtures = {
  /** Whether the pre-home splash may show (off by default, as in ../fixtures). */
  prehome: boolean
  /** Whether the page's own scripts run (MiniBrowser's --enable-javascript-markup; WebDriver's always do). */
  javaScript: boolean
  /** A WebdriverIO session on MiniBrowser (WebKitGTK), at the site's origin. */
  wd: Wd
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * Starts Xvfb on the first free display; resolves with ":N" once it accepts clients. `-noreset`: by default
 * Xvfb resets itself each time its last client leaves, and refuses connections while it does, so a browser
 * started as the previous test's closes could not open the display ("cannot open display", and
 * WebKitWebDriver then waits for that browser for ever: CI on 2026-11-28, docs/decisions/0076).
 */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp', '-noreset'],
      {
        stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
      },
    )
    let out = ''
    xvfb.on('error', reject)
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before giving a display`)))
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, process: xvfb })
    })
  })
}

async function waitForDriver(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/status`)
      if (answer.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`WebKitWebDriver did not answer on port ${port}`)
}

/**
 * WebKitWebDriver on a free port, in a process group of its own (so ending it ends the MiniBrowser and WebKit
 * processes it started too), printing, with its browsers, into `logPath`.
 */
async function startDriver(
  display: string,
  logPath: string,
): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort()
  const log = openSync(logPath, 'a')
  const driver = spawn(process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: ['ignore', log, log],
    detached: true,
  })
  closeSync(log)
  await waitForDriver(port)
  return { port, process: driver }
}

function endGroup(driver: ChildProcess): void {
  try {
    if (driver.pid) process.kill(-driver.pid, 'SIGKILL')
  } catch {}
}

/**
 * How long a fresh MiniBrowser may take to be ready for a test: a session, its window, one small page. Under a
 * loaded machine it has taken up to 10 s. Past this time the test fails, naming the step and what the driver's
 * processes were doing, with the end of what they printed, instead of waiting out its whole time in silence.
 */
const browserStartMs = 25_000

/** `promise`, or a rejection naming `what` after `ms`. */
function within<T>(ms: number, what: () => string, promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms while ${what()}`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  webkitDriver: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use, workerInfo) => {
      const xvfb = await startXvfb()
      mkdirSync(workerInfo.project.outputDir, { recursive: true })
      const logPath = join(workerInfo.project.outputDir, `webkit-driver-${workerInfo.workerIndex}.log`)
      const current = await startDriver(xvfb.display, logPath)
      const driver: Driver = {
        port: current.port,
        state() {
          const pid = current.process.pid
          const processes = pid
            ? spawnSync('ps', ['-o', 'pid,ppid,stat,etime,pcpu,rss,args', '-g', String(pid)], {
                encoding: 'utf8',
              }).stdout
            : ''
          const printed = readFileSync(logPath, 'utf8').split('\n').slice(-30).join('\n')
          return `The driver's processes:\n${processes}\nThe last it and its browsers printed (${logPath}):\n${printed}`
        },
      }
      try {
        await use(driver)
      } finally {
        endGroup(current.process)
        xvfb.process.removeAllListeners('exit')
        xvfb.process.kill()
      }
    },
    { scope: 'worker' },
  ],
  prehome: [false, { option: true }],
  javaScript: [true, { option: true }],
  // A time of its own, not the test's: the browser's start (browserStartMs) and its end.
  wd: [
    async ({ webkitDriver, baseURL, prehome, javaScript }, use, testInfo) => {
      let step = 'asking the driver for a session'
      const ready = async (): Promise<Wd> => {
        const wd = await remote({
          hostname: '127.0.0.1',
          port: webkitDriver.port,
          baseUrl: baseURL ?? '',
          logLevel: 'error',
          waitforTimeout: 7_000,
          // WebKitGTK's own capability (not in WebdriverIO's types): MiniBrowser under automation.
          capabilities: {
            browserName: 'MiniBrowser',
            'wdio:enforceWebDriverClassic': true,
            'webkitgtk:browserOptions': {
              args: ['--automation', ...(javaScript ? [] : ['--enable-javascript-markup=false'])],
            },
          } as WebdriverIO.Capabilities,
        })
        step = 'sizing its window'
        await wd.setWindowSize(1280, 800)
        if (!prehome) {
          // WebDriver classic has no init script: mark the splash as seen in this tab's session storage
          // (kept across the tab's navigations) from a small file of the origin, before the test's first page.
          step = 'loading /robots.txt'
          await wd.url('/robots.txt')
          await wd.execute((key) => sessionStorage.setItem(key, '1'), prehomeSeenKey)
        }
        return wd
      }
      const startedAt = Date.now()
      const wd = await within(browserStartMs, () => step, ready()).catch((stuck: Error) => {
        throw new Error(`the browser was not ready: ${stuck.message}.\n${webkitDriver.state()}`)
      })
      const startMs = Date.now() - startedAt
      if (startMs > 10_000) console.warn(`webkit: the MiniBrowser session took ${startMs} ms to start`)
      try {
        await use(wd)
        if (testInfo.status !== testInfo.expectedStatus) {
          const path = testInfo.outputPath('webkit-failed.png')
          await wd.saveScreenshot(path)
          await testInfo.attach('screenshot', { path, contentType: 'image/png' })
        }
      } finally {
        await wd.deleteSession().catch(() => {})
      }
    },
    { timeout: browserStartMs + 10_000 },
  ],
})

/** Waits until the page's content is hydrated (renderer/+Layout stamps `<html data-rendered-url>`). */
export async function waitForHydration(wd: Wd): Promise<void> {
  await wd.waitUntil(() =>
    wd.execute(
      () => document.documentElement.dataset.renderedUrl === `${location.pathname}${location.search}`,
    ),
  )
}

/** Opens a path of the site and waits for hydration. */
export async function open(wd: Wd, path: string): Promise<void> {
  await wd.url(path)
  await waitForHydration(wd)
}

/** The current path and query. */
export async function here(wd: Wd): Promise<string> {
  const url = new URL(await wd.getUrl())
  return `${url.pathname}${url.search}`
}

/** Two animation frames: a screenshot or a style read right after a change can show the previous frame. */
export async function frames(wd: Wd): Promise<void> {
  await wd.executeAsync((done: () => void) => requestAnimationFrame(() => requestAnimationFrame(done)))
}

/** CSS candidates of an ARIA role (implicit and explicit); the engine's own computed role settles it. */
const roleSelectors: Record<string, string> = {
  link: 'a[href], [role="link"]',
  button: 'button, [role="button"], input[type="submit"], input[type="button"], summary',
  textbox:
    'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], textarea, [role="textbox"]',
  searchbox: 'input[type="search"], [role="searchbox"]',
  /** What a visitor clicks to choose: a button, a radio or checkbox, a link (controls being moved to HTML). */
  choice:
    'button, [role="button"], input[type="radio"], input[type="checkbox"], [role="radio"], [role="checkbox"], a[href], label',
  /** A text field of any kind (textbox or searchbox). */
  field:
    'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], textarea, [role="textbox"], [role="searchbox"]',
  combobox: 'select, [role="combobox"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  radio: 'input[type="radio"], [role="radio"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  navigation: 'nav, [role="navigation"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  article: 'article, [role="article"]',
  dialog: 'dialog, [role="dialog"]',
  banner: 'body > header, [role="banner"]',
  main: 'main, [role="main"]',
  img: 'img, [role="img"]',
}

/**
 * The visible element of a role whose accessible name, as WebKit computes it (WebDriver's Get Computed
 * Label), holds `name` (case aside, as Playwright's getByRole; a RegExp for an exact match), inside `within` when given. Polls until it appears. A
 * script in the page narrows the candidates by their rough name (label, text, aria-label) first, so only a
 * few go through the engine's computation.
 */
export async function byRole(
  wd: Wd,
  role: keyof typeof roleSelectors,
  name?: string | RegExp,
  within?: El,
): Promise<El> {
  const selector = roleSelectors[role]
  if (!selector) throw new Error(`no selector for the role ${role}`)
  // In the page: a string is looked for inside the rough names, a RegExp tested on them.
  const pattern =
    name === undefined
      ? null
      : typeof name === 'string'
        ? { text: name, source: '', flags: '' }
        : { text: null, source: name.source, flags: name.flags }
  const matches = (label: string) =>
    name === undefined ||
    (typeof name === 'string' ? label.toLowerCase().includes(name.toLowerCase()) : name.test(label))
  let found: El | undefined
  await wd.waitUntil(
    async () => {
      const candidates = (await wd.execute(
        (
          selector: string,
          pattern: { text: string | null; source: string; flags: string } | null,
          scope: Element | null,
        ) => {
          const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim()
          const test = (n: string) =>
            !pattern ||
            (pattern.text !== null
              ? n.includes(pattern.text)
              : new RegExp(pattern.source, pattern.flags).test(n))
          return [...(scope ?? document).querySelectorAll<HTMLElement>(selector)].filter((el) => {
            if (!el.getClientRects().length || getComputedStyle(el).visibility === 'hidden') return false
            if (!pattern) return true
            const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent)
            const labels = [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent)
            return [el.getAttribute('aria-label'), labelledBy.join(' '), ...labels, el.textContent, el.title]
              .map(norm)
              .some((n) => n && test(n))
          })
        },
        selector,
        pattern,
        within ?? null,
      )) as unknown as El[]
      for (const candidate of candidates) {
        const el = await wd.$(candidate).getElement()
        const label = (await el.getComputedLabel()).replace(/\s+/g, ' ').trim()
        if (!matches(label)) continue
        found = el
        return true
      }
      return false
    },
    { timeoutMsg: `no visible ${role} named ${String(name)}` },
  )
  if (!found) throw new Error(`no visible ${role} named ${String(name)}`)
  return found
}

/** The text field labelled `label` (a textbox, searchbox or textarea), found by its label as WebKit reads it. */
export function field(wd: Wd, label: string | RegExp, within?: El): Promise<El> {
  return byRole(wd, 'field', label, within)
}

/** Types into a field with real key presses (what React's change tracking sees), after clearing it. */
export async function typeInto(el: El, value: string): Promise<void> {
  await el.click()
  await el.clearValue()
  await el.addValue(value)
}
