import type { Locale } from '../../lib/i18n/locales'
import { type Route, urlFor } from '../../lib/routes'
import {
  expect,
  fetchHtml,
  layoutShift,
  locales,
  open,
  siteSnapshot,
  test,
  watchLayoutShift,
} from '../fixtures'

// What search engines and link previews read from the prerendered HTML, and the files they crawl.

const snapshot = siteSnapshot()
const talents = snapshot.talents()
const talent = talents.find((t) => t.categories.length > 0)
const postIn = (locale: Locale) => snapshot.posts(locale)[0]
const category = talent?.categories[0]
if (!talent || !category) throw new Error('the snapshot has no talent')
const profileRoute: Route = { screen: 'profile', id: talent.id, slug: talent.slug, category }

type PageType = { name: string; route: (locale: Locale) => Route; jsonLd?: string }
const pageTypes: PageType[] = [
  { name: 'home', route: () => ({ screen: 'home' }), jsonLd: 'Organization' },
  { name: 'roster', route: () => ({ screen: 'roster', category: null }) },
  {
    name: 'profile',
    route: () => profileRoute,
    jsonLd: 'Person',
  },
  { name: 'news', route: () => ({ screen: 'news' }) },
  {
    name: 'post',
    route: (locale) => ({ screen: 'post', slug: postIn(locale)?.slug ?? '' }),
    jsonLd: 'Article',
  },
  { name: 'about', route: () => ({ screen: 'about' }) },
  { name: 'contact', route: () => ({ screen: 'contact' }) },
  { name: 'be a model', route: () => ({ screen: 'beAModel' }) },
]

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]

for (const locale of locales) {
  for (const type of pageTypes) {
    test(`${type.name} (${locale}): description, canonical, hreflang alternates, Open Graph image${type.jsonLd ? `, ${type.jsonLd} JSON-LD` : ''}`, async ({
      page,
    }) => {
      const path = urlFor(type.route(locale), locale)
      const { status, html } = await fetchHtml(page, path)
      expect(status).toBe(200)
      expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length ?? 0).toBeGreaterThan(20)
      const canonical = attr(html, /<link rel="canonical" href="([^"]+)"/)
      expect(canonical).toBeDefined()
      const origin = new URL(canonical ?? '').origin
      expect(new URL(canonical ?? '').pathname).toBe(path)
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
          m[1],
          m[2],
        ]),
      )
      const other: Locale = locale === 'pt' ? 'en' : 'pt'
      const expected = { [locale]: path, [other]: urlFor(type.route(other), other) }
      if (type.name !== 'post' || postIn(other)?.slug === postIn(locale)?.slug) {
        expect(alternates).toEqual({
          'pt-BR': `${origin}${expected.pt}`,
          en: `${origin}${expected.en}`,
          'x-default': `${origin}${expected.pt}`,
        })
      }
      expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toMatch(/^https?:\/\//)
      expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBe(
        attr(html, /<title>([^<]+)<\/title>/),
      )
      if (type.jsonLd) {
        const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
          (m) => JSON.parse(m[1] ?? '') as { '@type'?: string },
        )
        expect(blocks.map((b) => b['@type'])).toContain(type.jsonLd)
      }
      // The JSON-LD and the tags stay after hydration (hydration keeps the head's tags).
      await open(page, path)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical ?? '')
    })
  }
}

test('sitemap.xml lists every page of both languages with its alternates; robots.txt points to it', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1]
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/)
  expect(robots).toMatch(/^Disallow: \/api\/$/m)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
  for (const locale of locales) {
    for (const type of pageTypes)
      expect(locs, `${type.name} (${locale})`).toContain(urlFor(type.route(locale), locale))
  }
  // Every talent of the build, in both languages; nothing that is not a page (the profile shells, 404).
  expect(locs.filter((p) => /^\/(en\/models|modelos)\/[^/]+\/\d+\//.test(p))).toHaveLength(talents.length * 2)
  expect(locs.some((p) => p.includes('__profile-shell') || p.includes('404'))).toBe(false)
  const home = /<url>\s*<loc>[^<]*\/<\/loc>([\s\S]*?)<\/url>/.exec(sitemap)?.[1] ?? ''
  expect(home).toContain('hreflang="en"')
  expect(home).toContain('hreflang="x-default"')
})

test('nothing on the page moves while it loads: masonry, cards and images have their size from the start', async ({
  page,
}) => {
  await watchLayoutShift(page)
  const desktopRoutes: Route[] = [
    { screen: 'home' },
    { screen: 'news' },
    { screen: 'roster', category: null },
    profileRoute,
  ]
  // On a phone the masonry's prerendered three columns show as one, and hydration renders one column.
  const phoneRoutes: Route[] = [{ screen: 'home' }, { screen: 'news' }]
  for (const [viewport, routes] of [
    [{ width: 1280, height: 720 }, desktopRoutes],
    [{ width: 390, height: 844 }, phoneRoutes],
  ] as const) {
    await page.setViewportSize(viewport)
    for (const locale of locales) {
      for (const route of routes) {
        const path = urlFor(route, locale)
        await open(page, path)
        await page.waitForLoadState('load')
        expect(await layoutShift(page), `${path} at ${viewport.width} px`).toBeLessThan(0.01)
      }
    }
  }
})
