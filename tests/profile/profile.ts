import { expect, type Locator, type Page } from '@playwright/test'
import type { TalentSummary } from '../../lib/schemas/snapshot'
import { type Locale, open } from '../fixtures'

type Talent = Pick<TalentSummary, 'id' | 'slug' | 'categories'>

export function profilePath(talent: Talent, locale: Locale): string {
  const base = locale === 'pt' ? '/modelos' : '/en/models'
  return `${base}/${talent.categories[0]}/${talent.id}/${talent.slug}`
}

/** Opens a talent's profile at its canonical URL and waits for hydration. */
export async function openProfile(page: Page, talent: Talent, locale: Locale) {
  // No third-party player may load in a test (and the machine is offline): fail loudly instead.
  await page.route(/youtube|vimeo|ytimg/, (route) => route.abort())
  return open(page, profilePath(talent, locale))
}

/** The measurements as shown: label → value, in order (the profile's, not its hidden comp card's). */
export async function shownMeasurements(page: Page): Promise<[string, string][]> {
  return page.locator('main article.profile dl > div').evaluateAll((items) =>
    items.map((item) => [
      item.querySelector('dt')?.textContent ?? '',
      // What shows: a value with inches carries both units, one hidden by the switch's CSS (innerText, not
      // textContent, leaves it out).
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point.
      (item.querySelector('dd') as HTMLElement | null)?.innerText ?? '',
    ]),
  ) as Promise<[string, string][]>
}

/** A gallery's link (book, digitals, composites, videos) in the profile's gallery navigation. */
export function tab(page: Page, name: string): Locator {
  return page
    .getByRole('navigation', { name: /galerias|galleries/i })
    .getByRole('link', { name, exact: true })
}

export async function expectNoPlayer(page: Page): Promise<void> {
  await expect(page.locator('iframe')).toHaveCount(0)
}

/** Wakes the profile's island as a visitor's first focus in it does (before, its links are plain links). */
export async function wakeProfile(page: Page): Promise<void> {
  await page.locator('[data-island="profile"] .strip').first().focus()
  await expect(page.locator('[data-island="profile"]')).toHaveAttribute('data-island-state', 'awake')
}
