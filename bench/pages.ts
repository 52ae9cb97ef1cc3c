import { type Locale, locales } from '../lib/i18n/locales'
import { type Route, urlFor } from '../lib/routes'
import { talentRoute } from '../lib/routes/talentRoute'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server'

/** The page types measured; bytes measures each in both languages. */
export const pageTypes = [
  'home',
  'roster',
  'profile',
  'news',
  'post',
  'about',
  'contact',
  'be-a-model',
  'favorites',
] as const
export type PageType = (typeof pageTypes)[number]

/**
 * The 14 pages Lighthouse measures (issue 23): every page type in English, and in Portuguese (the site's
 * default language, `/` is its home) the five whose content differs most between languages or that carry
 * the heaviest islands: home, roster, profile, news and contact (form and map). The other Portuguese pages
 * are the same templates with other words; bytes still measures them.
 */
export const lighthousePages: readonly { type: PageType; locale: Locale }[] = [
  ...pageTypes.map((type) => ({ type, locale: 'en' as Locale })),
  ...(['home', 'roster', 'profile', 'news', 'contact'] as const).map((type) => ({
    type,
    locale: 'pt' as Locale,
  })),
]

export const isLighthousePage = (p: { type: PageType; locale: Locale }) =>
  lighthousePages.some((x) => x.type === p.type && x.locale === p.locale)

export type BenchPage = { type: PageType; locale: Locale; path: string }

/**
 * `--pages home,roster:pt`: a page type in both languages, or `type:locale` for one. Throws on a name that is
 * not a page type or language, so a typo does not measure nothing.
 */
export function pageFilter(spec: string | undefined): (p: { type: PageType; locale: Locale }) => boolean {
  if (!spec) return () => true
  const wanted = spec.split(',').map((token) => {
    const [type, locale] = token.trim().split(':')
    if (!pageTypes.includes(type as PageType))
      throw new Error(`unknown page type "${type}" (page types: ${pageTypes.join(', ')})`)
    if (locale !== undefined && !locales.includes(locale as Locale))
      throw new Error(`unknown language "${locale}" (languages: ${locales.join(', ')})`)
    return { type: type as PageType, locale: locale as Locale | undefined }
  })
  return (p) => wanted.some((w) => w.type === p.type && (w.locale === undefined || w.locale === p.locale))
}

/**
 * One URL per page type and language, from the snapshot the site was built from: the first talent of the
 * roster (its canonical profile) and the first post of each language's feed.
 */
export function benchPages(dataDir: string): BenchPage[] {
  const snap = readSnapshot(dataDir)
  const talent = snap.talents()[0]
  const out: BenchPage[] = []
  for (const locale of locales) {
    const post = snap.posts(locale)[0]
    const routes: Record<PageType, Route | null> = {
      home: { screen: 'home' },
      roster: { screen: 'roster', category: null },
      profile: talent ? talentRoute(talent) : null,
      news: { screen: 'news' },
      post: post ? { screen: 'post', slug: post.slug } : null,
      about: { screen: 'about' },
      contact: { screen: 'contact' },
      'be-a-model': { screen: 'beAModel' },
      favorites: { screen: 'favorites' },
    }
    for (const type of pageTypes) {
      const route = routes[type]
      if (route) out.push({ type, locale, path: urlFor(route, locale) })
    }
  }
  return out
}
