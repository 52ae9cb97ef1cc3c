import type { Locator, Page } from '@playwright/test'
import type { Profile } from '../../lib/schemas/snapshot'
import { displayName } from '../../lib/text/displayName'
import { watchUrl } from '../../lib/video'
import { expect, type Locale, locales, open, test, waitForHydration } from '../fixtures'
import { rosterPath, text } from '../roster/roster'
import { profiles } from '../roster/talents'
import { openProfile, profilePath } from './profile'

// The book as HTML first (issue 29) and first on a phone (issue 30): a scroll-snap strip that shows every
// photo with no script, galleries and videos reachable by their links, Back a link to the talent's roster;
// with script, arrows that move it a view at a time, looping, and one video playing at a time.

const all = profiles()
function find(what: string, test: (p: Profile) => boolean): Profile {
  const found = all.find(test)
  if (!found) throw new Error(`the demo data has no profile with ${what}`)
  return found
}
const full = find(
  'a book of 4+, digitals and two videos',
  (p) => p.book.length >= 4 && p.snap.length > 0 && p.videos.length >= 2,
)
const longest = [...all].sort((a, b) => displayName(b.name).length - displayName(a.name).length)[0] as Profile

const phone = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }

/** Wakes the profile's island as a visitor's first focus does (its links act as plain links before). */
async function wake(page: Page, locale: Locale) {
  await strip(page, locale, 'profile.book').focus()
  await expect(page.locator('[data-island="profile"]')).toHaveAttribute('data-island-state', 'awake')
}

const galleryLink = (page: Page, locale: Locale, key: 'profile.book' | 'profile.snap' | 'profile.videos') =>
  page.getByRole('navigation', { name: text(locale, 'profile.galleries') }).getByRole('link', {
    name: text(locale, key),
    exact: true,
  })
const strip = (page: Page, locale: Locale, key: 'profile.book' | 'profile.snap' | 'profile.videos') =>
  page.getByRole('region', { name: text(locale, key), exact: true })

/** Brings every item of a strip into view, one by one, as a swipe or the scrollbar would; each shows its photo and number. */
async function expectEveryPhoto(items: Locator, images: Profile['book']) {
  await expect(items).toHaveCount(images.length)
  for (const [i, image] of images.entries()) {
    const item = items.nth(i)
    // The strip scrolled to it, as a swipe, a trackpad or its scrollbar does (no page script runs).
    await item.scrollIntoViewIfNeeded()
    await item.evaluate((el) => el.parentElement?.scrollTo({ left: (el as HTMLElement).offsetLeft }))
    await expect(item).toBeInViewport({ ratio: 0.5 })
    // The built image, or the same one from the live profile (the CMS instance's own origin).
    await expect(item.locator('img')).toHaveAttribute(
      'src',
      new RegExp(`${new URL(image.src, 'http://site.test').pathname}$`),
    )
    await expect
      .poll(() =>
        item.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true)
    await expect(item.locator('figcaption')).toHaveText(`${i + 1} / ${images.length}`)
  }
}

