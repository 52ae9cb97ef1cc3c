// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { newsPages } from '../../lib/news/newsPages'
import { snapshot } from '../../lib/snapshot/readSnapshot.server'

/** Page 1 of the feed; the next pages are static files (vite.config.ts, newsFeed). */
export function data(pageContext: PageContextServer) {
  const [first] = newsPages(snapshot().posts(pageContext.locale))
  if (!first) throw new Error('newsPages always has a first page')
  return { first }
}

export type Data = ReturnType<typeof data>
