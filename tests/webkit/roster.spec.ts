// WebKit: the roster and its filters, a profile and its book, the news (the cross-browser part of
// tests/roster, tests/profile and tests/news).
import { siteSnapshot } from '../fixtures'
import { profilePath } from '../profile/profile'
import { expectHeartPlaced, heartPlacement, rosterPath, text } from '../roster/roster'
import { expected, profiles, shownName } from '../roster/talents'
import { byRole, expect, here, open, test, type Wd } from './webkit'

/** The names on the roster's cards, in order. */
const cardNames = (wd: Wd) =>
  wd.execute(() =>
    [...document.querySelectorAll('main article')].map((a) => a.querySelector('h2, h3')?.textContent?.trim()),
  )

test('the roster lists the talents; the women filter narrows it and lands in the URL', async ({ wd }) => {
  await open(wd, rosterPath('pt'))
  await expect.poll(async () => (await cardNames(wd)).length).toBeGreaterThan(0)
  await (await byRole(wd, 'choice', text('pt', 'roster.women'))).click()
  await expect.poll(() => here(wd)).toContain('gender=woman')
  const women = new Set(expected({ gender: 'woman' }).map((t) => t.name))
  await expect
    .poll(async () => {
      const names = await cardNames(wd)
      return names.length > 0 && names.every((name) => women.has(name ?? ''))
    })
    .toBe(true)
})

test("a card's heart sits on the name's first line, under the cover, on a phone and a desktop", async ({
  wd,
}) => {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await wd.setWindowSize(width, height)
    await open(wd, rosterPath('en'))
    await expect.poll(async () => (await cardNames(wd)).length).toBeGreaterThan(0)
    expectHeartPlaced(await wd.execute(heartPlacement))
  }
})

test('a search from the roster shows the matching talents', async ({ wd }) => {
  const first = expected({})[0]
  if (!first) throw new Error('The committed demo data has no talent in this snapshot')
  const word = first?.name.split(' ')[0] ?? ''
  await open(wd, `${rosterPath('en')}?q=${encodeURIComponent(word)}`)
  await expect
    .poll(() => cardNames(wd))
    .toEqual(
      expected({ q: word })
        .slice(0, 20)
        .map((t) => t.name),
    )
})

test('a profile shows the name and its book; the next arrow moves the book on', async ({ wd }) => {
  const p = profiles().find((x) => x.book.length > 2)
  if (!p) throw new Error('The committed demo data has no profile with a book of three photos')
  await open(wd, profilePath(p, 'pt'))
  expect(await (await byRole(wd, 'heading', new RegExp(`^${shownName(p.name)}$`))).isDisplayed()).toBe(true)
  // The book is a scroll-snap strip; its next arrow is a link to the second photo before the island wakes.
  // WebKit follows the link without scrolling the strip to it: the page's first script does (shell.ts). The
  // first tap, with the island still asleep, moves the strip on; nothing is replayed once it wakes.
  const scrolled = () => wd.execute(() => document.querySelector('main [data-book-strip]')?.scrollLeft ?? -1)
  expect(await scrolled()).toBe(0)
  const next = await byRole(wd, 'link', text('pt', 'common.slider.next'))
  const state = () =>
    wd.execute(
      (el: HTMLElement) => el.closest('[data-island]')?.getAttribute('data-island-state') ?? null,
      next,
    )
  expect(await state()).toBeNull()
  await next.click()
  await expect.poll(scrolled).toBeGreaterThan(0)
  await expect.poll(() => wd.execute(() => location.hash)).toBe('#book-2')
})

test('a profile keeps its talent across languages', async ({ wd }) => {
  const p = profiles()[0]
  if (!p) throw new Error('The committed demo data has no talent in this snapshot')
  await open(wd, profilePath(p, 'en'))
  await (await byRole(wd, 'link', 'Português')).click()
  await expect.poll(() => here(wd)).toBe(profilePath(p, 'pt'))
})

test('the news lists the posts; a post opens and leads back to the list', async ({ wd }) => {
  const post = siteSnapshot().posts('en')[0]
  if (!post) throw new Error('The committed demo data has no post in this snapshot')
  await open(wd, '/en/news')
  await (await wd.$(`main a[href="/en/news/${post.slug}"]`)).click()
  await expect.poll(() => here(wd)).toBe(`/en/news/${post.slug}`)
  await expect.poll(() => wd.getTitle()).toBe(`${post.title} | Lumière Models`)
  await (await byRole(wd, 'link', 'Back to news')).click()
  await expect.poll(() => here(wd)).toBe('/en/news')
  // Opened directly, "Back to news" goes to the list too.
  await open(wd, `/en/news/${post.slug}`)
  await (await byRole(wd, 'link', 'Back to news')).click()
  await expect.poll(() => here(wd)).toBe('/en/news')
})
