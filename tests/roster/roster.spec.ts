import type { TalentSummary } from '../../lib/schemas/snapshot'
import {
  axeThemes,
  expect,
  expectAccessible,
  fetchHtml,
  locales,
  open,
  test,
  typeInto,
  waitForHydration,
} from '../fixtures'
import {
  card,
  cardHeadings,
  cardNames,
  cards,
  expectCards,
  expectHeartPlaced,
  genderButton,
  heartPlacement,
  letterButton,
  openRoster,
  rosterPath,
  scrollToEnd,
  shownRoster,
  text,
} from './roster'
import { expected, fold, initial, talents } from './talents'

for (const locale of locales) {
  test.describe(`roster (${locale})`, () => {
    test('prerendered HTML holds the first 20 cards, names and links, before any script', async ({
      page,
    }) => {
      const { status, html } = await fetchHtml(page, rosterPath(locale, 'mainboard'))
      expect(status).toBe(200)
      const first = expected({ category: 'mainboard' }).slice(0, 20)
      expect(html.match(/<article class="talent-card"/g)).toHaveLength(20)
      for (const t of first) expect(html).toContain(`>${t.name.replace(/&/g, '&amp;')}</h2>`)
      const prefix = locale === 'pt' ? '/modelos' : '/en/models'
      expect(html).toContain(`href="${prefix}/${first[0]?.categories[0]}/${first[0]?.id}/${first[0]?.slug}"`)
    })

    test('shows the route category, 20 cards, with names capitalised per word', async ({
      page,
      consoleMessages: _hydrationChecked,
    }) => {
      for (const category of [null, 'image', 'mainboard', 'development'] as const) {
        await openRoster(page, locale, { category })
        await expectCards(page, category ? expected({ category }) : expected({}))
      }
      for (const name of await cardNames(page)) {
        for (const word of name.split(' ')) {
          if (!['da', 'das', 'de', 'do', 'dos', 'e'].includes(word))
            expect(word[0]).toBe(word[0]?.toUpperCase())
        }
      }
    })

    test('gender filter: women, men, and clicking the active one clears it', async ({
      page,
      consoleMessages,
    }) => {
      await openRoster(page, locale)
      const women = genderButton(page, locale, 'woman')
      const men = genderButton(page, locale, 'man')
      await women.click()
      await expect(women).toHaveAttribute('aria-pressed', 'true')
      await expectCards(page, expected({ gender: 'woman' }))
      await men.click()
      await expect(men).toHaveAttribute('aria-pressed', 'true')
      await expect(women).toHaveAttribute('aria-pressed', 'false')
      await expectCards(page, expected({ gender: 'man' }))
      await men.click()
      await expect(men).toHaveAttribute('aria-pressed', 'false')
      await expectCards(page, expected({}))
      expect(consoleMessages.filter((m) => /error/i.test(m) && !/api\/talents/.test(m))).toEqual([])
    })

    test('letter filter: letters without a talent are disabled, accents fold, clicking again clears', async ({
      page,
    }) => {
      await openRoster(page, locale, { category: 'image' })
      const present = new Set(expected({ category: 'image' }).map((t) => initial(t.name)))
      for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
        const button = letterButton(page, locale, letter)
        if (present.has(letter)) await expect(button).toBeEnabled()
        else await expect(button).toBeDisabled()
      }
      // 'Ágata …' files under A.
      const accented = expected({ category: 'image', letter: 'A' }).find((t) => /^[ÁÀÂÃ]/.test(t.name))
      expect(accented, 'the demo data has an accented A name in image').toBeTruthy()
      const a = letterButton(page, locale, 'A')
      await a.click()
      await expect(a).toHaveAttribute('aria-pressed', 'true')
      await expectCards(page, expected({ category: 'image', letter: 'A' }))
      await expect(card(page, accented?.name ?? '')).toBeVisible()
      await a.click()
      await expect(a).toHaveAttribute('aria-pressed', 'false')
      await expectCards(page, expected({ category: 'image' }))
    })

    test('letters follow the gender selection', async ({ page }) => {
      await openRoster(page, locale)
      await genderButton(page, locale, 'man').click()
      const menLetters = new Set(expected({ gender: 'man' }).map((t) => initial(t.name)))
      const onlyWomen = [...new Set(expected({ gender: 'woman' }).map((t) => initial(t.name)))].find(
        (l) => l && !menLetters.has(l),
      )
      expect(onlyWomen, 'the demo data has an initial only women have').toBeTruthy()
      await expect(letterButton(page, locale, onlyWomen as string)).toBeDisabled()
    })

    test('search from the URL: name contains, case- and accent-insensitive', async ({ page }) => {
      await openRoster(page, locale, { q: 'CONCEICAO' })
      const matches = expected({ q: 'conceição' })
      expect(matches.length).toBeGreaterThan(1)
      await expectCards(page, matches)
      await expect(page.getByText(text(locale, 'roster.searchResults', { query: 'CONCEICAO' }))).toBeVisible()
    })

    test('search from the header search box goes to the roster with ?q=', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await open(page, locale === 'pt' ? '/sobre' : '/en/about')
      const box = page.getByRole('searchbox', { name: text(locale, 'common.search.label') })
      await typeInto(box, 'agata')
      await box.press('Enter')
      await expect(page).toHaveURL(`${rosterPath(locale)}?q=agata`)
      await waitForHydration(page)
      await expectCards(page, expected({ q: 'agata' }))
      for (const name of await cardNames(page)) expect(fold(name)).toContain('agata')
    })

    test('filters combine: category AND gender AND letter AND search', async ({ page }) => {
      await openRoster(page, locale, { category: 'mainboard', q: 'a' })
      await genderButton(page, locale, 'woman').click()
      const letter = initial(
        expected({ category: 'mainboard', gender: 'woman', q: 'a' })[0]?.name ?? '',
      ) as string
      await letterButton(page, locale, letter).click()
      const result = expected({ category: 'mainboard', gender: 'woman', letter, q: 'a' })
      expect(result.length).toBeGreaterThan(0)
      await expectCards(page, result)
    })

    test("'No talents available' when nothing matches", async ({ page }) => {
      await openRoster(page, locale, { q: 'zzzz-nobody' })
      await expect(page.getByText(text(locale, 'roster.empty'), { exact: true })).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
    })

    // Paging does not depend on the language (the same order, by folded name): checked on the Portuguese
    // roster only.
    if (locale === 'pt') {
      test('infinite scroll: 20 more cards each time the end comes into view, up to the whole roster', async ({
        page,
        request,
      }) => {
        test.slow()
        await page.setViewportSize({ width: 1440, height: 900 })
        await openRoster(page, locale)
        const counts = await scrollToEnd(page)
        const roster = await shownRoster(request)
        expect(counts[0]).toBe(20)
        for (let i = 1; i < counts.length - 1; i++) expect(counts[i]).toBe(20 * (i + 1))
        expect(counts.at(-1)).toBe(roster.length)
        expect(counts.at(-1) ?? 0).toBeGreaterThan(counts.at(-2) ?? 0)
        await expect(cardHeadings(page)).toHaveText(roster.map((t) => t.name))
      })
    }

    test('filters reset on route change', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await openRoster(page, locale, { category: 'image' })
      await genderButton(page, locale, 'woman').click()
      await letterButton(page, locale, 'A').click()
      await page.getByRole('banner').getByRole('link', { name: 'Mainboard', exact: true }).click()
      await expect(page).toHaveURL(rosterPath(locale, 'mainboard'))
      await expect(genderButton(page, locale, 'woman')).toHaveAttribute('aria-pressed', 'false')
      await expect(letterButton(page, locale, 'A')).toHaveAttribute('aria-pressed', 'false')
      await expectCards(page, expected({ category: 'mainboard' }))
    })

    test('a broken cover shows the fallback image, and so does a talent without one', async ({ page }) => {
      const first = expected({})[0] as TalentSummary
      expect(first.cover).toBeTruthy()
      // Every width of the cover's picture fails (its ladder shares its content hash: lib/media/imageAttrs.ts).
      const picture = /\/media\/[0-9a-f]{16}\./.exec(first.cover as string)?.[0] ?? String(first.cover)
      await page.route(
        (url) => url.pathname.startsWith(picture),
        (route) => route.fulfill({ status: 404, body: 'gone' }),
      )
      await openRoster(page, locale)
      const image = card(page, first.name).locator('img')
      await expect(image).toHaveAttribute('src', '/img/fallback.svg')
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

      const missing = talents().find((t) => t.cover === null)
      expect(missing, 'the demo data has a talent without a cover').toBeTruthy()
      await openRoster(page, locale, { q: missing?.name ?? '' })
      await expect(card(page, missing?.name ?? '').locator('img')).toHaveAttribute('src', '/img/fallback.svg')
    })

    test('covers are grey until hover, with a fixed 3:4 box', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await openRoster(page, locale)
      const image = cards(page).first().locator('img')
      await expect(image).toHaveCSS('filter', 'grayscale(1)')
      await expect(image).toHaveAttribute('width', '600')
      await expect(image).toHaveAttribute('height', '800')
      await cards(page).first().hover()
      await expect(image).toHaveCSS('filter', 'none')
    })

    for (const [width, columns] of [
      [390, 2],
      [1023, 2],
      [1024, 5],
      [1440, 5],
    ] as const) {
      test(`${columns} columns at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await openRoster(page, locale)
        const lefts = await cards(page).evaluateAll((els) =>
          els.map((el) => Math.round(el.getBoundingClientRect().left)),
        )
        expect(new Set(lefts).size).toBe(columns)
      })
    }

    for (const width of [390, 1024, 1280, 1440]) {
      test(`a card's heart sits on the name's first line, under the cover, at ${width} px`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 })
        await openRoster(page, locale)
        expectHeartPlaced(await page.evaluate(heartPlacement))
      })
    }

    test('Back restores the list length and scroll position; other navigations start at the top', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 800 })
      await openRoster(page, locale)
      await scrollUntil(page, 45)
      const target = cards(page).nth(44)
      await target.scrollIntoViewIfNeeded()
      const name = (await target.getByRole('heading').textContent()) ?? ''
      const y = await page.evaluate(() => window.scrollY)
      await target.getByRole('link').click()
      await page.waitForURL(/\/\d+\/[a-z0-9-]+$/)
      await waitForHydration(page)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      await page.goBack()
      await expect(card(page, name)).toBeInViewport()
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(50)
    })

    for (const theme of axeThemes(locale)) {
      test.describe(() => {
        test.use({ theme })
        test(`no serious accessibility violation (${theme})`, async ({ page }) => {
          test.slow()
          // With filters chosen: filters.spec's accessibility test.
          await openRoster(page, locale, { category: 'image' })
          await expectAccessible(page)
        })
      })
    }
  })
}

async function scrollUntil(page: import('@playwright/test').Page, count: number) {
  for (let shown = await cards(page).count(); shown < count; shown = await cards(page).count()) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    // The end in view grows the list: each scroll waits for that growth.
    await expect(cards(page)).not.toHaveCount(shown)
  }
}
