import { describe, expect, it } from 'vitest'
import { pageAlternates, switchTarget } from './alternates'

describe('pageAlternates', () => {
  it('derives both languages from the route when the data says nothing', () => {
    expect(pageAlternates({ screen: 'about' }, {})).toEqual({ pt: '/sobre', en: '/en/about' })
    expect(pageAlternates({ screen: 'profile', category: 'image', id: 12, slug: 'ana-silva' }, null)).toEqual(
      {
        pt: '/modelos/image/12/ana-silva',
        en: '/en/models/image/12/ana-silva',
      },
    )
  })

  it('takes the alternates a page returns from +data', () => {
    const data = { alternates: { pt: '/noticias/desfile', en: '/en/news/the-show' } }
    expect(pageAlternates({ screen: 'post', slug: 'desfile' }, data)).toEqual(data.alternates)
  })

  it('has none on the error page', () => {
    expect(pageAlternates(null, undefined)).toEqual({})
  })
})

describe('switchTarget', () => {
  it('keeps the page, a post its translation, else goes to the nearest page that exists', () => {
    expect(switchTarget({ screen: 'contact' }, {}, 'en')).toBe('/en/contact')
    const translated = { alternates: { pt: '/noticias/desfile', en: '/en/news/the-show' } }
    expect(switchTarget({ screen: 'post', slug: 'desfile' }, translated, 'en')).toBe('/en/news/the-show')
    const alone = { alternates: { pt: '/noticias/so-aqui' } }
    expect(switchTarget({ screen: 'post', slug: 'so-aqui' }, alone, 'en')).toBe('/en/news')
    expect(switchTarget(null, undefined, 'en')).toBe('/en')
  })
})
