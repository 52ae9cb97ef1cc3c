// WebKit with scripts off (MiniBrowser's --enable-javascript-markup=false: the page's scripts never run,
// WebDriver's still do): the pages, the roster's links, the contact form and the comp card work as HTML.
import { arrived } from '../cms'
import { contactPath, uniqueTag } from '../forms/forms'
import { profilePath } from '../profile/profile'
import { text } from '../roster/roster'
import { profiles } from '../roster/talents'
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
  if (!p) return
  await wd.url(profilePath(p, 'en'))
  const card = await wd.$('[data-comp-card]')
  expect(await card.isDisplayed()).toBe(false)
  await (await byRole(wd, 'link', text('en', 'compCard.action'))).click()
  await expect.poll(() => wd.execute(() => location.hash)).toBe('#comp-card')
  await expect.poll(() => card.isDisplayed()).toBe(true)
})
