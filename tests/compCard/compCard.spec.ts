import type { Page } from '@playwright/test'
import { colourName } from '../../lib/i18n/colourName'
import { imperialOf } from '../../lib/measurements/imperialOf'
import { profileMeasurements } from '../../lib/measurements/profileMeasurements'
import type { Profile } from '../../lib/schemas/snapshot'
import { site } from '../../lib/site'
import { displayName } from '../../lib/text/displayName'
import { favoritesPath } from '../favorites/favorites'
import { expect, fetchHtml, type Locale, locales, open, siteSnapshot, test } from '../fixtures'
import { profilePath } from '../profile/profile'
import { text } from '../roster/roster'
import { a5Points, readPdf, squash } from './pdf'

const cardPath = (profile: Profile, locale: Locale) => `${profilePath(profile, locale)}/comp-card`

const snapshot = siteSnapshot()
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

async function imagesLoaded(page: Page) {
  await page.waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0))
}

type Printed = { cards: number; imagesLoaded: boolean }

/**
 * Replaces `print()` in every page of the test (the card window the page opens included): a call records
 * what the print would have printed on the document, instead of a dialog.
 */
async function recordPrints(page: Page) {
  await page.context().addInitScript(() => {
    window.print = () => {
      const images = [...document.images]
      document.documentElement.dataset.printed = JSON.stringify({
        cards: document.querySelectorAll('[data-comp-card]').length,
        imagesLoaded: images.length > 0 && images.every((i) => i.complete && i.naturalWidth > 0),
      })
    }
  })
}

async function printed(popup: Page): Promise<Printed | null> {
  const value = await popup.evaluate(() => document.documentElement.dataset.printed ?? null).catch(() => null)
  return value ? (JSON.parse(value) as Printed) : null
}

/** Page sizes in points, as pdfinfo prints them, each within a point of A5 (Chromium rounds to its pixel grid). */
function expectA5(sizes: string[], pages: number) {
  expect(sizes).toHaveLength(pages)
  for (const size of sizes) {
    const [w, h] = size.split(' x ').map(Number)
    const [aw, ah] = a5Points.split(' x ').map(Number)
    expect(Math.abs((w ?? 0) - (aw ?? 0)), size).toBeLessThan(1)
    expect(Math.abs((h ?? 0) - (ah ?? 0)), size).toBeLessThan(1)
  }
}

