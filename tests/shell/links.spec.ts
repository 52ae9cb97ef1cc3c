import { linkTargets } from '../../sync/checkPostLinks'
import { expect, test } from '../fixtures'

// A crawl of the built site as served (npm start): from both homes and every URL of the sitemap, each
// internal link found in a page's HTML is followed (redirects included) and must end on a page.

test('every internal link of the built site leads to a page (both homes, the sitemap, and all they link)', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(300_000)
  const origin = new URL(baseURL ?? '').origin
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)
  expect(listed.length).toBeGreaterThan(100)

  /** Each path to visit → the page that first linked it. */
  const found = new Map<string, string>()
  const queue: string[] = []
  const visit = (path: string, from: string) => {
    if (found.has(path)) return
    found.set(path, from)
    queue.push(path)
  }
  for (const path of ['/', '/en']) visit(path, 'the crawl')
  for (const path of listed) visit(path, 'sitemap.xml')

  const broken: string[] = []
  let pages = 0
  while (queue.length > 0) {
    await Promise.all(
      queue.splice(0, 8).map(async (path) => {
        const answer = await request.get(path)
        if (answer.status() !== 200) {
          broken.push(`${path} (linked from ${found.get(path)}) answers ${answer.status()}`)
          return
        }
        if (!answer.headers()['content-type']?.startsWith('text/html')) return
        pages++
        const page = new URL(answer.url())
        for (const href of linkTargets(await answer.text())) {
          const url = new URL(href, page)
          if (url.origin === origin) visit(`${url.pathname}${url.search}`, page.pathname)
        }
      }),
    )
  }
  expect(broken).toEqual([])
  expect(pages).toBeGreaterThanOrEqual(listed.length)
})
