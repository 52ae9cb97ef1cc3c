import type { TalentSummary } from '../../lib/schemas/snapshot'
import { limits, site } from '../../lib/site'
import { favoritesPath } from '../favorites/favorites'
import { axeThemes, expect, expectAccessible, fetchHtml, locales, open, test } from '../fixtures'
import { applyPath, contactPath, text } from '../forms/forms'
import { expected } from '../roster/talents'

// The privacy notice (issue 40): a page in both languages, built from the README's data facts, linked
// beside the Send of every form (contact, be a model, the favorites request).

const privacyPath = (locale: 'pt' | 'en') => (locale === 'pt' ? '/privacidade' : '/en/privacy')
const [ana] = expected({ category: 'mainboard' }) as [TalentSummary]

for (const locale of locales) {
  const t = (key: Parameters<typeof text>[1], params?: Record<string, string | number>) =>
    text(locale, key, params)

  test.describe(`privacy (${locale})`, () => {
    test('the notice says what is kept, why, for how long, where it goes, the rights and whom to ask', async ({
      page,
    }) => {
      const { status, html } = await fetchHtml(page, privacyPath(locale))
      expect(status).toBe(200)
      expect(html).toContain(`<html lang="${locale === 'pt' ? 'pt-BR' : 'en'}"`)
      await page.goto(privacyPath(locale))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('privacy.title'))
      for (const key of [
        'keptTitle',
        'whyTitle',
        'howLongTitle',
        'whereTitle',
        'rightsTitle',
        'contactTitle',
      ] as const)
        await expect(page.getByRole('heading', { level: 2, name: t(`privacy.${key}`) })).toBeVisible()
      // The 30 days at most before delivery are the Worker's own (SUBMISSION_MAX_DAYS's default).
      await expect(page.getByText(t('privacy.howLong', { days: limits.submissionMaxDays }))).toBeVisible()
      expect(t('privacy.howLong', { days: limits.submissionMaxDays })).toContain('30')
      await expect(page.getByRole('main').getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      )
      // The other language's notice is one switch away.
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        /\/en\/privacy$/,
      )
    })

    test('every form links to it beside its Send', async ({ page }) => {
      for (const path of [contactPath(locale), applyPath(locale), favoritesPath(locale, [ana.id])]) {
        await page.goto(path)
        const actions = page.locator('.form-actions').filter({ visible: true })
        await expect(actions, path).toHaveCount(1)
        await expect(actions.getByRole('button', { name: t('forms.send'), exact: true })).toBeVisible()
        await expect(actions.getByRole('link', { name: t('privacy.link'), exact: true })).toHaveAttribute(
          'href',
          privacyPath(locale),
        )
      }
      await page.goto(contactPath(locale))
      await page.getByRole('link', { name: t('privacy.link'), exact: true }).click()
      await expect(page).toHaveURL(privacyPath(locale))
      await expect(page).toHaveTitle(t('seo.title', { section: t('seo.sections.privacy'), site: site.name }))
    })

    for (const theme of axeThemes(locale)) {
      test.describe(theme, () => {
        test.use({ theme })
        test('axe finds no serious problem on the notice', async ({ page }) => {
          await open(page, privacyPath(locale))
          await expectAccessible(page)
        })
      })
    }
  })
}
