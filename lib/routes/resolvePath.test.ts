import { describe, expect, it } from 'vitest'
import { resolvePath } from './resolvePath'
import { logicalPath, urlFor } from './urlFor'

describe('resolvePath', () => {
  it('resolves unprefixed Portuguese and /en English pages', () => {
    expect(resolvePath('/')).toEqual({ type: 'page', locale: 'pt', route: { screen: 'home' } })
    expect(resolvePath('/en')).toEqual({ type: 'page', locale: 'en', route: { screen: 'home' } })
    expect(resolvePath('/contato')).toEqual({ type: 'page', locale: 'pt', route: { screen: 'contact' } })
    expect(resolvePath('/en/be-a-model')).toEqual({
      type: 'page',
      locale: 'en',
      route: { screen: 'beAModel' },
    })
    expect(resolvePath('/noticias/desfile-spfw')).toEqual({
      type: 'page',
      locale: 'pt',
      route: { screen: 'post', slug: 'desfile-spfw' },
    })
  })

  it('resolves rosters of the three site categories and profiles', () => {
    expect(resolvePath('/en/models/mainboard')).toEqual({
      type: 'page',
      locale: 'en',
      route: { screen: 'roster', category: 'mainboard' },
    })
    expect(resolvePath('/modelos/image/12/ana-silva')).toEqual({
      type: 'page',
      locale: 'pt',
      route: { screen: 'profile', category: 'image', id: 12, slug: 'ana-silva' },
    })
  })

  it('redirects the /pt prefix, trailing slashes and the other language’s segments to canonical paths', () => {
    expect(resolvePath('/pt')).toEqual({ type: 'redirect', location: '/' })
    expect(resolvePath('/pt/contato')).toEqual({ type: 'redirect', location: '/contato' })
    expect(resolvePath('/pt/contact')).toEqual({ type: 'redirect', location: '/contato' })
    expect(resolvePath('/contact')).toEqual({ type: 'redirect', location: '/contato' })
    expect(resolvePath('/en/contato')).toEqual({ type: 'redirect', location: '/en/contact' })
    expect(resolvePath('/en/')).toEqual({ type: 'redirect', location: '/en' })
    expect(resolvePath('/modelos/')).toEqual({ type: 'redirect', location: '/modelos' })
    expect(resolvePath('/models/image/12/ana-silva')).toEqual({
      type: 'redirect',
      location: '/modelos/image/12/ana-silva',
    })
  })

  it('answers 404 for unknown languages, categories, unbuilt sections and junk', () => {
    expect(resolvePath('/fr')).toEqual({ type: 'not-found', locale: 'pt' })
    expect(resolvePath('/fr/contact')).toEqual({ type: 'not-found', locale: 'pt' })
    expect(resolvePath('/modelos/kids')).toEqual({ type: 'not-found', locale: 'pt' })
    expect(resolvePath('/en/models/curvy')).toEqual({ type: 'not-found', locale: 'en' })
    expect(resolvePath('/atores')).toEqual({ type: 'not-found', locale: 'pt' })
    expect(resolvePath('/modelos/image/abc/ana')).toEqual({ type: 'not-found', locale: 'pt' })
    expect(resolvePath('/contato/extra')).toEqual({ type: 'not-found', locale: 'pt' })
    expect(resolvePath('/%E0%A4%A')).toEqual({ type: 'not-found', locale: 'pt' })
  })

  it("resolves a talent's comp card under its profile path, in both languages", () => {
    expect(resolvePath('/modelos/image/12/ana-silva/comp-card')).toEqual({
      type: 'page',
      locale: 'pt',
      route: { screen: 'compCard', category: 'image', id: 12, slug: 'ana-silva' },
    })
    expect(resolvePath('/en/models/image/12/ana-silva/comp-card')).toEqual({
      type: 'page',
      locale: 'en',
      route: { screen: 'compCard', category: 'image', id: 12, slug: 'ana-silva' },
    })
    expect(resolvePath('/models/image/12/ana-silva/comp-card')).toEqual({
      type: 'redirect',
      location: '/modelos/image/12/ana-silva/comp-card',
    })
    expect(resolvePath('/modelos/image/12/ana-silva/other')).toEqual({ type: 'not-found', locale: 'pt' })
    expect(resolvePath('/modelos/image/12/ana-silva/comp-card/x')).toEqual({
      type: 'not-found',
      locale: 'pt',
    })
  })

  it('leaves a profile without its name slug to the caller, which knows the canonical slug', () => {
    expect(resolvePath('/modelos/image/12')).toEqual({
      type: 'page',
      locale: 'pt',
      route: { screen: 'profile', category: 'image', id: 12, slug: '' },
    })
  })

  it('redirects the platform’s own name for the application page to the be-a-model page of the language', () => {
    expect(resolvePath('/get-scouted')).toEqual({ type: 'redirect', location: '/seja-um-modelo' })
    expect(resolvePath('/pt/get-scouted')).toEqual({ type: 'redirect', location: '/seja-um-modelo' })
    expect(resolvePath('/en/get-scouted')).toEqual({ type: 'redirect', location: '/en/be-a-model' })
  })

  it('leaves a slug with capitals or accents to the caller too, and takes a category in capitals', () => {
    for (const path of [
      '/modelos/image/12/Ana-Silva',
      '/modelos/image/12/%C3%A1na-silva',
      '/modelos/image/12/ana_silva',
    ]) {
      expect(resolvePath(path), path).toEqual({
        type: 'page',
        locale: 'pt',
        route: { screen: 'profile', category: 'image', id: 12, slug: '' },
      })
    }
    expect(resolvePath('/en/models/Image/12/ana-silva')).toEqual({
      type: 'redirect',
      location: '/en/models/image/12/ana-silva',
    })
    expect(resolvePath('/modelos/IMAGE')).toEqual({ type: 'redirect', location: '/modelos/image' })
  })
})

describe('urlFor and logicalPath', () => {
  it('builds canonical paths per language and a language-neutral path for routing', () => {
    expect(urlFor({ screen: 'home' }, 'pt')).toBe('/')
    expect(urlFor({ screen: 'roster', category: null }, 'pt')).toBe('/modelos')
    expect(urlFor({ screen: 'favorites' }, 'en')).toBe('/en/favorites')
    expect(logicalPath({ screen: 'profile', category: 'development', id: 3, slug: 'joao-silva' })).toBe(
      '/models/development/3/joao-silva',
    )
    expect(logicalPath({ screen: 'home' })).toBe('/')
  })
})
