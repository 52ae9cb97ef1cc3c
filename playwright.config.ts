import { defineConfig, devices } from '@playwright/test'

// End-to-end specs run against the built site under wrangler dev (`npm start`), as production serves it.
// PORT / CMS_PORT let several runs share a machine; E2E_WEB_SERVER overrides the command (e.g. a vike
// preview while developing).
const port = Number(process.env.PORT ?? 8787)
const cmsPort = Number(process.env.CMS_PORT ?? 8790)
const isCI = Boolean(process.env.CI)
const liveDataSpecs = ['**/live.spec.ts', '**/deliveries.spec.ts']

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: isCI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every action with screenshots: CPU the 2-core CI machine needs for the tests. CI
    // keeps the trace of a retried test only (its output is all CI shows); locally, of every failure.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell (chromium-headless-shell, the same Chromium build without the browser's UI
      // layers; scripts/ensure-chromium.sh installs it): half the CPU of the full browser per test, which on
      // the 2-core CI machine halves the suite's time. Lighthouse (npm run bench) uses the full browser.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: liveDataSpecs },
    // The specs that add, change and remove talents in the stand-in CMS, or make it fail every submission,
    // run after all the others, so no other spec sees the roster change or its submissions stall under it.
    {
      name: 'live data',
      use: { ...devices['Desktop Chrome'] },
      testMatch: liveDataSpecs,
      dependencies: ['chromium'],
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
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
