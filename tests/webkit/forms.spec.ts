// WebKit: the three forms (contact, be a model, request these models), each typed with key presses and
// checked where it lands (the stand-in CMS), and an island waking at the visitor's first keystroke.
import { site } from '../../lib/site'
import { whatsappNumber, whatsappText } from '../../lib/whatsapp'
import { arrived } from '../cms'
import { brief } from '../favorites/brief'
import { favoritesPath } from '../favorites/favorites'
import { applyPath, contactPath, testPhotos, uniqueTag } from '../forms/forms'
import { profilePath } from '../profile/profile'
import { text } from '../roster/roster'
import { expected, shownName } from '../roster/talents'
import { byRole, expect, field, open, test, typeInto } from './webkit'

test('contact: the form wakes at the first key, sends, says so, and the message arrives once', async ({
  wd,
  request,
}) => {
  await open(wd, contactPath('en'))
  const island = await wd.$('[data-island="contactForm"]')
  expect(await island.getAttribute('data-island-state')).toBeNull()
  const email = await field(wd, text('en', 'forms.contact.email'))
  const address = `webkit.${uniqueTag()}@example.com`
  await typeInto(email, address)
  await expect.poll(() => island.getAttribute('data-island-state')).toBe('awake')
  await typeInto(await field(wd, text('en', 'forms.contact.message')), 'Sent from WebKit')
  expect(await email.getValue()).toBe(address)
  await (await byRole(wd, 'button', text('en', 'forms.send'))).click()
  await expect
    .poll(async () => (await wd.$('[role="status"]').getText()).trim())
    .toBe(text('en', 'forms.success'))
  const [entry, ...more] = await arrived(request, 'contact', address)
  expect(more).toEqual([])
  expect(entry?.fields.message).toBe('Sent from WebKit')
})

test('be a model: an application with both photos arrives with every typed field', async ({
  wd,
  request,
}) => {
  const { png, jpeg } = await testPhotos()
  await open(wd, applyPath('pt'))
  const t = (key: Parameters<typeof text>[1]) => text('pt', key)
  const email = `webkit.${uniqueTag()}@example.com`
  await typeInto(await field(wd, t('forms.beAModel.name')), 'Ana WebKit')
  await typeInto(await field(wd, t('forms.beAModel.phone')), '+55 11 91234-5678')
  await typeInto(await field(wd, t('forms.beAModel.email')), email)
  await (await byRole(wd, 'radio', t('forms.beAModel.genders.woman'))).click()
  await typeInto(await field(wd, t('forms.beAModel.birthdate')), '01032000')
  expect(await (await field(wd, t('forms.beAModel.birthdate'))).getValue()).toBe('01/03/2000')
  // A local driver takes a file's path as the keys of a file input (WebDriver's Element Send Keys).
  await wd.$('input[type="file"][name="image_1"]').addValue(png.path)
  await wd.$('input[type="file"][name="image_2"]').addValue(jpeg.path)
  // Without consent nothing goes: the box is flagged. Ticked, it goes.
  const consent = await byRole(wd, 'checkbox', text('pt', 'privacy.consent.label', { site: site.name }))
  expect(await consent.isSelected()).toBe(false)
  await (await byRole(wd, 'button', t('forms.send'))).click()
  await expect.poll(() => consent.getAttribute('aria-invalid')).toBe('true')
  await consent.click()
  await (await byRole(wd, 'button', t('forms.send'))).click()
  const [entry, ...more] = await arrived(request, 'get-scouted', email)
  expect(more).toEqual([])
  expect(entry?.fields).toMatchObject({
    name: 'Ana WebKit',
    phone: '+55 11 91234-5678',
    email,
    consent: 'yes',
  })
  expect(entry?.files.map((f) => f.sha256).sort()).toEqual([png.sha256, jpeg.sha256].sort())
})

test('request these models: a shared selection is requested and arrives with its talents', async ({
  wd,
  request,
}) => {
  const [ana, bia] = expected({ category: 'mainboard' })
  if (!ana || !bia) throw new Error('The committed demo data lacks two mainboard talents')
  const t = (key: Parameters<typeof text>[1]) => text('en', key)
  await open(wd, favoritesPath('en', [ana.id, bia.id]))
  // The Worker's HTML already holds the request (functions/favoritesPage.ts); the island wakes at load and
  // renders it afresh, replacing its fields: typed into once it has (a WebDriver element does not follow).
  await expect
    .poll(() =>
      wd.execute(() =>
        document.querySelector('[data-island="favorites"]')?.getAttribute('data-island-state'),
      ),
    )
    .toBe('awake')
  await byRole(wd, 'region', t('favorites.request.title'))
  const email = `webkit.${uniqueTag()}@example.com`
  await typeInto(await field(wd, new RegExp(`^${t('favorites.request.name')}`, 'i')), 'Rui Costa')
  await typeInto(await field(wd, new RegExp(`^${t('favorites.request.email')}`, 'i')), email)
  await typeInto(await field(wd, new RegExp(`^${t('favorites.request.phone')}`, 'i')), '+55 11 98765-4321')
  for (const [name, value] of Object.entries(brief))
    await typeInto(
      await field(wd, new RegExp(`^${t(`favorites.request.${name as keyof typeof brief}`)}`, 'i')),
      value,
    )
  await typeInto(await field(wd, new RegExp(`^${t('favorites.request.message')}`, 'i')), 'Summer campaign.')
  // The selection's WhatsApp link carries its shareable link.
  const whatsapp = await byRole(wd, 'link', t('whatsapp.selection'))
  const href = (await whatsapp.getAttribute('href')) ?? ''
  expect(whatsappNumber(href)).toMatch(/^55\d{10,11}$/)
  expect(whatsappText(href)).toMatch(new RegExp(`/en/favorites\\?ids=${ana.id},${bia.id}$`))
  await (await byRole(wd, 'button', t('forms.send'))).click()
  const [entry, ...more] = await arrived(request, 'favorites', email)
  expect(more).toEqual([])
  expect((JSON.parse(entry?.fields.favorites ?? '[]') as { id: number }[]).map((f) => f.id)).toEqual([
    ana.id,
    bia.id,
  ])
  expect(entry?.fields).toMatchObject(brief)
})

test('a profile asks about its talent on WhatsApp: a wa.me link with the name and the profile’s address', async ({
  wd,
}) => {
  const [ana] = expected({ category: 'mainboard' })
  if (!ana) throw new Error('The committed demo data lacks a mainboard talent')
  await open(wd, profilePath(ana, 'pt'))
  const name = shownName(ana.name)
  const link = await byRole(wd, 'link', text('pt', 'whatsapp.ask', { name }))
  const href = (await link.getAttribute('href')) ?? ''
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
  const message = whatsappText(href) ?? ''
  expect(message).toContain(name)
  expect(message).toMatch(new RegExp(`https?://[^/]+${profilePath(ana, 'pt')}$`))
  expect(message.startsWith(text('pt', 'whatsapp.askText', { name, url: '' }))).toBe(true)
})
