import { arrived } from '../cms'
import { workerUrl } from '../edge/edge'
import { expect, locales, siteSnapshot, test } from '../fixtures'
import { applicationForm, applyPath, asNewClient, contactPath, testPhotos, text, uniqueTag } from './forms'

// The forms with JavaScript off (issue 29): the browser posts them itself; a refused application comes
// back as its page with every typed value and the field to fix named (functions/refusedForm.ts), and an
// accepted one arrives once.

test.use({ javaScriptEnabled: false })

for (const locale of locales) {
  test.describe(`without script (${locale})`, () => {
    test('a refused application keeps every typed value, names the field to fix and the photos to choose again', async ({
      page,
    }) => {
      await asNewClient(page)
      const { png, jpeg } = await testPhotos()
      await page.goto(applyPath(locale))
      const form = applicationForm(page, locale)
      const email = `noscript.${uniqueTag()}@example.com`
      // Options of the measurement selects are in the HTML: chosen with no script.
      await form.measurement('height').selectOption('172/5.8')
      await form.name.fill('Ana "Clara" <Souza>')
      await form.phone.fill('12') // the browser lets it through; the Worker refuses it
      await form.email.fill(email)
      await form.gender('man').check()
      await form.birthdate.fill('1/3/2004')
      await form.photo('image_1').setInputFiles(png.path)
      await form.photo('image_2').setInputFiles(jpeg.path)
      // Never ticked in advance, and required by the browser itself.
      await expect(form.consent).not.toBeChecked()
      await expect(form.consent).toHaveAttribute('required', '')
      await form.consent.check()
      await form.send.click()
      await expect(
        page.getByRole('alert').filter({ hasText: text(locale, 'forms.beAModel.phone') }),
      ).toContainText(text(locale, 'forms.plain.check', { fields: text(locale, 'forms.beAModel.phone') }))
      const again = text(locale, 'forms.plain.chooseAgain', {
        photos: `${text(locale, 'forms.beAModel.image_1')}${text(locale, 'forms.plain.and')}${text(locale, 'forms.beAModel.image_2')}`,
      })
      await expect(page.getByRole('alert').filter({ hasText: again })).toBeVisible()
      const refilled = applicationForm(page, locale)
      await expect(refilled.name).toHaveValue('Ana "Clara" <Souza>')
      await expect(refilled.phone).toHaveValue('12')
      await expect(refilled.phone).toHaveAttribute('aria-invalid', 'true')
      await expect(refilled.email).toHaveValue(email)
      await expect(refilled.gender('man')).toBeChecked()
      await expect(refilled.birthdate).toHaveValue('1/3/2004')
      await expect(refilled.measurement('height')).toHaveValue('172/5.8')
      await expect(refilled.consent).toBeChecked()
      // Fixed and sent again (the photos chosen again): it arrives once, its date read as the island reads it.
      await refilled.phone.fill('+55 11 98765-4321')
      await refilled.photo('image_1').setInputFiles(png.path)
      await refilled.photo('image_2').setInputFiles(jpeg.path)
      await refilled.send.click()
      await expect(page).toHaveURL(new RegExp(`${applyPath(locale)}#apply-sent$`))
      const [entry, ...more] = await arrived(page.request, 'get-scouted', email)
      expect(more).toEqual([])
      expect(entry?.fields).toMatchObject({ birthdate: '01/03/2004', gender: 'man', height: '172/5.8' })
      expect(entry?.files.map((f) => f.field).sort()).toEqual(['image_1', 'image_2'])
    })

    test('a 16-year-old’s application without a guardian’s consent is refused by the Worker, and says why; with it, it arrives', async ({
      page,
    }) => {
      await asNewClient(page)
      const { png, jpeg } = await testPhotos()
      await page.goto(applyPath(locale))
      const form = applicationForm(page, locale)
      const email = `noscript.minor.${uniqueTag()}@example.com`
      const birthdate = `1/3/${new Date().getFullYear() - 16}`
      await form.name.fill('Bia Souza')
      await form.phone.fill('+55 11 98765-4321')
      await form.email.fill(email)
      await form.gender('woman').check()
      await form.birthdate.fill(birthdate)
      await form.photo('image_1').setInputFiles(png.path)
      await form.photo('image_2').setInputFiles(jpeg.path)
      // With no script the page cannot tell an age: the guardian's fields are there for everyone.
      await form.guardianName.fill('Rita Souza')
      await form.consent.check()
      await form.send.click()
      await expect(
        page.getByRole('alert').filter({ hasText: text(locale, 'privacy.consent.guardianRefused') }),
      ).toBeVisible()
      const refilled = applicationForm(page, locale)
      await expect(refilled.guardianName).toHaveValue('Rita Souza')
      await expect(refilled.guardianConsent).toHaveAttribute('aria-invalid', 'true')
      await expect(refilled.birthdate).toHaveValue(birthdate)
      await refilled.guardianConsent.check()
      await refilled.photo('image_1').setInputFiles(png.path)
      await refilled.photo('image_2').setInputFiles(jpeg.path)
      await refilled.send.click()
      await expect(page).toHaveURL(new RegExp(`${applyPath(locale)}#apply-sent$`))
      const [entry, ...more] = await arrived(page.request, 'get-scouted', email)
      expect(more).toEqual([])
      expect(entry?.fields).toMatchObject({
        consent: 'yes',
        guardian_name: 'Rita Souza',
        guardian_consent: 'yes',
      })
    })

    test('a contact sent without script arrives once', async ({ page }) => {
      await asNewClient(page)
      await page.goto(contactPath(locale))
      const email = `noscript.contact.${uniqueTag()}@example.com`
      await page.getByLabel(text(locale, 'forms.contact.email'), { exact: true }).fill(email)
      await page.getByLabel(text(locale, 'forms.contact.message'), { exact: true }).fill('Olá, sem script')
      await page.getByRole('button', { name: text(locale, 'forms.send'), exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${contactPath(locale)}#contact-sent$`))
      const [entry, ...more] = await arrived(page.request, 'contact', email)
      expect(more).toEqual([])
      expect(entry?.fields.message).toBe('Olá, sem script')
    })

    test('a favorites request posted as a browser posts a form arrives once and goes back to the page', async ({
      page,
    }) => {
      // The Worker's side of a plain post, as the browser sends it (urlencoded, Accept: text/html, from the
      // page); the page itself, a shared link answered with its form, in tests/favorites/noscript.spec.ts.
      const ip = await asNewClient(page)
      const [talent] = siteSnapshot().talents()
      const email = `noscript.request.${uniqueTag()}@example.com`
      const favoritesPath = locale === 'pt' ? '/favoritos' : '/en/favorites'
      const answer = await page.request.post('/api/favorites', {
        headers: {
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          origin: workerUrl,
          referer: `${workerUrl}${favoritesPath}`,
          'cf-connecting-ip': ip,
        },
        form: {
          name: 'Rui Costa',
          email,
          phone: '+55 11 98765-4321',
          message: 'Orçamento',
          favorites: JSON.stringify([{ id: talent?.id, name: talent?.name }]),
          lang: locale,
        },
        maxRedirects: 0,
      })
      expect(answer.status()).toBe(303)
      // Back to the page of its selection.
      expect(answer.headers().location).toBe(`${favoritesPath}?ids=${talent?.id}#request-sent`)
      const [entry, ...more] = await arrived(page.request, 'favorites', email)
      expect(more).toEqual([])
      expect(JSON.parse(entry?.fields.favorites ?? '')).toEqual([{ id: talent?.id, name: talent?.name }])
    })
  })
}
