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

/** The CMS category id of each site category: per account, so configuration (`CMS_CATEGORY_IDS`). */
export type CategoryIds = Readonly<Record<Category, number>>

/** The environment variable that names the account's category ids, read by the sync and the Worker. */
export const categoryIdsVariable = 'CMS_CATEGORY_IDS'

/** The spec's ids (section 3): what an account that sets no `CMS_CATEGORY_IDS` gets. */
export const defaultCategoryIds: CategoryIds = { image: 3226, mainboard: 3225, development: 3224 }

/** The ids as `CMS_CATEGORY_IDS` writes them: `image:3226,mainboard:3225,development:3224`. */
export function formatCategoryIds(ids: CategoryIds): string {
  return (['image', 'mainboard', 'development'] as const).map((c) => `${c}:${ids[c]}`).join(',')
}

const parsed = new Map<string, CategoryIds>()

/**
 * `CMS_CATEGORY_IDS` read: `category:id` pairs separated by commas, each of the three site categories once,
 * each id a positive whole number used once. Unset or blank: the spec's ids. Anything else throws, naming
 * what is wrong (a wrong id silently empties the roster, so a typo must not pass).
 * Example: `parseCategoryIds('mainboard:651, image:652, development:1')` → `{ mainboard: 651, image: 652, development: 1 }`.
 */
export function parseCategoryIds(text: string | undefined): CategoryIds {
  if (text === undefined || text.trim() === '') return defaultCategoryIds
  const known = parsed.get(text)
  if (known) return known
  const fail = (why: string): never => {
    throw new Error(
      `${categoryIdsVariable}="${text}": ${why} (expected e.g. "${formatCategoryIds(defaultCategoryIds)}")`,
    )
  }
  const ids: Partial<Record<Category, number>> = {}
  for (const pair of text.split(',')) {
    const match = /^\s*([a-z]+)\s*:\s*(\d+)\s*$/i.exec(pair)
    if (!match) fail(`"${pair.trim()}" is not category:id`)
    const [, name = '', digits = ''] = match ?? []
    const category = name.toLowerCase()
    if (!isCategory(category)) fail(`"${name}" is not a site category (${categoryOrder.join(', ')})`)
    const c = category as Category
    if (ids[c] !== undefined) fail(`${c} is given twice`)
    const id = Number(digits)
    if (!Number.isSafeInteger(id) || id < 1) fail(`${digits} is not a category id`)
    if (Object.values(ids).includes(id)) fail(`id ${id} is given to two categories`)
    ids[c] = id
  }
  const missing = categoryOrder.filter((c) => ids[c] === undefined)
  if (missing.length > 0) fail(`${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing`)
  const result = ids as CategoryIds
  parsed.set(text, result)
  return result
}

/**
 * The site categories among a talent's CMS category ids, in canonical order; null means the talent is not
 * shown. Example: `siteCategories([3224, 3226, 99])` → `['image', 'development']`.
 */
export function siteCategories(
  ids: readonly number[],
  categoryIds: CategoryIds = defaultCategoryIds,
): SiteCategories | null {
  const found = new Set(ids)
  const [first, ...rest] = categoryOrder.filter((c) => found.has(categoryIds[c]))
  return first ? [first, ...rest] : null
}

/** The site category a CMS id stands for under `categoryIds`, if any. */
export function categoryOfId(id: number, categoryIds: CategoryIds = defaultCategoryIds): Category | null {
  return categoryOrder.find((c) => categoryIds[c] === id) ?? null
}

/** The category of a talent's one canonical profile URL: the first of its categories in canonical order. */
export function canonicalCategory(categories: SiteCategories): Category {
  return categoryOrder.find((c) => categories.includes(c)) ?? categories[0]
}

export function isCategory(x: string): x is Category {
  return is(x, Category)
}
