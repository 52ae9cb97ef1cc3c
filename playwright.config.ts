import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunch, firefoxLaunch, type WithoutJavaScript } from './tests/engines'

// End-to-end specs run against the built site under wrangler dev (`npm start`), as production serves it.
// PORT / CMS_PORT let several runs share a machine; E2E_WEB_SERVER overrides the command (e.g. a vike
// preview while developing).
const port = Number(process.env.PORT ?? 8787)
const cmsPort = Number(process.env.CMS_PORT ?? 8790)
const isCI = Boolean(process.env.CI)
const liveDataSpecs = ['**/live.spec.ts', '**/deliveries.spec.ts']

/**
 * The cross-browser part: the specs that also run in Firefox (a visitor's flows: navigation and language,
 * menu, roster and its filters, profile and book, news, the three forms, favorites and the comp card,
 * islands waking, the no-script pages). WebKit runs the same flows from tests/webkit/ (WebdriverIO).
 * Budgets, headers, accessibility scans, widths and the live-data specs stay Chromium's.
 */
const crossBrowserSpecs = [
  'shell/shell.spec.ts',
  'shell/islands.spec.ts',
  'shell/hydration.spec.ts',
  'shell/prehome.spec.ts',
  'roster/roster.spec.ts',
  'roster/filters.spec.ts',
  'roster/search.spec.ts',
  'roster/touchFirefox.spec.ts',
  'profile/profile.spec.ts',
  'news/news.spec.ts',
  'forms/apply.spec.ts',
  'forms/phonePhotos.spec.ts',
  'contact/contact.spec.ts',
  'favorites/favorites.spec.ts',
  'favorites/request.spec.ts',
  'compCard/compCard.spec.ts',
  'shell/whatsapp.spec.ts',
].map((spec) => `**/tests/${spec}`)

/**
 * The specs with JavaScript off (`javaScriptEnabled: false`) beyond the cross-browser part: the menu and
 * phone search, the roster's filters and paging, the news's paging, the book, the forms' plain posts and a
 * refused application, the favorites request (issue 29's "Done when").
 */
const noScriptSpecs = [
  'shell/beforeScript.spec.ts',
  'roster/noscript.spec.ts',
  'forms/noscript.spec.ts',
  'favorites/noscript.spec.ts',
  'profile/book.spec.ts',
].map((spec) => `**/tests/${spec}`)

/** The tests with JavaScript off (`javaScriptEnabled: false`), by their describe's or their own title. */
const noScript =
  /every script blocked|\) before any script runs |JavaScript off|without script|with no script at /

/**
 * One language in Firefox (the texts are the same in every engine), no accessibility scans, and not the
 * specs where the CMS fails a form's deliveries: the page shows "sent" as for any accepted submission, and
 * what follows is the Worker's queue retrying, the same whatever the browser (Chromium runs them in both
 * languages). What a form keeps when the Worker refuses it is the page's behaviour, and stays in Firefox.
 */
const firefoxSkips = /\(en[,)]|\ben[:,] |axe |accessibility violation|with the CMS failing/

const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunch }

// Debian's Firefox ESR through Playwright's moz-firefox channel (WebDriver BiDi, no patched browser to
// download). @playwright/test is pinned to 1.64.1: 1.65 sends emulation.setMediaFeaturesOverride at every
// new page, which ESR 153 does not know (docs/DECISIONS.md).
const firefox = {
  browserName: 'firefox' as const,
  channel: 'moz-firefox',
  viewport: { width: 1280, height: 720 },
  launchOptions: firefoxLaunch,
}

export default defineConfig<{ withoutJavaScript: WithoutJavaScript }>({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  forbidOnly: isCI,
  // No retries, in CI either: a spec that passes on its second try hid an application's phone arriving
  // changed (issue 39, docs/decisions/0064). A flaky spec is a defect to fix.
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every action with screenshots: CPU the 2-core CI machine needs for the tests, so CI
    // records none (with no retries there is no second run to record; a failure keeps its screenshot and
    // error); locally, every failure keeps its trace.
    trace: isCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: chromium,
      testIgnore: [...liveDataSpecs, '**/tests/webkit/**', '**/touchFirefox.spec.ts'],
    },
    {
      name: 'firefox',
      use: firefox,
      testMatch: crossBrowserSpecs,
      // One language (a language's texts are the same in every engine; the language switch is run from
      // Portuguese to English), and no accessibility scans (axe reads the DOM, which is the same HTML).
      // The no-script tests run in the next project.
      grepInvert: [firefoxSkips, noScript],
    },
    // Firefox with JavaScript "off": Playwright's Firefox over BiDi ignores `javaScriptEnabled: false`, and
    // Firefox's own `javascript.enabled` stops Playwright's actions too, so here every script file is
    // refused instead (tests/fixtures.ts withoutJavaScript): the page as served with only its inline head
    // scripts running, as when its script files fail to load. WebKit runs them with scripts truly off
    // (tests/webkit/noscript*.spec.ts).
    {
      name: 'firefox, script files blocked',
      use: { ...firefox, withoutJavaScript: 'files blocked' },
      testMatch: [...crossBrowserSpecs, ...noScriptSpecs],
      grep: noScript,
      grepInvert: firefoxSkips,
    },
    // WebKitGTK (Safari's engine) through WebKitWebDriver: Playwright drives only its own patched WebKit, so
    // these specs use WebdriverIO's `wd` fixture (tests/webkit/webkit.ts) inside Playwright's runner.
    { name: 'webkit', testMatch: '**/tests/webkit/*.spec.ts' },
    // The specs that add, change and remove talents in the stand-in CMS, or make it fail every submission,
    // run after all the others, so no other spec sees the roster change or its submissions stall under it.
    {
      name: 'live data',
      use: chromium,
      testMatch: liveDataSpecs,
      dependencies: ['chromium', 'firefox', 'firefox, script files blocked', 'webkit'],
      // One at a time: each changes the stand-in CMS for everyone (talents, faults, stalls).
      workers: 1,
    },
  ],
  webServer: {
    command: process.env.E2E_WEB_SERVER ?? 'npm start',
    url: `http://localhost:${port}`,
    // Settings that shorten the specs' waits. Deliveries retry after 1 s, doubling up to 4 s: the outage
    // specs see the CMS's recovery at once.
    env: {
      PORT: String(port),
      CMS_PORT: String(cmsPort),
      DELIVERY_RETRY_SECONDS: process.env.DELIVERY_RETRY_SECONDS ?? '1',
      DELIVERY_RETRY_MAX_SECONDS: process.env.DELIVERY_RETRY_MAX_SECONDS ?? '4',
      // Live answers are kept 5 s at the edge, not 60: the live-data specs see a change in the CMS after
      // 5 s instead of waiting out a minute each.
      LIVE_CACHE_SECONDS: process.env.LIVE_CACHE_SECONDS ?? '5',
    },
    reuseExistingServer: !isCI,
    // A fresh clone's first start syncs from the stand-in (its photos through the media pipeline) and builds.
    timeout: 600_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
