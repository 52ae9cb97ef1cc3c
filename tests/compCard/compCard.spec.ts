import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { colourName } from '../../lib/i18n/colourName'
import { imperialOf } from '../../lib/measurements/imperialOf'
import { profileMeasurements } from '../../lib/measurements/profileMeasurements'
import type { Profile } from '../../lib/schemas/snapshot'
import { site } from '../../lib/site'
import { displayName } from '../../lib/text/displayName'
import { favoritesPath } from '../favorites/favorites'
import { expect, fetchHtml, type Locale, locales, open, siteSnapshot, test } from '../fixtures'
import { openProfile, profilePath } from '../profile/profile'
import { text } from '../roster/roster'
import { a5Points, readPdf, squash } from './pdf'

const snapshot = siteSnapshot()
/** The public address a card prints: SITE_URL when the build had it, else wrangler.toml's [vars] one. */
const publicOrigin =
  process.env.SITE_URL ??
  /^SITE_URL\s*=\s*"([^"]+)"/m.exec(
    readFileSync(join(import.meta.dirname, '../../wrangler.toml'), 'utf8'),
  )?.[1] ??
  ''
/** Talents whose cards show the most: weight, hair, eyes and at least five photos. */
const rich = snapshot
  .talents()
  .map((t) => snapshot.profile(t.id))
  .filter(
    (p) =>
      p.measurements.weight &&
      p.measurements.hair &&
      p.measurements.eyes &&
      p.book.length + p.compo.length + p.snap.length >= 5,
  )

/** The values a card shows for a profile, by the lib's rules: cm, inches, translated hair and eyes. */
function expectedValues(profile: Profile, locale: Locale): string[] {
  return profileMeasurements(profile.gender, profile.measurements).flatMap((m) =>
    m.field === 'hair' || m.field === 'eyes'
      ? [colourName(m.value, locale)]
      : [m.value, m.imperial ?? imperialOf(m.field, m.value) ?? ''],
  )
}

type Printed = { cards: number; imagesLoaded: boolean; title: string }

/**
 * Replaces `print()` in every page of the test: a call records what the print would have printed (the
 * cards the page holds, whether every card image has loaded, the document's title) instead of a dialog.
 */
async function recordPrints(page: Page) {
  await page.context().addInitScript(() => {
    window.print = () => {
      const images = [...document.querySelectorAll<HTMLImageElement>('[data-comp-card] img')]
      document.documentElement.dataset.printed = JSON.stringify({
        cards: document.querySelectorAll('[data-comp-card]').length,
        imagesLoaded: images.length > 0 && images.every((i) => i.complete && i.naturalWidth > 0),
        title: document.title,
      })
    }
  })
}

async function printed(page: Page): Promise<Printed | null> {
  const value = await page.evaluate(() => document.documentElement.dataset.printed ?? null).catch(() => null)
  return value ? (JSON.parse(value) as Printed) : null
}

/** The title a talent's printed card carries (the PDF's default file name). */
const cardTitle = (profile: Profile, locale: Locale) =>
  text(locale, 'seo.title', {
    section: text(locale, 'compCard.title', { name: displayName(profile.name) }),
    site: site.name,
  })

/**
 * Serves the card's images of every profile page under addresses of their own (`?card`), the HTML otherwise
 * as built, so a fetch of a card image is told apart from the gallery's fetch of the same photo.
 */
async function markCardImages(page: Page, requested: string[]) {
  await page.route(/\/(modelos|models)\/[^?]*\/\d+\/[^/?]+$/, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const at = html.indexOf('data-comp-cards')
    const marked = html.slice(0, at) + html.slice(at).replace(/(<img\b[^>]*\bsrc="[^"?]+)"/g, '$1?card"')
    await route.fulfill({ response, body: marked })
  })
  page.on('request', (request) => {
    if (request.url().endsWith('?card')) requested.push(request.url())
  })
}

/** Whether a page size, as pdfinfo prints it, is A5 within a point (Chromium rounds to its pixel grid). */
function isA5(size: string): boolean {
  const [w, h] = size.split(' x ').map(Number)
  const [aw, ah] = a5Points.split(' x ').map(Number)
  return Math.abs((w ?? 0) - (aw ?? 0)) < 1 && Math.abs((h ?? 0) - (ah ?? 0)) < 1
}

function expectA5(sizes: string[], pages: number) {
  expect(sizes).toHaveLength(pages)
  for (const size of sizes) expect(isA5(size), size).toBe(true)
}

