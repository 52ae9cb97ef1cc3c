// WebKit with scripts off (MiniBrowser's --enable-javascript-markup=false: the page's scripts never run,
// WebDriver's still do): the pages, the roster's links, the contact form, the comp card, a shared favorites
// link's request and the profile's cm / in switch work as HTML.
import { whatsappText } from '../../lib/whatsapp'
import { arrived } from '../cms'
import { brief } from '../favorites/brief'
import { favoritesPath } from '../favorites/favorites'
import { contactPath, uniqueTag } from '../forms/forms'
import { profilePath } from '../profile/profile'
import { text } from '../roster/roster'
import { expected, profiles, shownName } from '../roster/talents'
import { byRole, expect, field, test, typeInto } from './webkit'

test.use({ javaScript: false })

test('pages show their content and every section is a link away', async ({ wd }) => {
  await wd.url('/en/about')
  expect(await (await byRole(wd, 'heading', text('en', 'about.title'))).isDisplayed()).toBe(true)
  for (const path of ['/en/contact', '/en/be-a-model', '/en/news']) {
    expect(await wd.$$(`footer a[href="${path}"]`).length).toBe(1)
  }
  expect(await wd.execute(() => document.documentElement.hasAttribute('data-rendered-url'))).toBe(false)
})

test('the browser posts the contact form itself: it arrives once and the page says it was sent', async ({
  wd,
  request,
}) => {
  const address = `webkit.no-script.${uniqueTag()}@example.com`
  await wd.url(contactPath('en'))
  await typeInto(await field(wd, text('en', 'forms.contact.email')), address)
  await typeInto(await field(wd, text('en', 'forms.contact.message')), 'Sent with no script')
  await (await byRole(wd, 'button', text('en', 'forms.send'))).click()
  await expect.poll(() => wd.getUrl()).toMatch(/\/en\/contact#contact-sent$/)
  expect(await wd.$('#contact-sent').isDisplayed()).toBe(true)
  expect(await arrived(request, 'contact', address)).toHaveLength(1)
})

test('"Comp card (PDF)" shows the card to print', async ({ wd }) => {
  const p = profiles().find((x) => x.book.length > 2)
  if (!p) throw new Error('The committed demo data has no profile with a book')
  await wd.url(profilePath(p, 'en'))
  const card = await wd.$('[data-comp-card]')
  expect(await card.isDisplayed()).toBe(false)
  await (await byRole(wd, 'link', text('en', 'compCard.action'))).click()
  await expect.poll(() => wd.execute(() => location.hash)).toBe('#comp-card')
  await expect.poll(() => card.isDisplayed()).toBe(true)
})

test('a shared favorites link is requested with no script: it arrives once with its talents', async ({
  wd,
  request,
}) => {
  const [ana, bia] = expected({ category: 'mainboard' })
  if (!ana || !bia) throw new Error('The committed demo data lacks two mainboard talents')
  const t = (key: Parameters<typeof text>[1]) => text('en', key)
  await wd.url(favoritesPath('en', [ana.id, bia.id]))
  const email = `webkit.no-script.request.${uniqueTag()}@example.com`
  await typeInto(await field(wd, new RegExp(`^${t('favorites.request.name')}`, 'i')), 'Rui Costa')
  await typeInto(await field(wd, new RegExp(`^${t('favorites.request.email')}`, 'i')), email)
  await typeInto(await field(wd, new RegExp(`^${t('favorites.request.phone')}`, 'i')), '+55 11 98765-4321')
  await typeInto(await field(wd, new RegExp(`^${t('favorites.request.message')}`, 'i')), 'No script.')
  const briefField = (name: keyof typeof brief) =>
    field(wd, new RegExp(`^${t(`favorites.request.${name}`)}`, 'i'))
  for (const [name, value] of Object.entries(brief))
    await typeInto(await briefField(name as keyof typeof brief), value)
  // The Worker wrote the selection's shareable link into its WhatsApp link.
  const whatsapp = await byRole(wd, 'link', t('whatsapp.selection'))
  expect(whatsappText((await whatsapp.getAttribute('href')) ?? '')).toMatch(
    new RegExp(`/en/favorites\\?ids=${ana.id},${bia.id}$`),
  )
  // Refused for its email (no dot in the domain), it comes back with the brief kept. The field is above,
  // under the sticky header once the brief was typed: brought to the middle to click.
  const typo = await field(wd, new RegExp(`^${t('favorites.request.email')}`, 'i'))
  await typo.scrollIntoView({ block: 'center' })
  await typeInto(typo, 'rui@example')
  await (await byRole(wd, 'button', t('forms.send'))).click()
  // The refusal is the page of the post's answer (its address the form's action).
  await expect.poll(() => wd.getUrl()).toMatch(/\/api\/favorites$/)
  for (const [name, value] of Object.entries(brief))
    expect(await (await briefField(name as keyof typeof brief)).getValue()).toBe(value)
  const emailField = await field(wd, new RegExp(`^${t('favorites.request.email')}`, 'i'))
  // Focused by the refusal (autofocus) and scrolled under the sticky header: brought to the middle to click.
  await emailField.scrollIntoView({ block: 'center' })
  await typeInto(emailField, email)
  await (await byRole(wd, 'button', t('forms.send'))).click()
  await expect
    .poll(() => wd.getUrl())
    .toMatch(new RegExp(`/en/favorites\\?ids=${ana.id},${bia.id}#request-sent$`))
  const [entry, ...more] = await arrived(request, 'favorites', email)
  expect(more).toEqual([])
  expect((JSON.parse(entry?.fields.favorites ?? '[]') as { id: number }[]).map((f) => f.id)).toEqual([
    ana.id,
    bia.id,
  ])
  expect(entry?.fields).toMatchObject(brief)
})

test('a profile’s WhatsApp link asks about its talent with no script', async ({ wd }) => {
  const [ana] = expected({ category: 'mainboard' })
  if (!ana) throw new Error('The committed demo data lacks a mainboard talent')
  await wd.url(profilePath(ana, 'en'))
  const name = shownName(ana.name)
  const link = await byRole(wd, 'link', text('en', 'whatsapp.ask', { name }))
  const message = whatsappText((await link.getAttribute('href')) ?? '') ?? ''
  expect(message).toMatch(
    new RegExp(
      `^${text('en', 'whatsapp.askText', { name, url: '' })}https?://[^/]+${profilePath(ana, 'en')}$`,
    ),
  )
})

test("the profile's cm / in switch works with no script", async ({ wd }) => {
  const p = profiles().find((x) => /\d\/\d/.test(x.measurements.bust ?? ''))
  if (!p) throw new Error('The committed demo data has no bust with inches')
  await wd.url(profilePath(p, 'en'))
  const inches = await wd.$('.measurements__units input[value="in"]')
  const cmOf = () => wd.$('[data-field="bust"] .measurements__cm').isDisplayed()
  const inOf = () => wd.$('[data-field="bust"] .measurements__in').isDisplayed()
  expect([await cmOf(), await inOf()]).toEqual([true, false])
  await (await wd.$('.measurements__units label:has(input[value="in"])')).click()
  await expect.poll(() => inches.isSelected()).toBe(true)
  expect([await cmOf(), await inOf()]).toEqual([false, true])
})