test.describe('comp cards', () => {
  // The snapshot names the stand-in CMS's images on the port it was synced from (8790); a run on another
  // CMS_PORT gets them from the stand-in the suite started, so the printed photos are real images.
  test.beforeEach(async ({ context }) => {
    const cmsPort = process.env.CMS_PORT ?? '8790'
    if (cmsPort === '8790') return
    await context.route(/^http:\/\/127\.0\.0\.1:8790\//, async (route) => {
      const url = route.request().url().replace('127.0.0.1:8790', `127.0.0.1:${cmsPort}`)
      await route.fulfill({ response: await route.fetch({ url }) })
    })
  })

  test('there are talents with a full card in the snapshot', () => {
    expect(rich.length).toBeGreaterThanOrEqual(3)
  })

  for (const locale of locales) {
    test(`${locale}: a card page is two A5 pages with the name, every measurement, the agency and the photos`, async ({
      page,
    }) => {
      const profile = rich[0] as Profile
      const name = displayName(profile.name)
      const { status, html } = await fetchHtml(page, cardPath(profile, locale))
      expect(status).toBe(200)
      // No JavaScript: no script element but data blocks, no module preload.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '')
      expect(scripts.filter((a) => !/type="application\/(ld\+)?json"/.test(a))).toEqual([])
      expect(html).not.toMatch(/modulepreload/)
      expect(html).toMatch(/<meta name="robots" content="noindex"\s*\/?>/)

      await page.goto(cardPath(profile, locale))
      await imagesLoaded(page)
      const shown = await page.locator('.comp-card__back td, .comp-card__back dd').allTextContents()
      const values = expectedValues(profile, locale)
      expect(shown.filter(Boolean)).toEqual(values.filter(Boolean))

      const pdf = readPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }))
      expect(pdf.pages).toBe(2)
      expectA5(pdf.pageSizes, 2)
      for (const expected of [name, ...values.filter(Boolean), site.name, site.email, site.phone]) {
        expect(pdf.text).toContain(squash(expected))
      }
      // The site's address: the origin the build was made for (SITE_URL), without the scheme.
      expect(pdf.text).toContain(squash(new URL(process.env.SITE_URL ?? site.defaultOrigin).host))
      for (const label of ['profile.measurements.height', 'profile.measurements.hair'] as const) {
        expect(pdf.text).toContain(squash(text(locale, label)))
      }
      // The front's portrait and four photos on the back.
      expect(pdf.images).toBeGreaterThanOrEqual(5)
    })

    test(`${locale}: the profile's "Comp card (PDF)" prints the card, a link to it before hydration`, async ({
      page,
    }) => {
      const profile = rich[1] as Profile
      await open(page, profilePath(profile, locale))
      const action = page.getByRole('link', { name: text(locale, 'compCard.action'), exact: true })
      await expect(action).toHaveAttribute('href', cardPath(profile, locale))
      await recordPrints(page)
      const [popup] = await Promise.all([page.waitForEvent('popup'), action.click()])
      await expect.poll(() => printed(popup), { timeout: 20_000 }).toEqual({ cards: 1, imagesLoaded: true })
      expect(new URL(popup.url()).pathname).toBe(cardPath(profile, locale))
      await expect(popup).toHaveTitle(
        text(locale, 'seo.title', {
          section: text(locale, 'compCard.title', { name: displayName(profile.name) }),
          site: site.name,
        }),
      )
      const pdf = readPdf(await popup.pdf({ preferCSSPageSize: true }))
      expect(pdf.pages).toBe(2)
      expect(pdf.text).toContain(squash(displayName(profile.name)))
    })

    test(`${locale}: the favorites page prints the whole selection's cards as one document, two pages each`, async ({
      page,
    }) => {
      const chosen = rich.slice(0, 3)
      const stored = Object.fromEntries(
        chosen.map((p, i) => [
          String(p.id),
          { id: p.id, name: displayName(p.name), cover: p.cover, path: profilePath(p, 'pt'), addedAt: i + 1 },
        ]),
      )
      await page.addInitScript((value) => localStorage.setItem('favorites', value), JSON.stringify(stored))
      await open(page, favoritesPath(locale))
      await recordPrints(page)
      const action = page.getByRole('button', { name: text(locale, 'compCard.selectionAction'), exact: true })
      const [popup] = await Promise.all([page.waitForEvent('popup'), action.click()])
      await expect
        .poll(() => printed(popup), { timeout: 20_000 })
        .toEqual({ cards: chosen.length, imagesLoaded: true })
      const pdf = readPdf(await popup.pdf({ preferCSSPageSize: true }))
      expect(pdf.pages).toBe(2 * chosen.length)
      expectA5(pdf.pageSizes, 2 * chosen.length)
      for (const p of chosen) expect(pdf.text).toContain(squash(displayName(p.name)))
      expect(pdf.images).toBeGreaterThanOrEqual(5 * chosen.length)
    })
  }

  test('card pages are out of the sitemap; a wrong slug goes to the canonical card', async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>')
    expect(sitemap).not.toContain('comp-card')
    const profile = rich[0] as Profile
    const wrong = `${profilePath({ ...profile, slug: 'not-the-name' }, 'en')}/comp-card`
    const { status } = await fetchHtml(page, wrong)
    expect(status).toBe(301)
    const response = await page.request.get(wrong, { maxRedirects: 0 })
    expect(response.headers().location).toBe(cardPath(profile, 'en'))
  })
})
