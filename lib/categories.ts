import type { Category } from './schemas/snapshot'

/** The CMS category ids of the three site categories (spec section 3). */
export const categoryIds: Readonly<Record<Category, number>> = {
  image: 3226,
  mainboard: 3225,
  development: 3224,
}

/** Canonical order: a talent's profile URL uses the first of its categories in this order. */
export const categoryOrder: readonly Category[] = ['mainboard', 'image', 'development']

const byId = new Map<number, Category>(Object.entries(categoryIds).map(([k, v]) => [v, k as Category]))

/**
 * The site categories among a talent's CMS category ids, in canonical order; [] means the talent is not
 * shown. Example: `siteCategories([3224, 3226, 99])` → `['image', 'development']`.
 */
export function siteCategories(ids: readonly number[]): Category[] {
  const found = new Set(ids.map((id) => byId.get(id)).filter((c): c is Category => c !== undefined))
  return categoryOrder.filter((c) => found.has(c))
}

export function isCategory(x: string): x is Category {
  return (categoryOrder as readonly string[]).includes(x)
}
