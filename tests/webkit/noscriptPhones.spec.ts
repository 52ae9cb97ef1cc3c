// WebKit with scripts off: a phone's photos posted by the browser itself (issue 40, decision 0068). A HEIC
// photo comes back with how to send it as JPEG; a 1.5 MB motion photo (a JPEG with its MP4 after its end)
// and a Samsung photo (a JPEG with its trailer) then arrive as their JPEGs alone.

import { site } from '../../lib/site'
import { arrived, sha256 } from '../cms'
import { applyPath, phoneSamples, testPhotos, uniqueTag } from '../forms/forms'
import { text } from '../roster/roster'
import { byRole, expect, field, test, typeInto } from './webkit'

test.use({ javaScript: false })

test("a phone's photos without script: HEIC is told to be JPEG, a motion photo arrives as its JPEG", async ({
  wd,
  request,
}) => {
  const { motion, motionPicture, samsung, heic } = await phoneSamples()
  const { jpeg } = await testPhotos()
  const t = (key: Parameters<typeof text>[1]) => text('pt', key)
  const email = `webkit.phone.${uniqueTag()}@example.com`
  await wd.url(applyPath('pt'))
  await typeInto(await field(wd, t('forms.beAModel.name')), 'Ana Pixel')
  await typeInto(await field(wd, t('forms.beAModel.phone')), '+55 11 91234-5678')
  await typeInto(await field(wd, t('forms.beAModel.email')), email)
  await (await byRole(wd, 'radio', t('forms.beAModel.genders.woman'))).click()
  await typeInto(await field(wd, t('forms.beAModel.birthdate')), '01/03/2000')
  await (await byRole(wd, 'checkbox', text('pt', 'privacy.consent.label', { site: site.name }))).click()
  // A local driver takes a file's path as the keys of a file input (WebDriver's Element Send Keys).
  await wd.$('input[type="file"][name="image_1"]').addValue(heic.path)
  await wd.$('input[type="file"][name="image_2"]').addValue(jpeg.path)
  await (await byRole(wd, 'button', t('forms.send'))).click()
  await expect
    .poll(async () => (await wd.$('#apply-refused').getText()).trim())
    .toContain(t('errors.api.heif_photo'))
  // The page comes back refilled: the photos are chosen again, as a JPEG.
  await wd.$('input[type="file"][name="image_1"]').addValue(motion.path)
  await wd.$('input[type="file"][name="image_2"]').addValue(samsung.path)
  await (await byRole(wd, 'button', t('forms.send'))).click()
  await expect.poll(() => wd.getUrl()).toMatch(/#apply-sent$/)
  const [entry, ...more] = await arrived(request, 'get-scouted', email)
  expect(more).toEqual([])
  expect(entry?.files.find((f) => f.field === 'image_1')).toMatchObject({
    size: motionPicture.length,
    sha256: sha256(motionPicture),
  })
  const side = entry?.files.find((f) => f.field === 'image_2')
  expect(side?.sha256).toBe(sha256(samsung.bytes.subarray(0, side?.size)))
  expect(side?.size).toBeLessThan(samsung.bytes.length)
})
