import type { TalentSummary } from '../../lib/schemas/snapshot'
import { axeThemes, expect, expectAccessible, locales, test } from '../fixtures'
import { openProfile, profilePath } from '../profile/profile'
import { openRoster, text } from '../roster/roster'
import { expected, shownName } from '../roster/talents'
import {
  favoritesPath,
  headerLink,
  heart,
  keep,
  listedNames,
  openFavorites,
  storedFavorites,
} from './favorites'

test.use({ viewport: { width: 1440, height: 900 } })

for (const locale of locales) {
  test.describe(`favorites (${locale})`, () => {
    const [ana, bia, caio] = expected({ category: 'mainboard' }) as [
      TalentSummary,
      TalentSummary,
      TalentSummary,
    ]

    test('empty state with a way to the roster', async ({ page }) => {
      await openFavorites(page, locale)
      await expect(page.getByText(text(locale, 'favorites.empty'))).toBeVisible()
      await page
        .getByRole('main')
        .getByRole('link', { name: text(locale, 'favorites.browse') })
        .click()
      await expect(page).toHaveURL(locale === 'pt' ? '/modelos' : '/en/models')
    })

    test('add from cards and the profile, kept under "favorites", listed, removable, persisting across reloads', async ({
      page,
      consoleMessages: _hydrationChecked,
    }) => {
      // Four page loads (roster, profile, a reload, favorites): room for a busy machine.
      test.slow()
      await openRoster(page, locale, { category: 'mainboard' })
      await expect(heart(page, locale, ana)).toHaveAttribute('aria-pressed', 'false')
      await keep(page, locale, ana)
      await keep(page, locale, bia)
      await expect(heart(page, locale, ana)).toHaveAttribute('aria-pressed', 'true')
      await expect(headerLink(page, locale, 2)).toBeVisible()

      const stored = await storedFavorites(page)
      expect(Object.keys(stored).sort()).toEqual([String(ana.id), String(bia.id)].sort())
      expect(stored[String(ana.id)]).toMatchObject({
        id: ana.id,
        // Kept under the shown name, whichever card or page it was hearted from.
        name: shownName(ana.name),
        // The built cover, or the live one once the roster refreshed (same image, the CMS's own origin).
        cover: expect.stringContaining(new URL(ana.cover ?? '', 'http://site.test').pathname),
        path: profilePath(ana, 'pt'),
      })

      // The profile's toggle is the same favorite.
      await openProfile(page, caio, locale)
      const profileHeart = heart(page, locale, { name: shownName(caio.name) })
      await expect(profileHeart).toHaveAttribute('aria-pressed', 'false')
      await profileHeart.click()
      await expect(profileHeart).toHaveAttribute('aria-pressed', 'true')

      await page.reload()
      await expect(headerLink(page, locale, 3)).toBeVisible()
      await expect(heart(page, locale, { name: shownName(caio.name) })).toHaveAttribute(
        'aria-pressed',
        'true',
      )

      await openFavorites(page, locale)
      await expect
        .poll(() => listedNames(page, locale, 'mine'))
        .toEqual([shownName(ana.name), shownName(bia.name), shownName(caio.name)])
      // Each links to the profile in the page's language.
      await expect(
        page.getByRole('main').getByRole('link', { name: shownName(ana.name), exact: true }),
      ).toHaveAttribute('href', profilePath(ana, locale))

      await page
        .getByRole('button', { name: text(locale, 'favorites.remove', { name: shownName(bia.name) }) })
        .click()
      await expect
        .poll(() => listedNames(page, locale, 'mine'))
        .toEqual([shownName(ana.name), shownName(caio.name)])
      await page.reload()
      await expect
        .poll(() => listedNames(page, locale, 'mine'))
        .toEqual([shownName(ana.name), shownName(caio.name)])
      await expect(headerLink(page, locale, 2)).toBeVisible()
    })

    test('the share link shows the selection on another browser, which can add it to its own list', async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      await openRoster(page, locale, { category: 'mainboard' })
      await keep(page, locale, ana)
      await keep(page, locale, caio)
      await openFavorites(page, locale)
      const link = page.getByRole('textbox', { name: text(locale, 'favorites.shareLink') })
      await expect(link).toHaveValue(`${baseURL}${favoritesPath(locale, [ana.id, caio.id])}`)
      await page.getByRole('button', { name: text(locale, 'favorites.copy') }).click()
      await expect(page.getByText(text(locale, 'favorites.copied'))).toBeVisible()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      expect(copied).toBe(await link.inputValue())

      const other = await browser.newContext({ viewport: { width: 390, height: 800 } })
      const visitor = await other.newPage()
      await visitor.addInitScript(() => sessionStorage.setItem('prehome-seen', '1'))
      await visitor.goto(copied)
      await expect
        .poll(() => listedNames(visitor, locale, 'shared'))
        .toEqual([shownName(ana.name), shownName(caio.name)])
      await expect(visitor.getByText(text(locale, 'favorites.empty'))).toBeVisible()
      await visitor.getByRole('button', { name: text(locale, 'favorites.addAll') }).click()
      await expect(visitor.getByText(text(locale, 'favorites.added'))).toBeVisible()
      expect(await listedNames(visitor, locale, 'mine')).toEqual([shownName(ana.name), shownName(caio.name)])
      await expect(visitor.getByRole('button', { name: text(locale, 'favorites.addAll') })).toBeDisabled()
      expect(Object.keys(await storedFavorites(visitor)).sort()).toEqual(
        [String(ana.id), String(caio.id)].sort(),
      )
      await other.close()
    })

    test('a shared link with unknown ids says so', async ({ page }) => {
      await openFavorites(page, locale, [ana.id, 999_999])
      await expect.poll(() => listedNames(page, locale, 'shared')).toEqual([shownName(ana.name)])
      await expect(page.getByText(text(locale, 'favorites.missing', { count: 1 }))).toBeVisible()
    })

    for (const theme of axeThemes(locale)) {
      test.describe(() => {
        test.use({ theme })
        test(`no serious accessibility violation (${theme})`, async ({ page }) => {
          test.slow()
          await openFavorites(page, locale)
          await expectAccessible(page)
          await openRoster(page, locale)
          await keep(page, locale, ana)
          await openFavorites(page, locale, [bia.id])
          await expect.poll(() => listedNames(page, locale, 'shared')).toEqual([shownName(bia.name)])
          await expectAccessible(page)
        })
      })
    }
  })
}
