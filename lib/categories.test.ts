import { describe, expect, it } from 'vitest'
import {
  categoryOfId,
  defaultCategoryIds,
  formatCategoryIds,
  parseCategoryIds,
  siteCategories,
} from './categories'

describe('CMS_CATEGORY_IDS', () => {
  it('defaults to the spec’s ids when unset or blank', () => {
    expect(parseCategoryIds(undefined)).toEqual({ image: 3226, mainboard: 3225, development: 3224 })
    expect(parseCategoryIds('  ')).toBe(defaultCategoryIds)
    expect(formatCategoryIds(defaultCategoryIds)).toBe('image:3226,mainboard:3225,development:3224')
  })

  it('reads an account’s own ids, in any order and case, with spaces', () => {
    const ids = parseCategoryIds(' Mainboard:651, image : 652,development:1 ')
    expect(ids).toEqual({ mainboard: 651, image: 652, development: 1 })
    // bella-1's account: 651 Fashion, 652 Comercial, 1 Modelo; 2 Ator is not a site category.
    expect(siteCategories([2, 1, 651], ids)).toEqual(['mainboard', 'development'])
    expect(siteCategories([3225], ids)).toBeNull()
    expect(categoryOfId(652, ids)).toBe('image')
    expect(categoryOfId(2, ids)).toBeNull()
  })

  it('refuses a value that would silently empty or mix up the roster, naming what is wrong', () => {
    expect(() => parseCategoryIds('image:3226,mainboard:3225')).toThrow(/development is missing/)
    expect(() => parseCategoryIds('image:3226,mainboard:3225,kids:3231')).toThrow(
      /"kids" is not a site category/,
    )
    expect(() => parseCategoryIds('image:3226,mainboard:3226,development:3224')).toThrow(
      /id 3226 is given to two/,
    )
    expect(() => parseCategoryIds('image:3226,image:3225,development:3224')).toThrow(/image is given twice/)
    expect(() => parseCategoryIds('image=3226,mainboard:3225,development:3224')).toThrow(
      /CMS_CATEGORY_IDS=.*not category:id/,
    )
    expect(() => parseCategoryIds('image:0,mainboard:3225,development:3224')).toThrow(
      /0 is not a category id/,
    )
  })
})
