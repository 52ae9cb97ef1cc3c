import { expect, locales, open, test, waitForHydration } from '../fixtures'
import { cardHeadings, genderButton, letterButton, rosterPath, text } from './roster'
import { expected } from './talents'

// The roster's HTML works before its script (issue 29): a filter pressed while the page's scripts are held
// back submits the form and takes effect once, never lost, never twice; a category's title fits a 320 px
// phone beside the "Filter" toggle.

for (const locale of locales) {
  test(`a filter pressed with the scripts held 2.5 s takes effect, once (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    let held = true
    await page.route('**/*.js', async (route) => {
      if (held) await new Promise((resolve) => setTimeout(resolve, 2500))
      await route.continue()
    })
    await page.goto(rosterPath(locale), { waitUntil: 'commit' })
    const before = await page.evaluate(() => history.length)
    await genderButton(page, locale, 'woman').click()
    await expect(page).toHaveURL(`${rosterPath(locale)}?gender=woman`)
    await expect(genderButton(page, locale, 'woman')).toHaveAttribute('aria-pressed', 'true')
    held = false
    await waitForHydration(page)
    await expect(cardHeadings(page)).toHaveText(
      expected({ gender: 'woman' })
        .slice(0, 20)
        .map((t) => t.name),
    )
    // One step in the history: the roster, then the filter; pressed once, applied once.
    expect(await page.evaluate(() => history.length)).toBe(before + 1)
    await expect(page).toHaveURL(`${rosterPath(locale)}?gender=woman`)
    await expect(genderButton(page, locale, 'woman')).toHaveAttribute('aria-pressed', 'true')
  })

  test(`once awake, the form is taken over: a letter applies without loading a page (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, rosterPath(locale, 'image'))
    const letter = letterButton(page, locale, 'A')
    await letter.focus()
    await expect(page.locator('[data-island="roster"]')).toHaveAttribute('data-island-state', 'awake')
    await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''))
    await letter.click()
    await expect(page).toHaveURL(`${rosterPath(locale, 'image')}?letter=A`)
    await expect(letter).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('html')).toHaveAttribute('data-test-same-document', '')
    // The selects apply as they change: "Apply" is gone.
    await expect(page.getByRole('button', { name: text(locale, 'roster.apply'), exact: true })).toBeHidden()
  })

  for (const category of ['development', 'mainboard'] as const) {
    test(`the ${category} title fits a 320 px phone beside the Filter toggle (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 700 })
      await open(page, rosterPath(locale, category))
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      const title = await page.getByRole('heading', { level: 1 }).boundingBox()
      const toggle = await page.locator('summary.roster-filters__toggle').boundingBox()
      if (!title || !toggle) throw new Error('no title or toggle')
      expect(title.x + title.width).toBeLessThanOrEqual(320)
      // The toggle is below the title, not under it.
      expect(toggle.y).toBeGreaterThanOrEqual(title.y + title.height)
    })
  }
}
