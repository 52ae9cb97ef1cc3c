/** The file (relative to dist/client) a URL's page goes to: `/sobre` → `sobre/index.html`, `/` → `index.html`. */
export const htmlFile = (url: string) => (url === '/' ? 'index.html' : `${url.slice(1)}/index.html`)
