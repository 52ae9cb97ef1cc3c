import { escapeHtml } from '../lib/text/escapeHtml'

/** One page of the sitemap: its canonical URL and the URL of each language version (hreflang → URL). */
export type SitemapEntry = { loc: string; alternates: [hreflang: string, href: string][] }

function attr(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return match?.[1] ?? null
}

/**
 * What the sitemap needs from a prerendered page, read from the tags <Seo> wrote into its <head>: the
 * canonical URL and the hreflang alternates. A page marked noindex (or without a canonical) is left out.
 */
export function sitemapEntry(html: string): SitemapEntry | null {
  const end = html.indexOf('</head>')
  const head = end === -1 ? html : html.slice(0, end)
  const links = head.match(/<link\b[^>]*>/gi) ?? []
  const metas = head.match(/<meta\b[^>]*>/gi) ?? []
  if (metas.some((m) => attr(m, 'name') === 'robots' && /noindex/i.test(attr(m, 'content') ?? '')))
    return null
  const canonical = links.find((l) => attr(l, 'rel') === 'canonical')
  const loc = canonical ? attr(canonical, 'href') : null
  if (!loc) return null
  const alternates = links
    .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'))
    .map((l) => [attr(l, 'hreflang') as string, attr(l, 'href') ?? ''] as [string, string])
    .filter(([, href]) => href !== '')
  return { loc, alternates }
}

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
