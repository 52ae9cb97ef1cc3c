import type { Page } from '@playwright/test'
import { displayName } from '../../lib/text/displayName'
import { favoritesPath } from '../favorites/favorites'
import { expect, open, siteSnapshot, test } from '../fixtures'
import { profilePath } from '../profile/profile'
import { talents } from '../roster/talents'

// Issue 21: every page type holds at every width from a small phone to a large desktop. For each width,
// 320 to 2560 px in 16 px steps: the page does not scroll sideways, the header's items (logo, boards,
// tools, menu trigger) are all on screen and none overlaps another, the logo keeps clear space around its
// letters, and no talent's name is broken inside a word.

const widths = Array.from({ length: (2560 - 320) / 16 + 1 }, (_, i) => 320 + i * 16)

/** The talent whose shown name has the longest word: the hardest name to fit. */
function longestNamed() {
  const longest = (name: string) =>
    Math.max(
      ...displayName(name)
        .split(' ')
        .map((w) => w.length),
    )
  const [first] = [...talents()].sort((a, b) => longest(b.name) - longest(a.name))
  if (!first) throw new Error('the snapshot has no talent')
  return first
}

function pages(): [string, string][] {
  const snapshot = siteSnapshot()
  const post = snapshot.posts('pt')[0]
  const ids = talents()
    .slice(0, 6)
    .map((t) => t.id)
  return [
    ['home', '/'],
    ['roster', '/modelos'],
    ['profile', profilePath(longestNamed(), 'pt')],
    ['news', '/noticias'],
    ['post', post ? `/noticias/${post.slug}` : '/noticias'],
    ['about', '/sobre'],
    ['contact', '/contato'],
    ['be-a-model', '/seja-um-modelo'],
    ['privacy', '/privacidade'],
    ['favorites', favoritesPath('pt', ids)],
  ]
}

type Problems = { overflow: string | null; overlaps: string[]; clearSpace: string | null; broken: string[] }

/** What is wrong with the page as laid out now (empty when nothing). */
function layoutProblems(page: Page): Promise<Problems> {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    const overflow = root.scrollWidth > width ? `the page is ${root.scrollWidth} px wide` : null

    const shown = (el: Element) =>
      el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0
    const items = [
      ...document.querySelectorAll(
        '.header-logo, .header-boards li, .header-tools > :not(.menu), .header .menu-trigger',
      ),
    ].filter(shown)
    const label = (el: Element) =>
      `${el.className || el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 20)}"`
    const overlaps: string[] = []
    const boxes = items.map((el) => ({ el, r: el.getBoundingClientRect() }))
    for (const { el, r } of boxes) {
      if (r.left < -0.5 || r.right > width + 0.5) overlaps.push(`${label(el)} is off screen`)
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]?.r
        const b = boxes[j]?.r
        if (!a || !b) continue
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        if (x > 0.5 && y > 0.5)
          overlaps.push(`${label(boxes[i]?.el as Element)} × ${label(boxes[j]?.el as Element)}`)
      }
    }

    // The logo's letters (not its box) keep 12 px from every other item on its row.
    let clearSpace: string | null = null
    const logo = document.querySelector('.header-logo')
    if (logo?.firstChild) {
      const range = document.createRange()
      range.selectNodeContents(logo)
      const letters = range.getBoundingClientRect()
      for (const { el, r } of boxes) {
        if (el === logo || r.bottom <= letters.top || r.top >= letters.bottom) continue
        const gap = Math.max(r.left - letters.right, letters.left - r.right)
        if (gap < 12) clearSpace = `the logo is ${Math.round(gap)} px from ${label(el)}`
      }
    }

    // A word broken across lines has more than one box.
    const broken: string[] = []
    for (const name of document.querySelectorAll('.profile__name, .talent-card__name')) {
      if (!shown(name)) continue
      const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, match.index)
          range.setEnd(node, match.index + match[0].length)
          if (range.getClientRects().length > 1) broken.push(match[0])
        }
      }
    }
    return { overflow, overlaps, clearSpace, broken }
  })
}

/** The brand's faces the page has loaded (renderer/fontScript.ts declares them on a visit's later pages). */
function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replaceAll('"', '')),
  )
}

/** A visit's first page fetched the brand's faces after its load (the flag the next page reads). */
async function facesFetched(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('fonts')), { timeout: 10_000 }).toBe('1')
}

/**
 * Opens `path` as a visitor's second page reads it, set in the brand's two faces, so widths are measured as
 * a visitor sees them on every page but their first.
 */
async function openInBrandFaces(page: Page, path: string): Promise<void> {
  await open(page, path)
  await facesFetched(page)
  await open(page, path)
  await expect
    .poll(() => loadedFaces(page), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['Instrument Sans', 'Bodoni Moda']))
}

test("the brand's typefaces: a first page fetches them after its load and keeps its own, the next shows them from its first paint", async ({
  page,
}) => {
  await open(page, '/contato')
  await facesFetched(page)
  // A visitor's first page fetched them only after its own load (its content had the network first)...
  const fetched = await page.evaluate(() => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart
    const fonts = performance.getEntriesByType('resource').filter((r) => r.name.includes('/fonts/'))
    return { load, starts: fonts.map((f) => f.startTime) }
  })
  expect(fetched.starts).toHaveLength(2)
  for (const start of fetched.starts) expect(start).toBeGreaterThanOrEqual(fetched.load)
  // ...and did not swap them in under the visitor's eyes: nothing on it relaid out or moved.
  expect(
    await page.evaluate(() => [...document.fonts].map((f) => f.family.replaceAll('"', ''))),
  ).not.toContain('Bodoni Moda')
  // The next page declares them before anything else runs: they are there when its HTML is parsed.
  await page.goto('/sobre', { waitUntil: 'commit' })
  await page.waitForFunction(() => document.readyState !== 'loading')
  const declared = await page.evaluate(() => [...document.fonts].map((f) => f.family.replaceAll('"', '')))
  expect(declared).toEqual(expect.arrayContaining(['Instrument Sans', 'Bodoni Moda']))
  await expect
    .poll(() => loadedFaces(page), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['Instrument Sans', 'Bodoni Moda']))
})

for (const [type, path] of pages()) {
  test(`${type}: holds at every width from 320 to 2560 px`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    await openInBrandFaces(page, path)
    const failures: string[] = []
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      const found = await layoutProblems(page)
      const all = [
        found.overflow,
        ...found.overlaps,
        found.clearSpace,
        ...found.broken.map((w) => `"${w}" broken`),
      ].filter(Boolean)
      if (all.length > 0) failures.push(`${width} px: ${all.join('; ')}`)
    }
    expect(failures).toEqual([])
  })
}

test('a phone sees faces first: the first talent card starts within 200 px of the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, '/modelos')
  const top = await page
    .locator('.talent-card')
    .first()
    .evaluate((el) => el.getBoundingClientRect().top)
  expect(top).toBeLessThanOrEqual(200)
})

test('on a 1440 × 900 desktop the first slide of the book and its controls are on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await open(page, profilePath(longestNamed(), 'pt'))
  const book = page.getByRole('region', { name: 'Portfólio', exact: true })
  const parts = [
    book.locator('img').first(),
    page.getByRole('link', { name: 'Slide anterior' }).first(),
    page.getByRole('link', { name: 'Próximo slide' }).first(),
  ]
  for (const part of parts) {
    const box = await part.boundingBox()
    expect(box).not.toBeNull()
    if (!box) continue
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y + box.height).toBeLessThanOrEqual(900)
  }
})
