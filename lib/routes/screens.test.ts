import { describe, expect, it } from 'vitest'
import { locales } from '../i18n/locales'
import { resolvePath } from './resolvePath'
import {
  type BuildData,
  type MenuEntry,
  menuLinks,
  pageRoutes,
  type Route,
  screenNames,
  screens,
  sections,
  unbuiltSections,
} from './screens'
import { logicalPath, urlFor } from './urlFor'

/** A snapshot in small: talents under each category, posts with a plain slug and one to be encoded. */
const data: BuildData = {
  talents: () => [
    { id: 12, slug: 'ana-silva', categories: ['development', 'image'] },
    { id: 3, slug: 'joao', categories: ['mainboard'] },
    { id: 7, slug: 'bia-2', categories: ['development'] },
  ],
  posts: (locale) => [{ slug: locale === 'pt' ? 'desfile-spfw' : 'spfw-show' }, { slug: 'ação 2026' }],
}

describe('the screen table', () => {
  it('gives every screen pages, whose URLs resolve back to their route in both languages', () => {
    for (const screen of screenNames) {
      for (const locale of locales) {
        const routes = pageRoutes(screen, data, locale)
        // The comp card's old address has none: the Worker redirects it to the profile, at the card.
        if (screen === 'compCard') {
          expect(routes).toEqual([])
          continue
        }
        expect(routes.length, screen).toBeGreaterThan(0)
        for (const route of routes) {
          const url = urlFor(route, locale)
          expect(resolvePath(url), url).toEqual({ type: 'page', locale, route })
          // Vike routes on the English segments without the prefix.
          expect(logicalPath(route)).toBe(urlFor(route, 'en').replace(/^\/en(?=\/|$)/, '') || '/')
        }
      }
    }
  })

  it('redirects each section’s other-language segment and aliases to its own, keeping the rest', () => {
    for (const section of sections) {
      expect(resolvePath(`/${section.en}`)).toEqual({ type: 'redirect', location: `/${section.pt}` })
      expect(resolvePath(`/en/${section.pt}`)).toEqual({ type: 'redirect', location: `/en/${section.en}` })
      for (const alias of section.aliases ?? []) {
        expect(resolvePath(`/${alias}`)).toEqual({ type: 'redirect', location: `/${section.pt}` })
        expect(resolvePath(`/en/${alias}`)).toEqual({ type: 'redirect', location: `/en/${section.en}` })
      }
    }
    expect(resolvePath('/en/noticias/spfw-show')).toEqual({
      type: 'redirect',
      location: '/en/news/spfw-show',
    })
  })

  it('answers 404 for the spec’s sections that are not built, in both languages', () => {
    for (const section of unbuiltSections) {
      expect(resolvePath(`/${section.pt}`)).toEqual({ type: 'not-found', locale: 'pt' })
      expect(resolvePath(`/en/${section.en}`)).toEqual({ type: 'not-found', locale: 'en' })
    }
  })

  it('gives each section one segment per language that no other section uses', () => {
    const names = [...sections, ...unbuiltSections].flatMap((s) => [
      ...new Set([s.pt, s.en, ...('aliases' in s ? s.aliases : [])]),
    ])
    expect(new Set(names).size).toBe(names.length)
  })

  it('lists the menu in its order, the header bar taking the news link', () => {
    expect(menuLinks.map((l) => urlFor(l.route, 'pt'))).toEqual([
      '/modelos',
      '/noticias',
      '/sobre',
      '/contato',
      '/seja-um-modelo',
      '/favoritos',
    ])
    expect(menuLinks.filter((l) => l.header).map((l) => l.route.screen)).toEqual(['news'])
  })

  it('types a route by its screen, and a menu label by the messages', () => {
    // @ts-expect-error a post needs its slug
    const withoutSlug: Route = { screen: 'post' }
    // @ts-expect-error no screen has that name
    const unknown: Route = { screen: 'blog' }
    // @ts-expect-error a label is a key of the messages
    const label: MenuEntry = { label: 'common.nav.blog', order: 9 }
    expect([withoutSlug, unknown, label].length).toBe(3)
    expect(Object.keys(screens)).toEqual(screenNames)
  })
})
