import { arrived, sha256 } from '../cms'
import { expect, locales, test } from '../fixtures'
import {
  applicationForm,
  applyAsModel,
  applyPath,
  asNewClient,
  openAwake,
  phoneSamples,
  testPhotos,
  text,
  uniqueTag,
} from './forms'

// Every phone's photos (issue 40, docs/decisions/0068): a JPEG with what a phone appends after its end (a
// Pixel's motion-photo MP4, a Samsung trailer) is accepted and reaches the CMS as the picture alone; a HEIC
// photo is told how to be sent as JPEG, with and without script.

for (const locale of locales) {
  test.describe(`a phone's photos without script (${locale})`, () => {
    test.use({ javaScriptEnabled: false })

    test(`a 1.5 MB motion photo sent without script arrives as its JPEG alone (${locale})`, async ({
      page,
    }) => {
      await asNewClient(page)
      const { motion, motionPicture, samsung } = await phoneSamples()
      await page.goto(applyPath(locale))
      const form = applicationForm(page, locale)
      const email = `motion.${uniqueTag()}@example.com`
      await form.name.fill('Bruna Motion')
      await form.phone.fill('+55 11 98765-4321')
      await form.email.fill(email)
      await form.gender('woman').check()
      await form.birthdate.fill('07/03/2001')
      await form.consent.check()
      await form.photo('image_1').setInputFiles(motion.path)
      await form.photo('image_2').setInputFiles(samsung.path)
      await form.send.click()
      await expect(page).toHaveURL(new RegExp(`${applyPath(locale)}#apply-sent$`))
      const [entry] = await arrived(page.request, 'get-scouted', email)
      const front = entry?.files.find((f) => f.field === 'image_1')
      expect(front).toMatchObject({
        type: 'image/jpeg',
        size: motionPicture.length,
        sha256: sha256(motionPicture),
      })
      const side = entry?.files.find((f) => f.field === 'image_2')
      expect(side?.size).toBeLessThan(samsung.bytes.length)
      expect(side?.sha256).toBe(sha256(samsung.bytes.subarray(0, side?.size)))
    })

    test(`a HEIC photo sent without script comes back saying how to send it as JPEG (${locale})`, async ({
      page,
    }) => {
      await asNewClient(page)
      const { heic } = await phoneSamples()
      const { jpeg } = await testPhotos()
      await page.goto(applyPath(locale))
      const form = applicationForm(page, locale)
      await form.name.fill('Bruna Heic')
      await form.phone.fill('+55 11 98765-4321')
      await form.email.fill(`heic.${uniqueTag()}@example.com`)
      await form.gender('woman').check()
      await form.birthdate.fill('07/03/2001')
      await form.consent.check()
      await form.photo('image_1').setInputFiles(heic.path)
      await form.photo('image_2').setInputFiles(jpeg.path)
      await form.send.click()
      await expect(
        page.getByRole('alert').filter({ hasText: text(locale, 'errors.api.heif_photo') }),
      ).toBeVisible()
      await expect(applicationForm(page, locale).photo('image_1')).toHaveAttribute('aria-invalid', 'true')
    })
  })

  test.describe(`a phone's photos from the form (${locale})`, () => {
    test(`a HEIC photo is refused as it is chosen, saying how to send it as JPEG (${locale})`, async ({
      page,
    }) => {
      const { heic } = await phoneSamples()
      await openAwake(page, applyPath(locale), 'applicationForm')
      await applicationForm(page, locale).photo('image_1').setInputFiles(heic.path)
      await expect(page.locator('#apply-image_1-problem')).toHaveText(text(locale, 'errors.api.heif_photo'))
      await expect(applicationForm(page, locale).photoName('image_1')).toHaveText(
        text(locale, 'forms.beAModel.noFile'),
      )
    })

    test(`a motion photo arrives as its JPEG alone; a HEIC renamed .jpg gets the Worker's message (${locale})`, async ({
      page,
    }) => {
      await asNewClient(page)
      const { motion, motionPicture, heicAsJpeg } = await phoneSamples()
      const { png } = await testPhotos()
      await openAwake(page, applyPath(locale), 'applicationForm')
      const email = `motion.js.${uniqueTag()}@example.com`
      const applicant = {
        name: 'Carla Movimento',
        phone: '+55 11 98765-4321',
        email,
        gender: 'woman',
        birthdate: '07/03/2001',
      } as const
      await applyAsModel(page, locale, { ...applicant, image_1: heicAsJpeg.path, image_2: png.path })
      await applicationForm(page, locale).send.click()
      await expect(
        page.getByRole('alert').filter({ hasText: text(locale, 'errors.api.heif_photo') }),
      ).toBeVisible()
      await applicationForm(page, locale).photo('image_1').setInputFiles(motion.path)
      await applicationForm(page, locale).send.click()
      const [entry] = await arrived(page.request, 'get-scouted', email)
      expect(entry?.files.find((f) => f.field === 'image_1')).toMatchObject({
        size: motionPicture.length,
        sha256: sha256(motionPicture),
      })
    })
  })
}
