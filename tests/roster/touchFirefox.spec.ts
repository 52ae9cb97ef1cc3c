import { firefoxLaunch, firefoxPrefs } from '../engines'
import { expect, open, test } from '../fixtures'

// Firefox ESR 153 has no scroll timelines (`animation-timeline: view()`), which turn a touch screen's covers
// to colour as they scroll into view (tests/roster/touch.spec.ts, Chromium). Without them a touch screen,
// which has no hover, shows the covers in colour at once (renderer/theme.css). Playwright's Firefox has no
// touch emulation: the pointer is a touch screen's by Firefox's own preference (coarse, no hover).
test.use({
  launchOptions: {
    ...firefoxLaunch,
    firefoxUserPrefs: { ...firefoxPrefs, 'ui.primaryPointerCapabilities': 1, 'ui.allPointerCapabilities': 1 },
  },
})

test('on a touch screen without scroll timelines every cover is in colour', async ({ page, browserName }) => {
  test.skip(browserName !== 'firefox', 'Chromium has scroll timelines: tests/roster/touch.spec.ts')
  await open(page, '/en/models')
  expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true)
  expect(await page.evaluate(() => CSS.supports('animation-timeline: view()'))).toBe(false)
  const covers = page.locator('.talent-card__image')
  for (const i of [0, 19]) {
    expect(await covers.nth(i).evaluate((img) => getComputedStyle(img).filter)).toBe('none')
  }
})
