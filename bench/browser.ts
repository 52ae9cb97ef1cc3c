import { chromiumLaunch } from '../tests/engines'

// The machine's Chromium (never a downloaded one) and the flags the team uses for it (see README).
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** The suite's Chromium flags (tests/engines.ts), and /dev/shm left alone: Lighthouse's traces are large. */
export const chromeArgs = [...chromiumLaunch.args, '--disable-dev-shm-usage']

/** Lighthouse's default mobile emulation (Moto G Power: 412×823 CSS px at DPR 1.75), for Playwright. */
export const mobile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
}
