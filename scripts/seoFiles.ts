import { escapeHtml } from '../lib/text/escapeHtml'

import type { SitemapEntry } from './pageFacts.ts'

export { type SitemapEntry, sitemapEntry } from './pageFacts.ts'

/** sitemap.xml with xhtml:link alternates (Google's format for language versions), sorted by URL. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => a.loc.localeCompare(b.loc))
    .map((e) => {
      const links = e.alternates
        .map(
          ([lang, href]) =>
            `    <xhtml:link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(href)}"/>`,
        )
        .join('\n')
      return `  <url>\n    <loc>${escapeHtml(e.loc)}</loc>\n${links}${links ? '\n' : ''}  </url>`
    })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything but the machinery (API, feed files, the profile shells), and the sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /_data/',
    'Disallow: /__profile-shell',
    'Disallow: /en/__profile-shell',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
