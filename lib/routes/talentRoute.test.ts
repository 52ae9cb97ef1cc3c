import { describe, expect, it } from 'vitest'
import { siteCategories } from '../categories'
import { compCardUrl, talentPath } from './talentRoute'

describe('talentPath', () => {
  it('puts a talent under the first of mainboard, image, development it has, whatever the order given', () => {
    const t = { id: 12, slug: 'ana-lima', categories: ['development', 'image'] } as const
    expect(talentPath(t, 'pt')).toBe('/modelos/image/12/ana-lima')
    expect(talentPath(t, 'en', 'compCard')).toBe('/en/models/image/12/ana-lima/comp-card')
  })

  it("places a talent's comp card in its profile, at the card, a query before the fragment", () => {
    const t = { id: 12, slug: 'ana-lima', categories: ['image'] } as const
    expect(compCardUrl(t, 'pt')).toBe('/modelos/image/12/ana-lima#comp-card')
    expect(compCardUrl(t, 'en', '?from=share')).toBe('/en/models/image/12/ana-lima?from=share#comp-card')
  })
})

describe('siteCategories', () => {
  it('keeps the site categories of CMS ids in canonical order, and none means not on the site', () => {
    expect(siteCategories([3224, 3226, 99])).toEqual(['image', 'development'])
    expect(siteCategories([3225, 3224])).toEqual(['mainboard', 'development'])
    expect(siteCategories([99])).toBeNull()
  })
})
