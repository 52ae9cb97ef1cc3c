// https://vike.dev/onPrerenderStart
import type { PageContextServer, PrerenderContext } from 'vike/types'
import { resolvePath } from '../lib/routes'
import { profileShellLocale } from '../lib/routes/profileShell'
import { prerenderShard, rendersSharedPages, talentPageIds } from '../lib/snapshot/prerenderShard'

/**
 * Keeps only canonical URLs (Vike also visits each static Route String, e.g. `/about`, which is the
 * Portuguese page's redirect) and prerenders the 404 page once per language: `404.html` (Portuguese, also
 * served for unknown prefixes) and `en/404.html` (Cloudflare serves the nearest 404.html up the tree).
 * When the prerender is split into parts, only part 0 keeps the pages that are not profiles.
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts: PageContextServer[] = []
  // A process rendering part of the talents (scripts/prerender.ts) leaves the other pages to part 0.
  const shared = rendersSharedPages(prerenderShard())
  for (const pageContext of prerenderContext.pageContexts) {
    if (!shared && !talentPageIds.includes(pageContext.pageId ?? '')) continue
    if (pageContext.is404) {
      pageContexts.push({ ...pageContext, locale: 'pt', route: null } as unknown as PageContextServer)
      pageContexts.push({
        ...pageContext,
        urlOriginal: '/en/404',
        locale: 'en',
        route: null,
      } as unknown as PageContextServer)
      continue
    }
    // The URL as requested (pageContext.urlPathname is the language-neutral path Vike routed on).
    const path = new URL(pageContext.urlOriginal, 'http://localhost').pathname
    // Copies, as Vike's i18n example does: Vike restores the URL getters on them afterwards.
    if (resolvePath(path).type === 'page' || profileShellLocale(path)) {
      pageContexts.push({ ...pageContext } as unknown as PageContextServer)
    }
  }
  return { prerenderContext: { pageContexts } }
}
