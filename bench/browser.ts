// The machine's Chromium (never a downloaded one) and the flags the team uses for it (see README).
export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/** Lighthouse's default mobile emulation (Moto G Power: 412×823 CSS px at DPR 1.75), for Playwright. */
export const mobile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
}
