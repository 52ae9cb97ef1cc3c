import type { Page } from '@playwright/test'
import type { TalentSummary } from '../../lib/schemas/snapshot'
import { site } from '../../lib/site'
import { capitalizeWords } from '../../lib/text/capitalizeWords'
import { arrived, received } from '../cms'
import { expect, type Locale, locales, test, typeInto } from '../fixtures'
import { asNewClient, uniqueTag } from '../forms/forms'
import { profilePath } from '../profile/profile'
import { text } from '../roster/roster'
import { expected, shownName } from '../roster/talents'
import { brief, briefField, whatsappMessage } from './brief'
import { favoritesPath } from './favorites'

// The favorites request with JavaScript off (issue 29): a shared link (`?ids=…`) is answered by the Worker
// with its talents' cards and the request form carrying them (functions/favoritesPage.ts); the browser posts
// it; a refusal comes back refilled on the page of its selection; a profile links to its own request.

test.use({ javaScriptEnabled: false })

for (const locale of locales) {
  const t = (key: Parameters<typeof text>[1], params?: Record<string, string | number>) =>
    text(locale, key, params)
  const [ana, bia] = expected({ category: 'mainboard' }) as [TalentSummary, TalentSummary]
  const region = (page: Page) => page.getByRole('region', { name: t('favorites.request.title') })
  const field = (page: Page, key: Parameters<typeof text>[1]) =>
    region(page).getByRole('textbox', { name: new RegExp(`^${t(key)}`) })
  const fill = async (page: Page, email: string) => {
    await field(page, 'favorites.request.name').fill('Rui "Costa" <Luz>')
    await field(page, 'favorites.request.email').fill(email)
    await field(page, 'favorites.request.phone').fill('+55 11 98765-4321')
    for (const [name, value] of Object.entries(brief))
      await briefField(page, locale, name as keyof typeof brief).fill(value)
    await field(page, 'favorites.request.message').fill('Campanha sem script.')
  }
  const send = (page: Page) =>
    region(page)
      .getByRole('button', { name: t('forms.send'), exact: true })
      .click()
  // The roster's own cards (their names as the roster shows them).
  // A locator, asserted with toHaveText: it waits for the page a click led to (a read right after the URL
  // changed may see the page before its list is parsed).
  const names = (page: Page) => region(page).getByRole('article').getByRole('heading')
  const asSent = (...talents: TalentSummary[]) =>
    talents.map((x) => ({ id: x.id, name: capitalizeWords(x.name) }))

  test.describe(`the favorites request without script (${locale})`, () => {
    test('a shared link lists its talents, each once, and its request arrives once', async ({ page }) => {
      await asNewClient(page)
      // Repeated and unknown ids are the link's own business: each talent once, the unknown counted.
      await page.goto(`${favoritesPath(locale)}?ids=${ana.id},${bia.id},${ana.id},987654321`)
      await expect(region(page)).toBeVisible()
      await expect(names(page)).toHaveText([capitalizeWords(ana.name), capitalizeWords(bia.name)])
      await expect(region(page).getByText(t('favorites.missing', { count: 1 }))).toBeVisible()
      const email = `noscript.favorites.${uniqueTag()}@example.com`
      await fill(page, email)
      await send(page)
      // Back on the page of its selection, sent.
      await expect(page).toHaveURL(`${favoritesPath(locale, [ana.id, bia.id])}#request-sent`)
      await expect(page.getByText(t('forms.success'), { exact: true })).toBeVisible()
      const [entry, ...more] = await arrived(page.request, 'favorites', email)
      expect(more).toEqual([])
      expect(entry?.lang).toBe(locale)
      expect(JSON.parse(entry?.fields.favorites ?? '')).toEqual(asSent(ana, bia))
      expect(entry?.fields).toMatchObject({ name: 'Rui "Costa" <Luz>', ...brief })
    })

    test('the shared selection goes on WhatsApp as a plain link whose message holds its shareable link', async ({
      page,
    }) => {
      await page.goto(`${favoritesPath(locale)}?ids=${ana.id},987654321,${bia.id}`)
      const link = region(page).getByRole('link', { name: t('whatsapp.selection'), exact: true })
      const message = await whatsappMessage(link)
      expect(message.number).toMatch(/^55\d{10,11}$/)
      // The talents shown, in order: the link a colleague opens.
      const origin = new URL(page.url()).origin
      expect(message.text).toBe(
        t('whatsapp.selectionText', {
          site: site.name,
          url: `${origin}${favoritesPath(locale, [ana.id, bia.id])}`,
        }),
      )
    })

    test('refused for its email, it comes back with every typed value and the email named; fixed, it arrives once', async ({
      page,
    }) => {
      await asNewClient(page)
      await page.goto(favoritesPath(locale, [bia.id]))
      // The browser lets `…@example` through; the site wants a dot in the domain.
      const email = `noscript.refused.${uniqueTag()}@example`
      await fill(page, email)
      await send(page)
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: t('forms.plain.check', { fields: t('favorites.request.email') }) }),
      ).toBeVisible()
      await expect(field(page, 'favorites.request.email')).toHaveValue(email)
      await expect(field(page, 'favorites.request.email')).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, 'favorites.request.name')).toHaveValue('Rui "Costa" <Luz>')
      for (const [name, value] of Object.entries(brief))
        await expect(briefField(page, locale, name as keyof typeof brief)).toHaveValue(value)
      await expect(field(page, 'favorites.request.message')).toHaveValue('Campanha sem script.')
      await expect(names(page)).toHaveText([capitalizeWords(bia.name)])
      expect(await received(page.request, 'favorites', email)).toEqual([])
      const fixed = `${email}.com`
      // Typed over what it holds (fill() over WebDriver BiDi cannot select an email field's text: it appends).
      await typeInto(field(page, 'favorites.request.email'), fixed)
      await send(page)
      await expect(page).toHaveURL(`${favoritesPath(locale, [bia.id])}#request-sent`)
      const [entry, ...more] = await arrived(page.request, 'favorites', fixed)
      expect(more).toEqual([])
      expect(JSON.parse(entry?.fields.favorites ?? '')).toEqual(asSent(bia))
      expect(entry?.fields).toMatchObject(brief)
    })

    test("a profile's “ask for this talent” opens its request; no heart is offered, which could keep nothing", async ({
      page,
      withoutJavaScript,
    }) => {
      await page.goto(profilePath(ana, locale as Locale))
      // A heart keeps its list with script only: without, the page offers none (its cards' neither). That is
      // `@media (scripting: none)`: where only the script files are blocked (Firefox), scripting is on and
      // the rule does not apply, so the hearts are checked where scripts are truly off (Chromium).
      if (withoutJavaScript === 'engine') {
        await expect(page.locator('.favorite-button')).not.toHaveCount(0)
        for (const heart of await page.locator('.favorite-button').all()) await expect(heart).toBeHidden()
      }
      await page.getByRole('link', { name: t('profile.ask'), exact: true }).click()
      await expect(page).toHaveURL(favoritesPath(locale, [ana.id]))
      await expect(names(page)).toHaveText([capitalizeWords(ana.name)])
      await expect(field(page, 'favorites.request.name')).toBeEditable()
    })
  })
}

