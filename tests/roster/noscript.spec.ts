import type { Page } from '@playwright/test'
import { expect, locales, siteSnapshot, test } from '../fixtures'
import { cards, genderButton, letterButton, rosterPath, text, traitFilter } from './roster'
import { expected, initial } from './talents'

// The roster and the news as HTML alone (issue 29): the filters are a GET form the Worker answers, the
// next cards and posts are links, so with JavaScript off a visitor filters by every filter, combines them
// with a search, and reaches every talent and every post, on a phone and on a desktop, in both languages.

const widths = [390, 1280] as const
const step = 20

const countText = (locale: 'pt' | 'en', n: number) =>
  n === 1 ? text(locale, 'roster.countOne') : text(locale, 'roster.count', { count: n })

/** On a phone the filters other than the letters fold under "Filter": opened when closed. */
async function openSheet(page: Page, locale: 'pt' | 'en') {
  // The page a submission led to, loaded with its style (its address shows before it is parsed).
  await page.waitForLoadState()
  const toggle = page.locator('summary').filter({ hasText: text(locale, 'roster.filters') })
  if (await toggle.isVisible()) {
    const open = await page.locator('details.roster-filters__more').getAttribute('open')
    if (open === null) await toggle.click()
  }
}

const applyButton = (page: Page, locale: 'pt' | 'en') =>
  page.getByRole('button', { name: text(locale, 'roster.apply'), exact: true })

/**
 * The cards a page shows for these expected talents: the first 20. Waited for: the address changes as the
 * next page starts to load, its cards a moment later (Firefox over WebDriver BiDi reports it that early).
 */
async function expectFirstCards(page: Page, talents: { name: string }[]) {
  await expect(cards(page).getByRole('heading')).toHaveText(talents.slice(0, step).map((t) => t.name))
}