for (const viewport of [phone, desktop]) {
  test.describe(`with no script at ${viewport.width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport })

    for (const locale of locales) {
      test(`${locale}: the book shows every photo; digitals and videos are reached by their links; Back goes to the roster`, async ({
        page,
      }) => {
        await page.goto(profilePath(full, locale))
        const book = strip(page, locale, 'profile.book')
        await expect(book).toBeVisible()
        await expectEveryPhoto(book.getByRole('figure'), full.book)

        await galleryLink(page, locale, 'profile.snap').click()
        await expect(page).toHaveURL(/#digitals$/)
        await expect(book).toBeHidden()
        await expectEveryPhoto(strip(page, locale, 'profile.snap').getByRole('figure'), full.snap)

        await galleryLink(page, locale, 'profile.videos').click()
        const videos = strip(page, locale, 'profile.videos')
        await expect(videos).toBeVisible()
        const posters = videos.getByRole('link', { name: new RegExp(text(locale, 'profile.playVideo')) })
        await expect(posters).toHaveCount(full.videos.length)
        for (const [i, video] of full.videos.entries()) {
          await expect(posters.nth(i)).toHaveAttribute('href', watchUrl({ ...video, hash: video.hash ?? '' }))
        }
        await expect(page.locator('iframe')).toHaveCount(0)

        const back = page.getByRole('link', { name: text(locale, 'profile.back'), exact: true })
        await expect(back).toHaveAttribute('href', rosterPath(locale, full.categories[0] ?? null))
        await back.click()
        await expect(page).toHaveURL(rosterPath(locale, full.categories[0] ?? null))
      })
    }
  })
}

test.describe('with script', () => {
  for (const locale of locales) {
    test.describe(() => {
      test.use({ viewport: desktop })
      test(`${locale}: the arrows move the book a view at a time and loop; the arrow keys too`, async ({
        page,
      }) => {
        await openProfile(page, full, locale)
        await wake(page, locale)
        const book = strip(page, locale, 'profile.book')
        const items = book.getByRole('figure')
        const first = items.first()
        const last = items.last()
        await expect(first).toBeInViewport({ ratio: 0.9 })
        const next = page.getByRole('link', { name: text(locale, 'common.slider.next') }).first()
        const previous = page.getByRole('link', { name: text(locale, 'common.slider.previous') }).first()
        // Back from the first view: the last photo (a loop), with its number; the address is unchanged.
        await previous.click()
        await expect(last).toBeInViewport({ ratio: 0.9 })
        await expect(last.locator('figcaption')).toHaveText(`${full.book.length} / ${full.book.length}`)
        await expect(page).toHaveURL(profilePath(full, locale))
        await next.click()
        await expect(first).toBeInViewport({ ratio: 0.9 })
        // A view at a time: the pair in view moves out, the third photo leads.
        await next.click()
        await expect(items.nth(2)).toBeInViewport({ ratio: 0.9 })
        await expect(first).not.toBeInViewport()
        await book.focus()
        await page.keyboard.press('ArrowLeft')
        await expect(first).toBeInViewport({ ratio: 0.9 })
      })

      test(`${locale}: one video plays at a time, in the book, and the player keeps the focus`, async ({
        page,
      }) => {
        await openProfile(page, full, locale)
        await wake(page, locale)
        await galleryLink(page, locale, 'profile.videos').click()
        await expect(strip(page, locale, 'profile.book')).toBeHidden()
        const posters = page.getByRole('link', { name: new RegExp(text(locale, 'profile.playVideo')) })
        await posters.first().click()
        const frame = page.locator('iframe')
        await expect(frame).toHaveCount(1)
        await expect(frame).toBeFocused()
        await posters.first().scrollIntoViewIfNeeded()
        await posters.first().click()
        await expect(frame).toHaveCount(1)
        await expect(frame).toHaveAttribute('src', new RegExp(full.videos[1]?.id ?? 'none'))
        // Back to the book: the player stops.
        await galleryLink(page, locale, 'profile.book').click()
        await expect(strip(page, locale, 'profile.book')).toBeVisible()
        await expect(page.locator('iframe')).toHaveCount(0)
      })
    })
  }

  test.describe('on a phone (390 × 844)', () => {
    test.use({ viewport: phone })
    for (const p of [full, longest]) {
      test(`the book's first photo starts within 200 px below the header, numbered (${displayName(p.name)})`, async ({
        page,
      }) => {
        await openProfile(page, p, 'pt')
        const headerBottom = await page
          .locator('header')
          .first()
          .evaluate((h) => h.getBoundingClientRect().bottom)
        const photo = strip(page, 'pt', 'profile.book').getByRole('figure').first()
        const top = await photo.evaluate((f) => f.getBoundingClientRect().top)
        expect(top - headerBottom).toBeLessThanOrEqual(200)
        expect(top).toBeGreaterThanOrEqual(headerBottom)
        await expect(photo.locator('figcaption')).toBeVisible()
        await expect(photo.locator('figcaption')).toHaveText(`1 / ${p.book.length}`)
        // The next photo peeks in at the edge: the cue that the strip swipes.
        await expect(strip(page, 'pt', 'profile.book').getByRole('figure').nth(1)).toBeInViewport()
      })
    }
  })
})

test.describe('Back', () => {
  for (const locale of locales) {
    test(`${locale}: a profile opened directly goes to its roster; one opened from the roster returns to it`, async ({
      page,
    }) => {
      await openProfile(page, full, locale)
      const back = page.getByRole('link', { name: text(locale, 'profile.back'), exact: true })
      await back.click()
      await expect(page).toHaveURL(rosterPath(locale, full.categories[0] ?? null))

      // From the whole roster, filtered: back to it as it was (history), not to the category's.
      const roster = `${rosterPath(locale)}?q=${encodeURIComponent(full.name)}`
      await open(page, roster)
      await page
        .locator(`main a[href="${profilePath(full, locale)}"]`)
        .first()
        .click()
      await expect(page).toHaveURL(profilePath(full, locale))
      await waitForHydration(page)
      await page.getByRole('link', { name: text(locale, 'profile.back'), exact: true }).click()
      await expect(page).toHaveURL(roster)
    })

    test(`${locale}: a post reached from the home goes back to the news list, not home`, async ({ page }) => {
      const home = locale === 'pt' ? '/' : '/en'
      const news = locale === 'pt' ? '/noticias' : '/en/news'
      await open(page, home)
      const post = page.locator(`main a[href^="${news}/"]`).first()
      await post.click()
      await expect(page).toHaveURL(new RegExp(`${news}/`))
      await waitForHydration(page)
      await page.getByRole('link', { name: text(locale, 'news.back') }).click()
      await expect(page).toHaveURL(news)
    })
  }
})

test('no profile publishes weight, on the page or its comp card', async ({ request }) => {
  const weighed = all.filter((p) => p.measurements.weight).slice(0, 12)
  expect(weighed.length).toBeGreaterThan(0)
  for (const p of weighed) {
    for (const locale of locales) {
      const html = await (await request.get(profilePath(p, locale))).text()
      expect(html).toContain(`data-comp-card="${p.id}"`)
      expect(html).not.toMatch(/>(Peso|Weight)</)
      expect(html).not.toContain('data-field="weight"')
    }
  }
})