test.describe('with script', () => {
  test.use({ javaScriptEnabled: true })
  for (const locale of locales) {
    test(`${locale}: a profile's “ask for this talent” opens the favorites page with them shared and in the request`, async ({
      page,
    }) => {
      const [ana] = expected({ category: 'mainboard' }) as [TalentSummary]
      await page.goto(profilePath(ana, locale))
      await page.getByRole('link', { name: text(locale, 'profile.ask'), exact: true }).click()
      await expect(page).toHaveURL(favoritesPath(locale, [ana.id]))
      // The island's own page (rendered afresh over the Worker's): the shared list, and one request form.
      const shared = page.getByRole('region', { name: text(locale, 'favorites.shared') })
      await expect(shared.getByRole('article').getByRole('heading')).toHaveText([shownName(ana.name)])
      const request = page.getByRole('region', { name: text(locale, 'favorites.request.title') })
      await expect(request.getByRole('listitem')).toHaveText([shownName(ana.name)])
      await expect(page.getByRole('button', { name: text(locale, 'forms.send'), exact: true })).toHaveCount(1)
    })

    test(`${locale}: what was typed in a shared link's request before the island woke is kept once it has`, async ({
      page,
    }) => {
      const [, bia] = expected({ category: 'mainboard' }) as [TalentSummary, TalentSummary]
      // The page's scripts held back: the Worker's form is the page until they arrive.
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route(/\/assets\/.+\.m?js(\?|$)/, async (route) => {
        await held
        await route.continue().catch(() => {})
      })
      await page.goto(favoritesPath(locale, [bia.id]))
      const request = page.getByRole('region', { name: text(locale, 'favorites.request.title') })
      const name = request.getByRole('textbox', {
        name: new RegExp(`^${text(locale, 'favorites.request.name')}`),
      })
      await name.fill('Rui Costa')
      release()
      await expect(page.locator('[data-island="favorites"]')).toHaveAttribute('data-island-state', 'awake')
      // The island's own request (its selection listed), holding the name.
      await expect(request.getByRole('listitem')).toHaveText([shownName(bia.name)])
      await expect(name).toHaveValue('Rui Costa')
    })
  }
})