test.describe('comp cards', () => {
  test('there are talents with a full card in the snapshot', () => {
    expect(rich.length).toBeGreaterThanOrEqual(3)
  })

  for (const locale of locales) {
    test(`${locale}: the profile prints as its comp card alone: two A5 pages with the name, every measurement, the agency and the photos`, async ({
      page,
      browserName,
    }) => {
      test.skip(
        browserName === 'firefox',
        'Firefox over WebDriver BiDi prints without CSS @page: the A5 pages are checked in Chromium',
      )
      const profile = rich[0] as Profile
      const name = displayName(profile.name)
      // The card is part of the profile's HTML, outside its island: plain HTML that never hydrates.
      const { status, html } = await fetchHtml(page, profilePath(profile, locale))
      expect(status).toBe(200)
      expect(html).toContain(`data-comp-card="${profile.id}"`)
      await openProfile(page, profile, locale)
      await expect(page.locator('[data-comp-card]')).toHaveCount(1)
      await expect(page.locator('[data-island] [data-comp-card]')).toHaveCount(0)
      await expect(page.locator('[data-comp-card]')).toBeHidden()
      const shown = await page.locator('.comp-card__back td, .comp-card__back dd').allTextContents()
      const values = expectedValues(profile, locale)
      expect(shown.filter(Boolean)).toEqual(values.filter(Boolean))

      // The browser's own Print: the card's lazy images load for it.
      const pdf = readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }))
      expect(pdf.pages).toBe(2)
      expectA5(pdf.pageSizes, 2)
      for (const expected of [name, ...values.filter(Boolean), site.name, site.email, site.phone]) {
        expect(pdf.text).toContain(squash(expected))
      }
      // The site's public address (SITE_URL, else wrangler.toml's), without the scheme: never this machine.
      expect(pdf.text).toContain(squash(new URL(publicOrigin).host))
      expect(pdf.text).not.toContain('LOCALHOST')
      // No weight on a card (the spec's lists), though these talents have one in the CMS.
      expect(pdf.text).not.toContain(squash(text(locale, 'profile.measurements.weight')))
      // Set in the brand's face, though this first view shows the fallback faces on screen: no local face
      // (Liberation, Arial, Times: the fallbacks' sources, renderer/fonts.css) in the PDF. Chromium embeds
      // the brand's variable font as a Type 3 font, which has no name to read.
      expect(pdf.fonts.length).toBeGreaterThan(0)
      expect(pdf.fonts.filter((f) => /Liberation|Arial|Times|DejaVu|Helvetica/i.test(f))).toEqual([])
      for (const label of ['profile.measurements.height', 'profile.measurements.hair'] as const) {
        expect(pdf.text).toContain(squash(text(locale, label)))
      }
      // The card alone: nothing of the profile around it (its back link), nor the preview's hint.
      expect(pdf.text).not.toContain(squash(text(locale, 'profile.back')))
      expect(pdf.text).not.toContain(squash(text(locale, 'compCard.printHint')))
      // The front's portrait and four photos on the back.
      expect(pdf.images).toBeGreaterThanOrEqual(5)
    })

    test(`${locale}: the profile's "Comp card (PDF)" prints the page as the card, whose images the screen never fetched`, async ({
      page,
    }) => {
      const profile = rich[1] as Profile
      const requested: string[] = []
      await markCardImages(page, requested)
      await recordPrints(page)
      await openProfile(page, profile, locale)
      // Down to the footer and back: the hidden card's images stay unfetched.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForLoadState('networkidle')
      expect(requested).toEqual([])

      const action = page.getByRole('link', { name: text(locale, 'compCard.action'), exact: true })
      await expect(action).toHaveAttribute('href', '#comp-card')
      // Printing is the island's (a click before it wakes opens the card's print view, #comp-card): the
      // focus on the link wakes it (a pointer over it only fetches its code).
      await action.focus()
      await expect(action.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute(
        'data-island-state',
        'awake',
        { timeout: 20_000 },
      )
      await action.click()
      await expect
        .poll(() => printed(page), { timeout: 20_000 })
        .toEqual({ cards: 1, imagesLoaded: true, title: cardTitle(profile, locale) })
      expect(requested.length).toBeGreaterThanOrEqual(5)
      // The page itself printed: no other window, the address unchanged.
      expect(page.context().pages()).toHaveLength(1)
      expect(new URL(page.url()).pathname).toBe(profilePath(profile, locale))
    })

    test(`${locale}: the favorites page prints the whole selection's cards as one document, two pages each`, async ({
      page,
      browserName,
    }) => {
      test.skip(
        browserName === 'firefox',
        'Firefox over WebDriver BiDi prints without CSS @page: the A5 pages are checked in Chromium',
      )
      const chosen = rich.slice(0, 3)
      const stored = Object.fromEntries(
        chosen.map((p, i) => [
          String(p.id),
          { id: p.id, name: displayName(p.name), cover: p.cover, path: profilePath(p, 'pt'), addedAt: i + 1 },
        ]),
      )
      await page.addInitScript((value) => localStorage.setItem('favorites', value), JSON.stringify(stored))
      await recordPrints(page)
      await open(page, favoritesPath(locale))
      // The favorites page prints as itself until its action gathers the cards.
      const list = readPdf(await page.pdf({ preferCSSPageSize: true }))
      expect(list.pageSizes.some(isA5)).toBe(false)
      const action = page.getByRole('button', { name: text(locale, 'compCard.selectionAction'), exact: true })
      await action.click()
      await expect
        .poll(() => printed(page), { timeout: 20_000 })
        .toEqual({
          cards: chosen.length,
          imagesLoaded: true,
          title: text(locale, 'seo.title', {
            section: text(locale, 'compCard.selectionTitle'),
            site: site.name,
          }),
        })
      // The cards in the page's language, in the selection's order.
      const names = await page.locator('[data-comp-card] .comp-card__name').allTextContents()
      expect(names).toEqual(chosen.map((p) => displayName(p.name)))
      await expect(page.locator('[data-comp-card] th[scope="row"]').first()).toHaveText(
        text(locale, 'profile.measurements.height'),
      )
      const pdf = readPdf(await page.pdf({ preferCSSPageSize: true }))
      expect(pdf.pages).toBe(2 * chosen.length)
      expectA5(pdf.pageSizes, 2 * chosen.length)
      for (const p of chosen) expect(pdf.text).toContain(squash(displayName(p.name)))
      expect(pdf.images).toBeGreaterThanOrEqual(5 * chosen.length)
      expect(page.context().pages()).toHaveLength(1)
    })
  }

  test.describe('with every script blocked', () => {
    test.use({ javaScriptEnabled: false })

    for (const locale of locales) {
      test(`${locale}: "Comp card (PDF)" shows the card to print, and the browser's Print prints it`, async ({
        page,
        browserName,
      }) => {
        test.skip(
          browserName === 'firefox',
          'Firefox over WebDriver BiDi prints without CSS @page: the A5 pages are checked in Chromium',
        )
        const profile = rich[2] as Profile
        await page.goto(profilePath(profile, locale))
        const card = page.locator('[data-comp-card]')
        await expect(card).toBeHidden()
        await page.getByRole('link', { name: text(locale, 'compCard.action'), exact: true }).click()
        await expect(card).toBeVisible()
        await expect(page.getByText(text(locale, 'compCard.printHint'))).toBeVisible()
        expect(new URL(page.url()).hash).toBe('#comp-card')
        const pdf = readPdf(await page.pdf({ preferCSSPageSize: true }))
        expect(pdf.pages).toBe(2)
        expectA5(pdf.pageSizes, 2)
        expect(pdf.text).toContain(squash(displayName(profile.name)))
        expect(pdf.images).toBeGreaterThanOrEqual(5)
      })
    }
  })

  test('other pages of the site print as they are, not as A5 cards', async ({ page, browserName }) => {
    test.skip(
      browserName === 'firefox',
      'Firefox over WebDriver BiDi prints without CSS @page: the A5 pages are checked in Chromium',
    )
    await page.goto('/sobre')
    const pdf = readPdf(await page.pdf({ preferCSSPageSize: true }))
    expect(pdf.pages).toBeGreaterThan(0)
    expect(pdf.pageSizes.some(isA5)).toBe(false)
  })

  test("a comp card's old address goes to the profile at its card, which shows it; the sitemap has no card", async ({
    page,
  }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>')
    expect(sitemap).not.toContain('comp-card')
    const profile = rich[0] as Profile
    for (const locale of locales) {
      for (const old of [
        `${profilePath(profile, locale)}/comp-card`,
        `${profilePath({ ...profile, slug: 'not-the-name' }, locale)}/comp-card`,
      ]) {
        const { status } = await fetchHtml(page, old)
        expect(status, old).toBe(301)
        const response = await page.request.get(old, { maxRedirects: 0 })
        expect(response.headers().location, old).toBe(`${profilePath(profile, locale)}#comp-card`)
      }
    }
    await page.goto(`${profilePath(profile, 'en')}/comp-card`)
    expect(new URL(page.url()).pathname).toBe(profilePath(profile, 'en'))
    await expect(page.locator('[data-comp-card]')).toBeVisible()
    await expect(page.getByText(text('en', 'compCard.printHint'))).toBeVisible()
  })
})
