import sanitizeHtml from 'sanitize-html'
import { locales } from '../lib/i18n/locales'
import { resolvePath, urlFor } from '../lib/routes'
import type { Content } from './content'

/** The `href` of every link in `html`, read by the same parser that sanitizes it. */
export function linkTargets(html: string): string[] {
  const hrefs: string[] = []
  sanitizeHtml(html, {
    // Only read: what it keeps does not matter, the links are collected on the way.
    allowedTags: ['a'],
    allowedAttributes: { a: ['href'] },
    transformTags: {
      a: (tagName, attribs) => {
        if (attribs.href) hrefs.push(attribs.href)
        return { tagName, attribs }
      },
    },
  })
  return hrefs
}

/** Whether `pathname` is a page of this snapshot: the route table's, following its 301s, and the data's. */
function isPage(pathname: string, content: Content): boolean {
  let path = pathname
  for (let hops = 0; hops < 3; hops++) {
    const resolution = resolvePath(path)
    if (resolution.type === 'not-found') return false
    if (resolution.type === 'redirect') {
      path = resolution.location
      continue
    }
    const { route, locale } = resolution
    if (route.screen === 'post') return content.posts[locale].some((p) => p.slug === route.slug)
    if (route.screen === 'profile') return content.talents.some((t) => t.id === route.id)
    return true
  }
  return false
}

/**
 * The internal links of the posts' HTML that lead to no page of the site (a warning of the sync: the
 * agency fixes them in the CMS). Internal: a path, or an absolute URL on `siteOrigin`, read from the
 * post's own URL. Links to files (a last segment with an extension) and same-page anchors are left out.
 * Example: a pt post linking `/pt/casting` → `post pt/some-post: link /pt/casting leads to no page`.
 */
export function brokenPostLinks(content: Content, siteOrigin: string): string[] {
  const origin = new URL(siteOrigin).origin
  const broken: string[] = []
  for (const locale of locales) {
    for (const post of content.posts[locale]) {
      const page = new URL(urlFor({ screen: 'post', slug: post.slug }, locale), origin)
      for (const href of linkTargets(post.content)) {
        if (href.startsWith('#')) continue
        let url: URL
        try {
          url = new URL(href, page)
        } catch {
          continue // not a URL at all: the sanitizer dropped or kept it as text; not a link to check
        }
        if (url.origin !== origin || /\.[a-z0-9]+$/i.test(url.pathname)) continue
        if (!isPage(url.pathname, content)) {
          broken.push(`post ${locale}/${post.slug}: link ${href} leads to no page`)
        }
      }
    }
  }
  return broken
}
