import type { Locator, Page } from '@playwright/test'
import type { TalentSummary } from '../../lib/schemas/snapshot'
import { type Locale, open } from '../fixtures'
import { text } from '../roster/roster'

export const favoritesPath = (locale: Locale, ids?: number[]) =>
  `${locale === 'pt' ? '/favoritos' : '/en/favorites'}${ids ? `?ids=${ids.join(',')}` : ''}`

export async function openFavorites(page: Page, locale: Locale, ids?: number[]) {
  return open(page, favoritesPath(locale, ids))
}

/** The favorite toggle on a talent's card or profile. */
export function heart(page: Page, locale: Locale, talent: Pick<TalentSummary, 'name'>): Locator {
  return page.getByRole('button', {
    name: text(locale, 'roster.favoriteToggle', { name: talent.name }),
    exact: true,
  })
}

/** Keeps a talent from its roster card. */
export async function keep(page: Page, locale: Locale, talent: Pick<TalentSummary, 'name'>): Promise<void> {
  await heart(page, locale, talent).click()
}

/** The header's link to the favorites page (with the count once there is one). */
export function headerLink(page: Page, locale: Locale, count = 0): Locator {
  const name = count > 0 ? text(locale, 'favorites.linkCount', { count }) : text(locale, 'favorites.title')
  return page.getByRole('banner').getByRole('link', { name, exact: true })
}

/** The names listed in a section of the favorites page ('mine' or 'shared'). */
export function listedNames(page: Page, locale: Locale, section: 'mine' | 'shared'): Promise<string[]> {
  const heading = text(locale, section === 'mine' ? 'favorites.mine' : 'favorites.shared')
  return page
    .getByRole('region', { name: heading })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents()
}

export async function storedFavorites(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? '{}'))
}
