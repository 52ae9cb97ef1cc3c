import { define, enums, type Infer, is } from 'superstruct'

/**
 * The three site categories, in canonical order: a talent's one profile URL is under the first of these
 * it has (spec: image 3226, mainboard 3225, development 3224; only talents in one of them appear).
 */
export const categoryOrder = ['mainboard', 'image', 'development'] as const

export const Category = enums(categoryOrder)
export type Category = Infer<typeof Category>

/** A talent's site categories: never empty (a talent in none is not on the site), canonical order first. */
export type SiteCategories = readonly [Category, ...Category[]]

/** Validates a talent's categories: at least one site category, each known. */
export const SiteCategories = define<SiteCategories>(
  'SiteCategories',
  (v) => Array.isArray(v) && v.length > 0 && v.every((c) => is(c, Category)),
)

/** The CMS category ids of the three site categories (spec section 3). */
export const categoryIds: Readonly<Record<Category, number>> = {
  image: 3226,
  mainboard: 3225,
  development: 3224,
}

const byId = new Map<number, Category>(categoryOrder.map((c) => [categoryIds[c], c]))

/**
 * The site categories among a talent's CMS category ids, in canonical order; null means the talent is not
 * shown. Example: `siteCategories([3224, 3226, 99])` → `['image', 'development']`.
 */
export function siteCategories(ids: readonly number[]): SiteCategories | null {
  const found = new Set(ids.map((id) => byId.get(id)))
  const [first, ...rest] = categoryOrder.filter((c) => found.has(c))
  return first ? [first, ...rest] : null
}

/** The category of a talent's one canonical profile URL: the first of its categories in canonical order. */
export function canonicalCategory(categories: SiteCategories): Category {
  return categoryOrder.find((c) => categories.includes(c)) ?? categories[0]
}

export function isCategory(x: string): x is Category {
  return is(x, Category)
}
