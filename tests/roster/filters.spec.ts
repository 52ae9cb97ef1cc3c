import { axeThemes, expect as baseExpect, expectAccessible, locales, open, test, typeInto } from '../fixtures'
import { holdReact, holdScripts } from '../holdHydration'
import { cards, expectCards, genderButton, openRoster, rosterPath, text, traitFilter } from './roster'
import { expected } from './talents'

// The height, hair and eye filters (issue 10, part 4). The demo CMS types each colour one way ('Loiro',
// 'Verdes'), so the expected lists compare the profiles' values as typed.

// Each filter change is a client navigation (a fetch and a render): room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

const colour = {
  pt: { blonde: 'Loiro', green: 'Verdes', brown: 'Castanhos' },
  en: { blonde: 'Blonde', green: 'Green', brown: 'Brown' },
} as const

const heightLabel = (cm: number, imperial: string) => `${cm} cm (${imperial})`

for (const locale of locales) {
  test.describe(`roster filters: height, hair, eyes (${locale})`, () => {
    const t = colour[locale]

    test('height (cm with feet and inches), hair and eyes offer what the roster has, translated', async ({
      page,
    }) => {
      await openRoster(page, locale)
      const hair = traitFilter(page, locale, 'hair')
      const options = await hair.locator('option').allTextContents()
      expect(options[0]).toBe(text(locale, 'roster.any'))
      expect(options).toContain(t.blonde)
      // Translated on English pages, never the CMS's Portuguese.
      if (locale === 'en') expect(options).not.toContain('Loiro')
      await expect(traitFilter(page, locale, 'eyes').locator('option', { hasText: t.green })).toHaveCount(1)
      const heights = await traitFilter(page, locale, 'heightMin').locator('option').allTextContents()
      expect(heights).toContain(heightLabel(175, `5'9"`))
      expect(heights).toContain(heightLabel(183, `6'0"`))
    })

    test('they combine with gender and search, and the URL holds them all', async ({ page }) => {
      test.slow()
      await openRoster(page, locale, { q: 'a' })
      await traitFilter(page, locale, 'heightMin').selectOption({ label: heightLabel(175, `5'9"`) })
      await expect(page).toHaveURL(`${rosterPath(locale)}?q=a&height=175-`)
      await expectCards(page, expected({ q: 'a', minHeight: 175 }))

      await traitFilter(page, locale, 'hair').selectOption({ label: t.blonde })
      await genderButton(page, locale, 'woman').click()
      await expect(page).toHaveURL(`${rosterPath(locale)}?q=a&gender=woman&height=175-&hair=blonde`)
      const shown = expected({ q: 'a', minHeight: 175, hair: 'Loiro', gender: 'woman' })
      expect(shown.length, 'the demo has such talents').toBeGreaterThan(0)
      await expectCards(page, shown)
      // The screen reader hears how many remain.
      await expect(page.getByRole('status')).toHaveText(
        shown.length === 1
          ? text(locale, 'roster.countOne')
          : text(locale, 'roster.count', { count: shown.length }),
      )

      await traitFilter(page, locale, 'heightMax').selectOption({ label: heightLabel(180, `5'11"`) })
      await expect(page).toHaveURL(`${rosterPath(locale)}?q=a&gender=woman&height=175-180&hair=blonde`)
      await expectCards(
        page,
        expected({ q: 'a', minHeight: 175, maxHeight: 180, hair: 'Loiro', gender: 'woman' }),
      )
    })

    test('a shared link opens with its filters chosen and applied', async ({ page }) => {
      await open(page, `${rosterPath(locale, 'mainboard')}?gender=man&height=-185&eyes=brown`)
      await expect(genderButton(page, locale, 'man')).toHaveAttribute('aria-pressed', 'true')
      await expect(traitFilter(page, locale, 'heightMax')).toHaveValue('185')
      await expect(traitFilter(page, locale, 'eyes')).toHaveValue('brown')
      await expect(traitFilter(page, locale, 'eyes').locator('option:checked')).toHaveText(t.brown)
      const shown = expected({ category: 'mainboard', gender: 'man', maxHeight: 185, eyes: 'Castanhos' })
      expect(shown.length).toBeGreaterThan(0)
      await expectCards(page, shown)
    })

    test('Back and Forward step through the filters', async ({ page }) => {
      test.slow()
      await openRoster(page, locale)
      await traitFilter(page, locale, 'hair').selectOption({ label: t.blonde })
      await expect(page).toHaveURL(`${rosterPath(locale)}?hair=blonde`)
      await traitFilter(page, locale, 'eyes').selectOption({ label: t.green })
      await expect(page).toHaveURL(`${rosterPath(locale)}?hair=blonde&eyes=green`)
      await expectCards(page, expected({ hair: 'Loiro', eyes: 'Verdes' }))

      await page.goBack()
      await expect(page).toHaveURL(`${rosterPath(locale)}?hair=blonde`)
      await expect(traitFilter(page, locale, 'eyes')).toHaveValue('')
      await expectCards(page, expected({ hair: 'Loiro' }))
      await page.goBack()
      await expect(page).toHaveURL(rosterPath(locale))
      await expect(traitFilter(page, locale, 'hair')).toHaveValue('')
      await expectCards(page, expected({}))
      await page.goForward()
      await expect(traitFilter(page, locale, 'hair')).toHaveValue('blonde')
      await expectCards(page, expected({ hair: 'Loiro' }))

      // Back from a profile opened from a filtered list returns to that list.
      await cards(page).first().getByRole('link').click()
      await page.waitForURL(/\/\d+\/[a-z0-9-]+$/)
      await page.goBack()
      await expect(page).toHaveURL(`${rosterPath(locale)}?hair=blonde`)
      await expect(traitFilter(page, locale, 'hair')).toHaveValue('blonde')
      await expectCards(page, expected({ hair: 'Loiro' }))
    })

    test('quick changes on a category roster: each lands in the URL, without reloading the page', async ({
      page,
    }) => {
      test.slow()
      await openRoster(page, locale, { category: 'image' })
      // Awake first (focus in the filters wakes the island): a press before it wakes is the form's submit,
      // a page load (tests/roster/enhance.spec.ts).
      await genderButton(page, locale, 'woman').focus()
      await expect(page.locator('[data-island="roster"]')).toHaveAttribute('data-island-state', 'awake', {
        timeout: 20_000,
      })
      // A full reload would drop this mark (and the change chosen while it ran).
      await page.evaluate(() => document.documentElement.setAttribute('data-test-same-document', ''))
      await genderButton(page, locale, 'woman').click()
      await traitFilter(page, locale, 'hair').selectOption({ label: t.blonde })
      await traitFilter(page, locale, 'heightMin').selectOption('170')
      await expect(page).toHaveURL(`${rosterPath(locale, 'image')}?gender=woman&height=170-&hair=blonde`)
      const result = expected({ category: 'image', gender: 'woman', hair: 'Loiro', minHeight: 170 })
      expect(result.length, 'the demo data has tall blonde women in image').toBeGreaterThan(0)
      await expectCards(page, result)
      await expect(page.locator('html')).toHaveAttribute('data-test-same-document', '')
    })

    test('filters reset on route change: another category, a new search', async ({ page }) => {
      test.slow()
      await page.setViewportSize({ width: 1440, height: 900 })
      await openRoster(page, locale, { category: 'image' })
      await traitFilter(page, locale, 'hair').selectOption({ label: t.blonde })
      await traitFilter(page, locale, 'heightMin').selectOption('170')
      await expect(page).toHaveURL(`${rosterPath(locale, 'image')}?height=170-&hair=blonde`)
      await page.getByRole('banner').getByRole('link', { name: 'Mainboard', exact: true }).click()
      await expect(page).toHaveURL(rosterPath(locale, 'mainboard'))
      await expect(traitFilter(page, locale, 'hair')).toHaveValue('')
      await expect(traitFilter(page, locale, 'heightMin')).toHaveValue('')
      await expectCards(page, expected({ category: 'mainboard' }))

      await traitFilter(page, locale, 'eyes').selectOption({ label: t.green })
      await expect(page).toHaveURL(`${rosterPath(locale, 'mainboard')}?eyes=green`)
      const search = page.getByRole('searchbox', { name: text(locale, 'common.search.label') })
      await typeInto(search, 'ana')
      await search.press('Enter')
      await expect(page).toHaveURL(rosterPath(locale, null, 'ana'))
      await expect(traitFilter(page, locale, 'eyes')).toHaveValue('')
      await expectCards(page, expected({ q: 'ana' }))
    })

    // A choice the island's own code has not seen (it woke after, or React was hydrating it) is the
    // visitor's all the same: it applies once the island is awake (components/islands/useEarlyValue).
    test('a filter chosen before the page’s script ran applies once it runs', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      const path = rosterPath(locale, 'mainboard')
      // Every script file held: the page is HTML only when the visitor chooses (a slow phone).
      const scripts = await holdScripts(page)
      await page.goto(path, { waitUntil: 'commit' })
      const eyes = traitFilter(page, locale, 'eyes')
      await eyes.selectOption({ label: t.green })
      scripts.release()
      await expect(page).toHaveURL(`${path}?eyes=green`)
      await expect(eyes).toHaveValue('green')
      await expectCards(page, expected({ category: 'mainboard', eyes: 'Verdes' }))
    })

    test('a filter chosen before the roster’s code arrives applies once it is awake', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      const path = rosterPath(locale, 'mainboard')
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      // The choice wakes the island; its code is held, so the choice is in the HTML select alone.
      const scripts = await holdScripts(page)
      const eyes = traitFilter(page, locale, 'eyes')
      await eyes.selectOption({ label: t.green })
      await expect(page.locator('[data-island="roster"]')).toHaveAttribute('data-island-state', 'waking')
      scripts.release()
      await expect(page).toHaveURL(`${path}?eyes=green`)
      await expect(eyes).toHaveValue('green')
      await expectCards(page, expected({ category: 'mainboard', eyes: 'Verdes' }))
    })

    test('a filter chosen while React hydrates the roster applies once it is awake', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      const path = rosterPath(locale, 'mainboard')
      const react = await holdReact(page, 'roster', 'render')
      await page.goto(path)
      // Scrolled towards the end of the list, the roster wakes by itself; React is held before it renders
      // any of it.
      await page.mouse.wheel(0, 2000)
      const island = page.locator('[data-island="roster"]')
      await expect(island).toHaveAttribute('data-island-state', 'hydrating')
      const eyes = traitFilter(page, locale, 'eyes')
      await eyes.selectOption({ label: t.green })
      await react.release()
      await expect(island).toHaveAttribute('data-island-state', 'awake')
      await expect(page).toHaveURL(`${path}?eyes=green`)
      await expect(eyes).toHaveValue('green')
      await expectCards(page, expected({ category: 'mainboard', eyes: 'Verdes' }))
    })

    test('by keyboard: arrows change a filter, the clear button clears them all and keeps the focus', async ({
      page,
    }) => {
      test.slow()
      await openRoster(page, locale)
      const hair = traitFilter(page, locale, 'hair')
      await hair.focus()
      await page.keyboard.press('ArrowDown')
      const first = await hair.inputValue()
      expect(first).not.toBe('')
      await expect(page).toHaveURL(`${rosterPath(locale)}?hair=${first}`)
      await expect(cards(page).first()).toBeVisible()

      await page.keyboard.press('Tab')
      await expect(traitFilter(page, locale, 'eyes')).toBeFocused()
      await page.keyboard.press('Tab')
      const clear = page.getByRole('button', { name: text(locale, 'roster.clearFilters'), exact: true })
      await expect(clear).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(rosterPath(locale))
      await expect(hair).toHaveValue('')
      await expect(clear).toBeFocused()
      await expect(clear).toHaveAttribute('aria-disabled', 'true')
      await expectCards(page, expected({}))
    })

    for (const theme of axeThemes(locale)) {
      test.describe(() => {
        test.use({ theme })
        test(`no serious accessibility violation with filters chosen (${theme})`, async ({ page }) => {
          test.slow()
          await open(page, `${rosterPath(locale)}?gender=woman&height=170-180&hair=blonde`)
          await expect(cards(page).first()).toBeVisible()
          await expectAccessible(page)
        })
      })
    }
  })
}
