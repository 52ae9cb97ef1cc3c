import { devices } from '@playwright/test'
import { expect, open, test } from '../fixtures'

// Covers are grey until hover (spec section 2); a touch screen has no hover, so each cover turns to colour
// as it comes into view, with no script (renderer/theme.css, `colour-in-view`).
const { defaultBrowserType: _, ...phone } = devices['Pixel 7']
test.use(phone)

test('on a touch screen the covers in view are in colour, those further down still grey', async ({
  page,
}) => {
  await open(page, '/en/models')
  const covers = page.locator('.talent-card__image')
  const filterOf = (i: number) => covers.nth(i).evaluate((img) => getComputedStyle(img).filter)
  // At the end of its range the animation holds `grayscale(0)`: full colour.
  const colour = /^(none|grayscale\(0\))$/
  await expect.poll(() => filterOf(0)).toMatch(colour)
  expect(await filterOf(19)).toBe('grayscale(1)')
  await covers.nth(19).scrollIntoViewIfNeeded()
  await expect.poll(() => filterOf(19)).toMatch(colour)
})