for (const locale of locales) {
  for (const width of widths) {
    test.describe(`the roster with JavaScript off (${locale}, ${width} px)`, () => {
      test.use({ javaScriptEnabled: false, viewport: { width, height: width === 390 ? 844 : 900 } })

      test('each filter works as a form: gender, letter, height, hair, eyes; the active one clears', async ({
        page,
      }) => {
        test.slow()
        await page.goto(rosterPath(locale, 'image'))
        await expectFirstCards(page, expected({ category: 'image' }))

        // Gender: a submit button; pressed again it clears.
        await openSheet(page, locale)
        await genderButton(page, locale, 'woman').click()
        await expect(page).toHaveURL(`${rosterPath(locale, 'image')}?gender=woman`)
        await expectFirstCards(page, expected({ category: 'image', gender: 'woman' }))
        await openSheet(page, locale)
        await expect(genderButton(page, locale, 'woman')).toHaveAttribute('aria-pressed', 'true')
        await genderButton(page, locale, 'woman').click()
        await expect(page).toHaveURL(rosterPath(locale, 'image'))
        await openSheet(page, locale)
        await expect(genderButton(page, locale, 'woman')).toHaveAttribute('aria-pressed', 'false')

        // A letter.
        const letter = initial(expected({ category: 'image' })[0]?.name ?? '') ?? 'A'
        await letterButton(page, locale, letter).click()
        await expect(page).toHaveURL(`${rosterPath(locale, 'image')}?letter=${letter}`)
        await expectFirstCards(page, expected({ category: 'image', letter }))

        // Height, hair and eyes: selects sent with "Apply", keeping the letter chosen.
        await openSheet(page, locale)
        await traitFilter(page, locale, 'heightMin').selectOption('170')
        await applyButton(page, locale).click()
        await expect(page).toHaveURL(`${rosterPath(locale, 'image')}?letter=${letter}&height=170-`)
        await expectFirstCards(page, expected({ category: 'image', letter, minHeight: 170 }))
        await openSheet(page, locale)
        await traitFilter(page, locale, 'heightMin').selectOption('')
        await traitFilter(page, locale, 'heightMax').selectOption('180')
        await traitFilter(page, locale, 'hair').selectOption('brown')
        await applyButton(page, locale).click()
        await expect(page).toHaveURL(`${rosterPath(locale, 'image')}?letter=${letter}&height=-180&hair=brown`)
        await expectFirstCards(
          page,
          expected({ category: 'image', letter, maxHeight: 180, hair: 'Castanho' }),
        )

        // "Clear filters" clears them all.
        await openSheet(page, locale)
        await page.getByRole('button', { name: text(locale, 'roster.clearFilters'), exact: true }).click()
        await expect(page).toHaveURL(rosterPath(locale, 'image'))
        await openSheet(page, locale)
        await traitFilter(page, locale, 'eyes').selectOption('green')
        await applyButton(page, locale).click()
        await expect(page).toHaveURL(`${rosterPath(locale, 'image')}?eyes=green`)
        await expectFirstCards(page, expected({ category: 'image', eyes: 'Verdes' }))
      })

      test('filters combine with the search, and the closed toggle tells how many are on and found', async ({
        page,
      }) => {
        await page.goto(`${rosterPath(locale)}?q=a`)
        await openSheet(page, locale)
        await genderButton(page, locale, 'woman').click()
        await expect(page).toHaveURL(`${rosterPath(locale)}?q=a&gender=woman`)
        await openSheet(page, locale)
        await traitFilter(page, locale, 'hair').selectOption('blonde')
        await applyButton(page, locale).click()
        await expect(page).toHaveURL(`${rosterPath(locale)}?q=a&gender=woman&hair=blonde`)
        const shown = expected({ q: 'a', gender: 'woman', hair: 'Loiro' })
        expect(shown.length, 'the demo has blonde women with an "a"').toBeGreaterThan(0)
        await expectFirstCards(page, shown)
        await expect(page.getByText(text(locale, 'roster.searchResults', { query: 'a' }))).toBeVisible()
        // The toggle (a phone's only view of the filters while closed) says 2 on and how many remain.
        const toggle = page.locator('summary.roster-filters__toggle')
        await expect(toggle).toContainText(text(locale, 'roster.filtersOn', { count: 2 }))
        await expect(toggle).toContainText(countText(locale, shown.length))
        if (width === 390) await expect(toggle).toBeVisible()
      })

      test('every talent is reached through the paging links, each page landing on its new cards', async ({
        page,
      }) => {
        test.slow()
        const category = width === 390 ? 'development' : null
        const all = expected(category ? { category } : {})
        expect(all.length, 'more than one page').toBeGreaterThan(step)
        await page.goto(rosterPath(locale, category))
        const more = page.getByRole('link', { name: text(locale, 'roster.morePage'), exact: true })
        let pages = 1
        while (await more.count()) {
          await more.click()
          pages++
          await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}#talent-\\d+$`))
          // Parsed to its end, so that the paging link is there if the page has one.
          await page.waitForLoadState()
          // The new page lands on the first card it adds.
          const first = all[(pages - 1) * step]
          await expect(cards(page).nth((pages - 1) * step)).toBeInViewport()
          expect(
            await cards(page)
              .nth((pages - 1) * step)
              .getByRole('heading')
              .textContent(),
          ).toBe(first?.name)
        }
        expect(pages).toBe(Math.ceil(all.length / step))
        await expect(cards(page).getByRole('heading')).toHaveText(all.map((t) => t.name))
      })

      test('a filtered roster pages too', async ({ page }) => {
        const shown = expected({ gender: 'woman' })
        expect(shown.length).toBeGreaterThan(step)
        await page.goto(`${rosterPath(locale)}?gender=woman`)
        await expect(page.getByRole('status')).toHaveText(countText(locale, shown.length))
        await page.getByRole('link', { name: text(locale, 'roster.morePage'), exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`\\?gender=woman&page=2#talent-${shown[step]?.id}$`))
        await expect(cards(page).getByRole('heading')).toHaveText(shown.slice(0, 2 * step).map((t) => t.name))
      })
    })

    test.describe(`the news with JavaScript off (${locale}, ${width} px)`, () => {
      test.use({ javaScriptEnabled: false, viewport: { width, height: width === 390 ? 844 : 900 } })

      test('every post is reached through the paging links, each once', async ({ page }) => {
        const posts = siteSnapshot().posts(locale)
        await page.goto(locale === 'pt' ? '/noticias' : '/en/news')
        const older = page.getByRole('link', { name: text(locale, 'news.older'), exact: true })
        // A card's link is named by its title, once (its cover is decorative).
        const title = posts[0]?.title ?? ''
        await expect(page.locator('main .post-card-link').first()).toHaveAccessibleName(title)
        const seen: string[] = []
        for (;;) {
          seen.push(...(await page.locator('main .post-card-title').allTextContents()))
          if ((await older.count()) === 0) break
          // The next page, once loaded (not only once its address shows).
          const next = await older.getAttribute('href')
          await older.click()
          await expect(page).toHaveURL(next ?? '')
          await page.waitForLoadState()
        }
        expect(seen.toSorted()).toEqual(posts.map((p) => p.title).toSorted())
        // And back.
        if (posts.length > 9) {
          await page.getByRole('link', { name: text(locale, 'news.newer'), exact: true }).click()
          await expect(page.locator('main .post-card-title')).toHaveCount(9)
        }
      })
    })
  }
}
