import type { Page, Request } from '@playwright/test'
import { expect, expectAccessible, locales, open, test } from '../fixtures'
import { contactPath, testPhotos, text } from '../forms/forms'

const tileHost = 'https://basemaps.cartocdn.com/'

/** Whether a response of the page is MapLibre (its code, stylesheet or worker). */
async function isMapLibre(request: Request): Promise<boolean> {
  if (/maplibre/i.test(request.url())) return true
  const type = request.resourceType()
  if (type !== 'script' && type !== 'stylesheet') return false
  const body = await (await request.response())?.text().catch(() => '')
  // Strings of MapLibre's own code and stylesheet (the site's CSS styles a few of its classes too).
  return /maplibregl-ctrl-attrib-button|maplibre-gl-worker/.test(body ?? '')
}

async function mapLibreRequests(requests: Request[]): Promise<string[]> {
  const flags = await Promise.all(requests.map(isMapLibre))
  return requests.filter((_, i) => flags[i]).map((r) => r.url())
}

const mapRegion = (page: Page, locale: 'pt' | 'en') =>
  page.getByRole('region', { name: text(locale, 'forms.contact.map') })

for (const locale of locales) {
  test.describe(`contact map (${locale})`, () => {
    // A short phone screen: the map starts well below the fold.
    test.use({ viewport: { width: 390, height: 600 } })

    test.beforeEach(async ({ page }) => {
      // No internet here: the basemap host fails at once, as it would offline.
      await page.route(`${tileHost}**`, (route) => route.abort('internetdisconnected'))
    })

    test('MapLibre is not part of the first load; the map appears when scrolled near', async ({
      page,
      consoleMessages,
    }) => {
      const requests: Request[] = []
      page.on('request', (r) => requests.push(r))
      await open(page, contactPath(locale))
      await page.waitForLoadState('networkidle')
      expect(await mapLibreRequests(requests)).toEqual([])
      await expect(mapRegion(page, locale)).toHaveCount(0)

      const box = page.locator('.office-map')
      const before = await box.boundingBox()
      await box.scrollIntoViewIfNeeded()
      await expect(mapRegion(page, locale)).toBeVisible({ timeout: 20_000 })
      await expect(box).toHaveAttribute('data-status', 'ready')
      const loaded = await mapLibreRequests(requests)
      expect(loaded.some((url) => /maplibre-gl-worker/.test(url))).toBe(true)
      expect(loaded.length).toBeGreaterThanOrEqual(3)

      // The reserved box keeps its size: nothing below moves when the map arrives.
      const after = await box.boundingBox()
      expect(after?.height).toBeCloseTo(before?.height ?? 0, 0)

      // The office and the streets are drawn without any tile; one failed probe, no error flood.
      await expect(page.locator('.office-map-marker-label')).toHaveText('Lumière Models')
      await expect(page.locator('.office-map-street', { hasText: 'Rua Oscar Freire' })).toBeAttached()
      // Kept: a flood of tile errors is what must not come, and the map announces no end of its tile
      // requests to the page; a second after the streets are drawn, the failed probes have reported.
      await page.waitForTimeout(1000)
      const tileErrors = consoleMessages.filter((m) => /cartocdn|tile|maplibre/i.test(m))
      expect(tileErrors.length).toBeLessThanOrEqual(1)
      expect(consoleMessages.filter((m) => /Content Security Policy/i.test(m))).toEqual([])
    })

    test('the map is labelled, zoomable by keyboard and does not trap focus', async ({ page }) => {
      await open(page, contactPath(locale))
      await page.locator('.office-map').scrollIntoViewIfNeeded()
      const region = mapRegion(page, locale)
      await expect(region).toBeVisible({ timeout: 20_000 })
      await expect(page.getByRole('button', { name: text(locale, 'forms.contact.zoomIn') })).toBeVisible()
      await region.focus()
      await expect(region).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: text(locale, 'forms.contact.zoomIn') })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('button', { name: text(locale, 'forms.contact.zoomOut') })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: text(locale, 'forms.contact.openMap') })).toBeFocused()
      // The address is text beside the map.
      await expect(page.getByRole('main').locator('address')).toContainText('Rua Oscar Freire, 1000')
      await expectAccessible(page)
    })

    test('when the basemap answers, its tiles replace the drawing and are credited', async ({ page }) => {
      await page.unrouteAll()
      const { png } = await testPhotos()
      await page.route(`${tileHost}**`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'image/png',
          body: png.bytes,
          headers: { 'access-control-allow-origin': '*' },
        }),
      )
      await open(page, contactPath(locale))
      await page.locator('.office-map').scrollIntoViewIfNeeded()
      await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('OpenStreetMap', {
        timeout: 20_000,
      })
      await expect(page.locator('.office-map-street')).toHaveCount(0)
      await expect(page.locator('.office-map-marker-label')).toBeVisible()
    })

    test('without WebGL the box stays, with a note and the address beside it', async ({ page }) => {
      await page.addInitScript(() => {
        const original = HTMLCanvasElement.prototype.getContext
        HTMLCanvasElement.prototype.getContext = function (
          this: HTMLCanvasElement,
          type: string,
          ...rest: unknown[]
        ) {
          if (/webgl/.test(type)) return null
          return (original as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest)
        } as typeof HTMLCanvasElement.prototype.getContext
      })
      await open(page, contactPath(locale))
      await page.locator('.office-map').scrollIntoViewIfNeeded()
      await expect(page.getByText(text(locale, 'forms.contact.mapUnavailable'))).toBeVisible({
        timeout: 20_000,
      })
      await expect(page.getByRole('link', { name: text(locale, 'forms.contact.openMap') })).toBeVisible()
    })
  })
}
