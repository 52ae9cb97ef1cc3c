// How the suite launches its browsers (playwright.config.ts), shared with the specs that need a browser
// launched otherwise (a Firefox with a touch screen's pointer: tests/roster/touchFirefox.spec.ts).

export const chromiumLaunch = {
  // Debian's headless shell (chromium-headless-shell, the same Chromium build without the browser's UI
  // layers; scripts/ensure-browsers.sh installs it): half the CPU of the full browser per test, which on
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
}

/** Firefox's preferences for the suite: remote settings and Mozilla's other services stay on loopback. */
export const firefoxPrefs: Record<string, string | number | boolean> = {
  'services.settings.server': 'http://127.0.0.1:9/v1',
  'network.captive-portal-service.enabled': false,
  'browser.safebrowsing.update.enabled': false,
  'app.update.enabled': false,
  // A desktop's mouse and motion, as Chromium's "Desktop Chrome": headless Firefox on a machine without a
  // desktop reports no hover (a touch screen's `hover: none`) and reduced motion.
  'ui.primaryPointerCapabilities': 6,
  'ui.allPointerCapabilities': 6,
  'ui.prefersReducedMotion': 0,
  // No back-forward cache: over WebDriver BiDi (Playwright 1.64's moz-firefox) a page restored from it never
  // reports its load, so Back and history.back() hang the test (page.goBack() waits for "load" forever).
  'browser.sessionhistory.max_total_viewers': 0,
}

// Debian's Firefox ESR (scripts/ensure-browsers.sh installs it), driven over WebDriver BiDi.
export const firefoxLaunch = {
  executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: '1' },
  firefoxUserPrefs: firefoxPrefs,
}

/**
 * What a spec's `javaScriptEnabled: false` means in a project (the `withoutJavaScript` option of
 * tests/fixtures.ts): 'engine' — the browser runs no script at all (Chromium); 'files blocked' — every
 * script file the page asks for is refused, so its inline scripts still run (Firefox: over WebDriver BiDi
 * Playwright 1.64 ignores `javaScriptEnabled`, and Firefox's own `javascript.enabled` pref stops
 * Playwright's clicks and typing too). The second is the page's own "its script files failed to load".
 */
export type WithoutJavaScript = 'engine' | 'files blocked'

/** A script file's address: what 'files blocked' refuses (the page's modules, chunks and preloads). */
export const isScriptFile = (url: URL): boolean => /\.m?js$/.test(url.pathname)
