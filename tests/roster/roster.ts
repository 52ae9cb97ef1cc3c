import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import { createTranslator, type DottedKey } from '../../lib/i18n/translator'
import type { Category, TalentSummary } from '../../lib/schemas/snapshot'
import { type Locale, open } from '../fixtures'
import { talents } from './talents'

/** A message of the site in a language, as a visitor reads it. */
export function text(locale: Locale, key: DottedKey, params?: Record<string, string | number>): string {
  return createTranslator(locale)(key, params)
}

export function rosterPath(locale: Locale, category: Category | null = null, q?: string): string {
  const base = locale === 'pt' ? '/modelos' : '/en/models'
  return `${base}${category ? `/${category}` : ''}${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`
}

export async function openRoster(
  page: Page,
  locale: Locale,
  { category = null, q }: { category?: Category | null; q?: string } = {},
) {
  return open(page, rosterPath(locale, category, q))
}

/** The talent cards of the page. */
export function cards(page: Page): Locator {
  return page.getByRole('main').getByRole('article')
}

/** The cards' headings: `await expect(cardHeadings(page)).toHaveText(names)` waits until the page shows
 * exactly those names, in order (a read with `cardNames` right after a navigation may see the page before
 * its cards are parsed). */
export function cardHeadings(page: Page): Locator {
  return cards(page).getByRole('heading')
}

/** The names on the cards, in order, as they are now. */
export function cardNames(page: Page): Promise<string[]> {
  return cards(page).getByRole('heading').allTextContents()
}

export function card(page: Page, name: string): Locator {
  return cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) })
}

export function genderButton(page: Page, locale: Locale, gender: 'woman' | 'man'): Locator {
  return page.getByRole('button', {
    name: text(locale, gender === 'woman' ? 'roster.women' : 'roster.men'),
    exact: true,
  })
}

export function letterButton(page: Page, locale: Locale, letter: string): Locator {
  return page.getByRole('button', { name: text(locale, 'roster.letter', { letter }), exact: true })
}

/** The height, hair and eye filters: selects named by their labels. */
export function traitFilter(
  page: Page,
  locale: Locale,
  name: 'heightMin' | 'heightMax' | 'hair' | 'eyes',
): Locator {
  return page.getByRole('combobox', { name: text(locale, `roster.${name}`), exact: true })
}

export function favoriteButton(page: Page, locale: Locale, name: string): Locator {
  return page.getByRole('button', { name: text(locale, 'roster.favoriteToggle', { name }), exact: true })
}

/**
 * The roster as the page shows it once refreshed: the Worker's live list (other specs may add or remove
 * talents in the CMS while this one runs), else the built one.
 */
export async function shownRoster(request: APIRequestContext): Promise<TalentSummary[]> {
  const res = await request.get('/api/talents')
  return res.ok() ? ((await res.json()) as TalentSummary[]) : talents()
}

/** Expects the cards to show exactly the first `limit` of these talents, in order. */
export async function expectCards(page: Page, talents: TalentSummary[], limit = 20): Promise<void> {
  await expect(cardHeadings(page)).toHaveText(
    talents.slice(0, limit).map((t) => t.name),
    { timeout: 7000 },
  )
}

/**
 * Scrolls to the bottom, once per step, until the list stops growing; returns the card count after each
 * step. A step waits for the growth and then checks the list holds still (one growth per scroll).
 */
export async function scrollToEnd(page: Page): Promise<number[]> {
  const counts = [await cards(page).count()]
  for (;;) {
    const before = counts[counts.length - 1] ?? 0
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    try {
      // The first growth also wakes the island (its code, React, the full list): room for a busy machine.
      await expect(cards(page)).not.toHaveCount(before, { timeout: counts.length === 1 ? 15_000 : 3000 })
    } catch {
      return counts
    }
    const after = await cards(page).count()
    // One growth per scroll: after each growth the roster observes its end afresh, and an observer's first
    // report comes with the next rendering; two frames on, a second growth would have been asked for.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(cards(page)).toHaveCount(after)
    counts.push(after)
  }
}

/**
 * Waits until the Worker's live API shows what the CMS now holds (its answers are edge-cached for
 * LIVE_CACHE_SECONDS: 60 s by default, 5 s under the specs, playwright.config.ts).
 */
export async function untilLive(
  request: APIRequestContext,
  path: string,
  check: (status: number, body: unknown) => boolean,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await request.get(path)
        return check(res.status(), res.ok() ? await res.json() : null)
      },
      { timeout: 75_000, intervals: [1000, 2000, 5000] },
    )
    .toBe(true)
}

/**
 * Where the first card's heart sits, in px, measured in the page (a function for Playwright's `evaluate`
 * and WebDriver's `execute` alike): from the bottom of the cover's frame, from the top of the name, and
 * past the card's right edge. Null when a part is missing.
 */
export const heartPlacement = () => {
  const card = document.querySelector('main .talent-card')
  const box = (selector: string) => card?.querySelector(selector)?.getBoundingClientRect()
  const [outer, frame, name, heart] = [
    card?.getBoundingClientRect(),
    box('.talent-card__frame'),
    box('.talent-card__name'),
    box('.talent-card__favorite'),
  ]
  if (!outer || !frame || !name || !heart) return null
  return {
    belowFrame: heart.top - frame.bottom,
    fromName: heart.top - name.top,
    pastEdge: heart.right - outer.right,
  }
}

/** The design (TalentCard.css): under the frame, on the name's first line, its drawing ending at the card's edge. */
export function expectHeartPlaced(placement: ReturnType<typeof heartPlacement>): void {
  expect(placement, 'the first card has its frame, name and heart').not.toBeNull()
  const { belowFrame, fromName, pastEdge } = placement ?? { belowFrame: -1, fromName: -1, pastEdge: -1 }
  expect(belowFrame, 'the heart starts below the cover').toBeGreaterThanOrEqual(0)
  expect(fromName, "the heart is on the name's first line").toBeLessThan(8)
  expect(fromName).toBeGreaterThanOrEqual(0)
  expect(
    pastEdge,
    "the heart's 40 px button reaches 11 px past the card, its drawing inside",
  ).toBeGreaterThanOrEqual(0)
  expect(pastEdge).toBeLessThanOrEqual(12)
}
