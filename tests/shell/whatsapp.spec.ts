import type { Locator, Page } from '@playwright/test'
import type { TalentSummary } from '../../lib/schemas/snapshot'
import { site } from '../../lib/site'
import { agencyWhatsApp } from '../../lib/whatsapp'
import { whatsappMessage } from '../favorites/brief'
import { expect, type Locale, locales, open, siteSnapshot, test } from '../fixtures'
import { applyPath, contactPath, text } from '../forms/forms'
import { profilePath } from '../profile/profile'
import { expected, shownName } from '../roster/talents'

// WhatsApp as plain links (issue 40): wa.me with the agency's number and the message typed in, named by
// their words, the same with and without script. The selection's link: tests/favorites/request.spec.ts and
// noscript.spec.ts.

/** The agency's number as the build read it: the snapshot's social links, else lib/site's setting. */
const number = agencyWhatsApp(siteSnapshot().social())
const [ana] = expected({ category: 'mainboard' }) as [TalentSummary]

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every link the page offers by that name: exactly one, with its message. */
async function theLink(page: Page, name: string): Promise<{ link: Locator; text: string }> {
  const link = page.getByRole('link', { name, exact: true })
  await expect(link).toHaveCount(1)
  await expect(link).toBeVisible()
  const message = await whatsappMessage(link)
  expect(message.number).toBe(number)
  return { link, text: message.text }
}

function checks(locale: Locale) {
  const t = (key: Parameters<typeof text>[1], params?: Record<string, string>) => text(locale, key, params)

  test('a profile asks about its talent: the name and the profile’s address in the message', async ({
    page,
  }) => {
    await page.route(/youtube|vimeo|ytimg/, (route) => route.abort())
    await page.goto(profilePath(ana, locale))
    const name = shownName(ana.name)
    const { text: message } = await theLink(page, t('whatsapp.ask', { name }))
    expect(message).toMatch(
      new RegExp(
        `^${escaped(t('whatsapp.askText', { name, url: '@' })).replace('@', `https?://[^/]+${escaped(profilePath(ana, locale))}`)}$`,
      ),
    )
  })

  test('contact and be a model offer the agency’s WhatsApp, each with its own message', async ({ page }) => {
    await page.goto(contactPath(locale))
    expect((await theLink(page, t('whatsapp.label'))).text).toBe(
      t('whatsapp.contactText', { site: site.name }),
    )
    await page.goto(applyPath(locale))
    expect((await theLink(page, t('whatsapp.label'))).text).toBe(t('whatsapp.applyText', { site: site.name }))
    // Beside it, the statement that applicants are never charged.
    await expect(page.getByRole('complementary', { name: t('privacy.neverCharge.title') })).toContainText(
      t('privacy.neverCharge.text', { site: site.name, email: site.email, phone: site.phone }),
    )
  })
}

for (const locale of locales) {
  test.describe(`WhatsApp links (${locale})`, () => {
    checks(locale)

    test('a profile’s link opens wa.me with its message once the page is awake', async ({ page }) => {
      await page.route(/youtube|vimeo|ytimg/, (route) => route.abort())
      await open(page, profilePath(ana, locale))
      const name = shownName(ana.name)
      // The profile wakes on the visitor's first touch (a focus): its link is the island's own then.
      await page.getByRole('link', { name: text(locale, 'whatsapp.ask', { name }), exact: true }).focus()
      await expect(page.locator('[data-island="profile"]')).toHaveAttribute('data-island-state', 'awake')
      const { link, text: message } = await theLink(page, text(locale, 'whatsapp.ask', { name }))
      // Opened in a new tab, answered here (the suite stays offline).
      await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
      const [opened] = await Promise.all([page.waitForEvent('popup'), link.click()])
      await opened.waitForURL(/^https:\/\/wa\.me\//)
      const url = new URL(opened.url())
      expect(url.origin + url.pathname).toBe(`https://wa.me/${number}`)
      expect(url.searchParams.get('text')).toBe(message)
    })
  })

  test.describe(`WhatsApp links without script (${locale})`, () => {
    test.use({ javaScriptEnabled: false })
    checks(locale)
  })
}
