/**
 * Where a prerendered page's files are, as Vike's client routing and Cloudflare's static assets name them:
 * the HTML at `{url}/index.html` (served for `{url}`), and, for a page with server data, the pageContext
 * client navigation fetches at `{url}/index.pageContext.json`.
 */
export const pageContextSuffix = '/index.pageContext.json'

/** `/sobre` → `/sobre/index.pageContext.json`; `/` → `/index.pageContext.json`. */
export const pageContextUrl = (url: string) => `${url === '/' ? '' : url}${pageContextSuffix}`

/** The file (relative to dist/client) a URL's page goes to: `/sobre` → `sobre/index.html`, `/` → `index.html`. */
export const htmlFile = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}/index.html`)

/** The file of a URL's pageContext: `/sobre` → `sobre/index.pageContext.json`. */
export const pageContextFile = (url: string) => pageContextUrl(url).slice(1)
