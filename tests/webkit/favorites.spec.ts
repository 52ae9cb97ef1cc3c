// WebKit: favorites kept from the roster and the profile, listed on their page; the comp card's content.
import { favoritesPath } from '../favorites/favorites'
import { profilePath } from '../profile/profile'
import { rosterPath, text } from '../roster/roster'
import { expected, profiles, shownName } from '../roster/talents'
import { byRole, expect, here, open, test, type Wd } from './webkit'

const listed = (wd: Wd) =>
  wd.execute(() =>
    [...document.querySelectorAll('main article h2, main article h3')].map((h) => h.textContent?.trim()),
  )

test('favorites kept on the roster show in the header and are listed on the favorites page', async ({
  wd,
}) => {
  const [ana, bia] = expected({ category: 'mainboard' })
  if (!ana || !bia) throw new Error('The committed demo data lacks two mainboard talents')
  if (!ana || !bia) return
  await open(wd, rosterPath('en', 'mainboard'))
  for (const talent of [ana, bia]) {
    const heart = await byRole(wd, 'button', text('en', 'roster.favoriteToggle', { name: talent.name }))
    await heart.click()
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
  }
  const header = await wd.$('header').getElement()
  await (await byRole(wd, 'link', text('en', 'favorites.linkCount', { count: 2 }), header)).click()
  await expect.poll(() => here(wd)).toBe(favoritesPath('en'))
  await expect.poll(async () => (await listed(wd)).length).toBe(2)
  expect(
    await wd.execute(() => Object.keys(JSON.parse(localStorage.getItem('favorites') ?? '{}')).length),
  ).toBe(2)
})

test("a profile's comp card holds its name and measurements, hidden from the screen until printed", async ({
  wd,
}) => {
  // With scripts on, "Comp card (PDF)" opens the browser's print dialog, which WebDriver cannot drive: the
  // card's content is checked here, the printed pages in Chromium (tests/compCard) and on a real device.
  const p = profiles().find((x) => x.book.length > 2 && x.measurements.height)
  if (!p) throw new Error('The committed demo data has no profile with a book and a height')
  if (!p) return
  await open(wd, profilePath(p, 'pt'))
  const card = await wd.$('[data-comp-card]')
  expect(await card.isDisplayed()).toBe(false)
  await byRole(wd, 'link', text('pt', 'compCard.action'))
  const content = (await wd.execute((el: HTMLElement) => el.textContent ?? '', card)).replace(/\s+/g, ' ')
  expect(content.toLowerCase()).toContain(shownName(p.name).toLowerCase())
  expect(content).toContain(String(p.measurements.height).split('/')[0])
})
