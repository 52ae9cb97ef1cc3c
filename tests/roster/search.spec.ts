import type { Page } from '@playwright/test'
import { expect, fetchHtml, locales, open, test, waitForHydration } from '../fixtures'
import { cardHeadings, cardNames, cards, genderButton, letterButton, rosterPath, text } from './roster'
import { expected, fold, initial } from './talents'

// A roster address with filters is answered by the Worker with the matching cards in its HTML
// (functions/rosterPage.ts): the header search and the filters in a link work with every script blocked,
// and with JavaScript the roster's island takes over the same cards without hydrating them.

const searchBox = (page: Page, locale: 'pt' | 'en') =>
  page.getByRole('searchbox', { name: text(locale, 'common.search.label') })

const countText = (locale: 'pt' | 'en', n: number) =>
  n === 1 ? text(locale, 'roster.countOne') : text(locale, 'roster.count', { count: n })

for (const locale of locales) {
  test.describe(`the header search with every script blocked (${locale})`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } })

    test('typing a name and pressing Enter shows only the talents it matches, then clears', async ({
      page,
    }) => {
      await page.goto(locale === 'pt' ? '/sobre' : '/en/about')
      await searchBox(page, locale).pressSequentially('conceicao')
      await searchBox(page, locale).press('Enter')
      await expect(page).toHaveURL(`${rosterPath(locale)}?q=conceicao`)
      const matches = expected({ q: 'conceicao' })
      expect(matches.length, 'the demo has several Conceições').toBeGreaterThan(1)
      await expect(cardHeadings(page)).toHaveText(matches.map((t) => t.name))
      await expect(page.getByText(text(locale, 'roster.searchResults', { query: 'conceicao' }))).toBeVisible()
      await expect(searchBox(page, locale)).toHaveValue('conceicao')
      await expect(page.getByRole('status')).toHaveText(countText(locale, matches.length))
      // Each card still leads to its profile.
      await cards(page).first().getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        matches[0]?.name.split(' ')[0] ?? '',
      )
      await page.goBack()
      await page.getByRole('link', { name: text(locale, 'roster.clearSearch') }).click()
      await expect(page).toHaveURL(rosterPath(locale))
      await expect(cards(page)).toHaveCount(20)
    })

    test('the first 20 matches show, the next a page away (there is no script to load more)', async ({
      page,
    }) => {
      await page.goto(`${rosterPath(locale)}?q=a`)
      const matches = expected({ q: 'a' })
      expect(matches.length).toBeGreaterThan(20)
      await expect(cardHeadings(page)).toHaveText(matches.slice(0, 20).map((t) => t.name))
      await page.getByRole('link', { name: text(locale, 'roster.morePage'), exact: true }).click()
      await expect(page).toHaveURL(`${rosterPath(locale)}?q=a&page=2#talent-${matches[20]?.id}`)
      await expect(cardHeadings(page)).toHaveText(matches.slice(0, 40).map((t) => t.name))
      for (const name of await cardNames(page)) expect(fold(name)).toContain('a')
    })

    test('a search that matches nobody shows the roster’s empty state, the text as typed', async ({
      page,
    }) => {
      await page.goto(locale === 'pt' ? '/contato' : '/en/contact')
      const nonsense = 'zq<b>"&x'
      await searchBox(page, locale).pressSequentially(nonsense)
      await searchBox(page, locale).press('Enter')
      await expect(page.getByText(text(locale, 'roster.empty'), { exact: true })).toBeVisible()
      await expect(cards(page)).toHaveCount(0)
      await expect(page.getByText(text(locale, 'roster.searchResults', { query: nonsense }))).toBeVisible()
      await expect(searchBox(page, locale)).toHaveValue(nonsense)
      await expect(page.locator('main b')).toHaveCount(0)
    })

    test('filters in a shared link apply on a category roster and show as chosen', async ({ page }) => {
      const f = { category: 'mainboard', gender: 'woman', q: 'a' } as const
      const letter = initial(expected(f)[0]?.name ?? '') ?? 'A'
      await page.goto(`${rosterPath(locale, 'mainboard')}?gender=woman&letter=${letter}&q=a`)
      const result = expected({ ...f, letter })
      expect(result.length).toBeGreaterThan(0)
      await expect(cardHeadings(page)).toHaveText(result.map((t) => t.name))
      await expect(genderButton(page, locale, 'woman')).toHaveAttribute('aria-pressed', 'true')
      await expect(genderButton(page, locale, 'man')).toHaveAttribute('aria-pressed', 'false')
      await expect(letterButton(page, locale, letter)).toHaveAttribute('aria-pressed', 'true')
      // A letter no mainboard woman with an "a" starts with is disabled.
      const absent = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
        .split('')
        .find((l) => !expected(f).some((t) => initial(t.name) === l))
      expect(absent).toBeTruthy()
      await expect(letterButton(page, locale, absent ?? '')).toBeDisabled()
    })
  })

  test.describe(`a filtered address with JavaScript (${locale})`, () => {
    test('the island renders the very cards the Worker sent, without a mismatch or another list', async ({
      page,
    }) => {
      const url = `${rosterPath(locale)}?q=conceicao`
      const { html } = await fetchHtml(page, url)
      const sent = [...html.matchAll(/<h2 class="talent-card__name">([^<]*)<\/h2>/g)].map((m) => m[1] ?? '')
      expect(sent).toEqual(expected({ q: 'conceicao' }).map((t) => t.name))
      // Every list of names the grid shows, from the parsed page on.
      await page.addInitScript(() => {
        const seen: string[] = []
        ;(window as unknown as { __lists: string[] }).__lists = seen
        const record = () => {
          const names = [...document.querySelectorAll('main .talent-card__name')].map((n) => n.textContent)
          const list = JSON.stringify(names)
          if (seen.at(-1) !== list) seen.push(list)
        }
        document.addEventListener('DOMContentLoaded', () => {
          record()
          new MutationObserver(record).observe(document.body, { childList: true, subtree: true })
        })
      })
      await open(page, url)
      const island = page.locator('[data-island="roster"]')
      // Nothing wakes it at load (the HTML is the answer); the visitor reaching for it does.
      await expect(island).not.toHaveAttribute('data-island-state', /./)
      await cards(page).first().getByRole('link').focus()
      await expect(island).toHaveAttribute('data-island-state', 'awake')
      await expect(cards(page).first().getByRole('link')).toBeFocused()
      await expect(page.locator('.roster__loading')).toHaveCount(0)
      await expect(cardHeadings(page)).toHaveText(sent)
      const lists = await page.evaluate(() => (window as unknown as { __lists: string[] }).__lists)
      expect(lists.map((l) => JSON.parse(l) as string[])).toEqual([sent])
      await expect(page.getByRole('status')).toHaveText(countText(locale, sent.length))
      // React owns the roster now: a filter applies at once.
      await genderButton(page, locale, 'man').click()
      await expect(page).toHaveURL(/gender=man/)
      await waitForHydration(page)
      await expect(cardHeadings(page)).toHaveText(
        expected({ q: 'conceicao', gender: 'man' }).map((t) => t.name),
      )
    })
  })
}
