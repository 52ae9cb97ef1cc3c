import { type Locale, locales } from '../lib/i18n/locales'
import { type Route, urlFor } from '../lib/routes'
import { talentRoute } from '../lib/routes/talentRoute'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server'

/** The page types measured; each is measured in both languages. */
export const pageTypes = [
  'home',
  'roster',
  'profile',
  'news',
  'post',
  'about',
  'contact',
  'be-a-model',
] as const
export type PageType = (typeof pageTypes)[number]

/** Lighthouse runs on these (the list); bytes on every page type. */
export const lighthouseTypes: PageType[] = [
  'home',
  'roster',
  'profile',
  'news',
  'post',
  'contact',
  'be-a-model',
]

export type BenchPage = { type: PageType; locale: Locale; path: string }

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
    }
    for (const type of pageTypes) {
      const route = routes[type]
      if (route) out.push({ type, locale, path: urlFor(route, locale) })
    }
  }
  return out
}
