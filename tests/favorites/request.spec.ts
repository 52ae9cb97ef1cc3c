import type { TalentSummary } from '../../lib/schemas/snapshot'
import { capitalizeWords } from '../../lib/text/capitalizeWords'
import { displayName } from '../../lib/text/displayName'
import { arrived, received } from '../cms'
import { expect, locales, test, typeInto } from '../fixtures'
import { asNewClient, refuseToStore, uniqueTag } from '../forms/forms'
import { text } from '../roster/roster'
import { expected } from '../roster/talents'
import { brief, typeBrief, whatsappMessage } from './brief'
import { openFavorites } from './favorites'

// "Request these models" (issue 10 part 1): the selection becomes a request in the agency's CMS.

test.use({ viewport: { width: 1440, height: 900 } })

for (const locale of locales) {
  const t = (key: Parameters<typeof text>[1]) => text(locale, key)

  test.describe(`request these models (${locale})`, () => {
    const [ana, bia] = expected({ category: 'mainboard' }) as [TalentSummary, TalentSummary]
    const field = (page: import('@playwright/test').Page, key: Parameters<typeof text>[1]) =>
      page
        .getByRole('region', { name: t('favorites.request.title') })
        .getByRole('textbox', { name: new RegExp(`^${t(key)}`) })

    test('a shared selection is requested with its talents listed, and arrives with ids, names and its brief', async ({
      page,
      browserName,
    }) => {
      test.slow(browserName === 'firefox', 'every field typed key by key over WebDriver BiDi')
      await asNewClient(page)
      // The page's clock stops once loaded, so the sent state stays until checked.
      const start = new Date('2026-03-02T12:00:00Z')
      await page.clock.install({ time: start })
      // The list is looked up in the built roster, then in the live one: the form is filled after both.
      const live = page.waitForResponse('**/api/talents')
      await openFavorites(page, locale, [ana.id, bia.id])
      await live
      await page.clock.pauseAt(new Date(start.getTime() + 60_000))
      const region = page.getByRole('region', { name: t('favorites.request.title') })
      // Listed under the shown name, as the favorites list shows them.
      await expect(region.getByRole('listitem')).toHaveText([displayName(ana.name), displayName(bia.name)])
      await expect(region.getByRole('listitem').locator('img')).toHaveCount(2)
      const email = `casting.${uniqueTag()}@example.com`
      await typeInto(field(page, 'favorites.request.name'), 'Rui Costa')
      await typeInto(field(page, 'favorites.request.email'), email)
      await typeInto(field(page, 'favorites.request.phone'), '+55 11 98765-4321')
      await typeBrief(page, locale)
      await typeInto(field(page, 'favorites.request.message'), 'Campanha de verão.')
      await region.getByRole('button', { name: t('forms.send') }).click()
      await expect(region.getByRole('status')).toHaveText(t('forms.success'))

      const [entry, ...more] = await arrived(page.request, 'favorites', email)
      expect(more).toEqual([])
      expect(entry?.lang).toBe(locale)
      expect(JSON.parse(entry?.fields.favorites ?? '')).toEqual([
        { id: ana.id, name: capitalizeWords(ana.name) },
        { id: bia.id, name: capitalizeWords(bia.name) },
      ])
      // Every field of the brief arrives as a field of its own, and in the message the panel shows.
      expect(entry?.fields).toMatchObject({ name: 'Rui Costa', phone: '+55 11 98765-4321', ...brief })
      for (const [name, value] of Object.entries(brief))
        expect(entry?.fields.message).toContain(
          `${t(`favorites.request.${name as keyof typeof brief}`)}: ${value}`,
        )
    })

    test('the selection goes on WhatsApp as a plain link whose message holds its shareable link', async ({
      page,
    }) => {
      const live = page.waitForResponse('**/api/talents')
      await openFavorites(page, locale, [ana.id, bia.id])
      await live
      const region = page.getByRole('region', { name: t('favorites.request.title') })
      const link = region.getByRole('link', { name: t('whatsapp.selection'), exact: true })
      const message = await whatsappMessage(link)
      expect(message.number).toMatch(/^55\d{10,11}$/)
      const shared = new URL(page.url())
      expect(message.text).toContain(`${shared.origin}${shared.pathname}?ids=${ana.id},${bia.id}`)
      // It opens wa.me with that text (answered here: the suite stays offline).
      await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }))
      const [opened] = await Promise.all([page.waitForEvent('popup'), link.click()])
      await opened.waitForURL(/^https:\/\/wa\.me\//)
      expect(new URL(opened.url()).searchParams.get('text')).toBe(message.text)
    })

    test('missing fields are flagged and nothing is sent; a failure keeps what was typed and the selection', async ({
      page,
      browserName,
    }) => {
      test.slow(browserName === 'firefox', 'every field typed key by key over WebDriver BiDi')
      await asNewClient(page)
      const live = page.waitForResponse('**/api/talents')
      await openFavorites(page, locale, [ana.id])
      await live
      const region = page.getByRole('region', { name: t('favorites.request.title') })
      const send = region.getByRole('button', { name: t('forms.send') })
      await send.click()
      await expect(field(page, 'favorites.request.name')).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, 'favorites.request.name')).toBeFocused()
      await expect(field(page, 'favorites.request.company')).not.toHaveAttribute('aria-invalid', 'true')

      const email = `kept.${uniqueTag()}@example.com`
      await typeInto(field(page, 'favorites.request.name'), 'Rui Costa')
      await typeInto(field(page, 'favorites.request.email'), email)
      await typeInto(field(page, 'favorites.request.phone'), '11 98765-4321')
      await typeInto(field(page, 'favorites.request.message'), 'Orçamento')
      await typeBrief(page, locale)
      await refuseToStore(page, '/api/favorites')
      await send.click()
      await expect(region.getByRole('alert')).toHaveText(t('errors.api.store_failed'))
      await expect(field(page, 'favorites.request.email')).toHaveValue(email)
      await expect(field(page, 'favorites.request.message')).toHaveValue('Orçamento')
      for (const [name, value] of Object.entries(brief))
        await expect(field(page, `favorites.request.${name as keyof typeof brief}`)).toHaveValue(value)
      await expect(region.getByRole('listitem')).toHaveText([capitalizeWords(ana.name)])
      expect(await received(page.request, 'favorites', email)).toEqual([])

      await send.click()
      await expect(region.getByRole('status')).toHaveText(t('forms.success'))
      const [entry] = await arrived(page.request, 'favorites', email)
      expect(JSON.parse(entry?.fields.favorites ?? '')).toEqual([
        { id: ana.id, name: capitalizeWords(ana.name) },
      ])
      expect(entry?.fields).toMatchObject(brief)
    })
  })
}
