import { expect, locales, open, test } from '../fixtures'

// The home leads with talent (issue 30): on a phone a face, leading to a board, fills at least half of the
// first screen below the header; on a desktop the boards' faces run edge to edge; the news follows.

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
