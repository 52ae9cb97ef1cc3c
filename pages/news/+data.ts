// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { Alternates } from '../../components/shell/alternates'
import { locales } from '../../lib/i18n/locales'
import { newsPages } from '../../lib/news/newsPages'
import { urlFor } from '../../lib/routes'
import { routeOfPage } from '../../lib/routes/pageRoute'
import { snapshot } from '../../lib/snapshot/readSnapshot.server'

/**
 * A page of the feed: page 1 at the section's root, the next ones at `…/page/N` (the links a visitor
 * without script follows); the island loads the pages after it from static files (vite.config.ts, newsFeed).
 * A page exists in the other language only when its feed is as long.
 */
export function data(pageContext: PageContextServer) {
  const { page = 1 } = routeOfPage(pageContext, 'news')
  const first = newsPages(snapshot().posts(pageContext.locale))[page - 1]
  if (!first) throw new Error(`the news feed has no page ${page}`)
  const alternates: Alternates = {}
  for (const locale of locales) {
    if (newsPages(snapshot().posts(locale)).length >= page) {
      alternates[locale] = urlFor({ screen: 'news', ...(page > 1 && { page }) }, locale)
    }
  }
  return { first, alternates }
}

export type Data = ReturnType<typeof data>
