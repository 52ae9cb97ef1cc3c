import type { Page } from '@playwright/test'
import { readSnapshot } from '../../lib/snapshot/readSnapshot.server'
import { expect, locales, open, test } from '../fixtures'

// The home leads with talent (issue 30): on a phone a face, leading to a board, fills at least half of the
// first screen below the header; on a desktop the account's first home slide leads across the width, the
// boards' faces edge to edge under it; the news follows. (An account without home slides keeps the boards
// first on a desktop too: pages/index/HomeCover.test.tsx, the home being prerendered from the snapshot.)

/** The demo snapshot's first image home slide (pages/index/homeLead). */
const leadSlide = readSnapshot()
  .slides()
  .slides.find((s) => s.type === 'image' && s.video === null && s.desktop)
if (!leadSlide?.desktop) throw new Error('the demo snapshot has no image home slide')
/** The picture an image URL shows: a media file's content hash, whatever width of its ladder (0061). */
const slidePath = (url: string) =>
  /\/media\/([0-9a-f]{16})\./.exec(url)?.[1] ?? new URL(url, 'http://site.test').pathname

/** The image URLs the page requests from now on (any origin: the CMS's uploads or the site's media). */
function imageRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(request.url())
  })
  return urls
}

/** The home slides' images among requested URLs (any width of `slides.slides`' pictures). */
function homeSlideUrls(urls: readonly string[]): string[] {
  const paths = readSnapshot()
    .slides()
    .slides.flatMap((s) => [s.desktop, s.mobile])
    .filter((u): u is string => u !== null)
    .map(slidePath)
  return urls.filter((u) => !u.startsWith('data:') && paths.includes(slidePath(u)))
}

for (const locale of locales) {
  const home = locale === 'pt' ? '/' : '/en'

  test.describe(`the home's first screen (${locale})`, () => {
    test('at 390×844 a face leading to a board fills at least half of it below the header', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, home)
      const share = await page.evaluate(() => {
        const below = document.querySelector('body > * header, header')?.getBoundingClientRect().bottom ?? 0
        const screen = (innerHeight - below) * innerWidth
        let largest = 0
        for (const img of document.querySelectorAll('main img')) {
          const r = img.getBoundingClientRect()
          const w = Math.max(0, Math.min(r.right, innerWidth) - Math.max(r.left, 0))
          const h = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, below))
          largest = Math.max(largest, w * h)
        }
        return largest / screen
      })
      expect(share).toBeGreaterThanOrEqual(0.5)
      // That face is a board's link, and the news comes after the boards.
      const lead = page.locator('.home-board').first()
      await expect(lead).toHaveAttribute('href', locale === 'pt' ? '/modelos/image' : '/en/models/image')
      const boards = await page.locator('.home-boards').boundingBox()
      const news = await page.locator('.home-news').boundingBox()
      expect(news?.y ?? 0).toBeGreaterThanOrEqual((boards?.y ?? 0) + (boards?.height ?? 0))
    })

    test('at 390×844 the boards lead and no home slide is downloaded', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      const requested = imageRequests(page)
      await open(page, home)
      await page.waitForLoadState('load')
      await expect(page.getByTestId('home-lead')).toBeHidden()
      expect(homeSlideUrls(requested)).toEqual([])
    })

    test('at 1280×800 the first home slide fills the width and most of the first screen, the boards after it', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      const requested = imageRequests(page)
      await open(page, home)
      const lead = page.getByTestId('home-lead').locator('img')
      await expect(lead).toBeVisible()
      const { box, below, currentSrc, alt } = await lead.evaluate((img: HTMLImageElement) => {
        const r = img.getBoundingClientRect()
        return {
          box: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
          below: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
          currentSrc: img.currentSrc,
          alt: img.alt,
        }
      })
      expect(box.left).toBe(0)
      expect(box.right).toBe(1280)
      expect(box.top).toBeLessThanOrEqual(below + 1)
      // Most of the first screen under the header (a 16:9 slide: 720 of its 728 px).
      expect((Math.min(box.bottom, 800) - below) / (800 - below)).toBeGreaterThanOrEqual(0.75)
      expect(slidePath(currentSrc)).toBe(slidePath(leadSlide.desktop ?? ''))
      expect(alt).toBe(leadSlide.description ?? '')
      // The masthead is over it, the boards follow it.
      const masthead = await page.locator('.home-masthead').boundingBox()
      expect(masthead?.y ?? -1).toBeGreaterThanOrEqual(box.top - 1)
      expect((masthead?.y ?? 0) + (masthead?.height ?? 0)).toBeLessThanOrEqual(box.bottom)
      const boards = await page.locator('.home-boards').boundingBox()
      expect(boards?.y ?? 0).toBeGreaterThanOrEqual(box.bottom)
      // Only the slide's desktop image is downloaded, not a phone's.
      await page.waitForLoadState('load')
      expect(homeSlideUrls(requested).map(slidePath)).toEqual([slidePath(leadSlide.desktop ?? '')])
    })

    test('on a desktop the boards’ faces run edge to edge', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await open(page, home)
      const boards = await page.locator('.home-board').evaluateAll((links) =>
        links.map((a) => {
          const r = a.getBoundingClientRect()
          return { left: r.left, right: r.right }
        }),
      )
      expect(boards).toHaveLength(3)
      expect(boards[0]?.left).toBe(0)
      expect(boards.at(-1)?.right).toBe(1280)
    })
  })
}

test.describe('the home’s lead with every script blocked', () => {
  test.use({ javaScriptEnabled: false })

  test('at 1280×800 the slide leads, at 390×844 the face', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en')
    const lead = page.getByTestId('home-lead').locator('img')
    await expect(lead).toBeVisible()
    expect((await lead.boundingBox())?.width).toBe(1280)
    await page.setViewportSize({ width: 390, height: 844 })
    await expect(lead).toBeHidden()
    expect((await page.locator('.home-board img').first().boundingBox())?.width).toBe(390)
  })
})

test.describe('the home’s lead in the dark theme', () => {
  test.use({ theme: 'dark' })

  test('at 1280×800 the slide leads as in the light theme, the masthead white over it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await open(page, '/')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const lead = page.getByTestId('home-lead').locator('img')
    const box = await lead.boundingBox()
    expect(box?.width).toBe(1280)
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(600)
    await expect(page.locator('.home-masthead')).toHaveCSS('color', 'rgb(255, 255, 255)')
  })
})
