import { talentPath } from '../../lib/routes/talentRoute'
import { cmsUrl } from '../cms'
import { expect, inDemo, open, siteSnapshot, test } from '../fixtures'

// Every picture and film on the site is its own, from its media store (docs/decisions/0061): same-origin,
// a WebP ladder of at least three widths for each photo, and no page names the CMS's host, whatever port
// the stand-in CMS runs on (CMS_PORT).

const snapshot = siteSnapshot()
const talent = inDemo(snapshot.talents()[0], 'a talent')
const post = inDemo(
  snapshot.posts('pt').find((p) => p.cover?.kind === 'image'),
  'a post with a picture',
)
const cmsHost = new URL(cmsUrl).host

const pages = [
  '/',
  '/modelos',
  talentPath(talent, 'pt'),
  talentPath(talent, 'en'),
  '/noticias',
  `/noticias/${post.slug}`,
  '/sobre',
  '/en',
  '/en/models',
]

test.describe('the site serves its own media', () => {
  for (const path of pages) {
    test(`${path}: every image and video is same-origin, photos with 3 or more widths`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? '').origin
      const broken: string[] = []
      page.on('response', (r) => {
        if (r.request().resourceType() === 'image' && r.status() >= 400)
          broken.push(`${r.status()} ${r.url()}`)
      })
      const response = await open(page, path)
      expect(response?.status()).toBe(200)
      const html = await response?.text()
      expect(html).not.toContain(cmsHost)
      expect(html).not.toContain('/uploads/')
      const media = await page.evaluate(() =>
        [...document.querySelectorAll('img, source, video')].map((el) => ({
          tag: el.tagName.toLowerCase(),
          src: el.getAttribute('src'),
          srcset: el.getAttribute('srcset'),
          // The comp card is the page's print (hidden on screen): its photos are full size for paper.
          onScreen: !el.closest('.comp-card'),
        })),
      )
      expect(media.length).toBeGreaterThan(0)
      for (const { tag, src, srcset, onScreen } of media) {
        const urls = [src, ...(srcset ?? '').split(',').map((c) => c.trim().split(/\s+/)[0])].filter(
          (u): u is string => !!u,
        )
        // A data: URI is the page's own (a placeholder), never another host.
        for (const url of urls.filter((u) => !u.startsWith('data:')))
          expect(new URL(url, origin).origin, `${tag} ${url}`).toBe(origin)
        const photo = src && /^\/media\/[0-9a-f]{16}\.\d+x\d+\.webp$/.test(src)
        if (tag === 'img' && photo && onScreen) {
          const [width] = /\.(\d+)x/.exec(src)?.slice(1) ?? []
          // A photo at least 480 wide offers its ladder: 320, 480 and itself at least.
          if (Number(width) >= 480)
            expect((srcset ?? '').split(',').length, `${src} srcset`).toBeGreaterThanOrEqual(3)
        }
      }
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      expect(broken).toEqual([])
    })
  }

  test('a media file is served immutable with its ETag, and a second ask for it gets 304', async ({
    request,
  }) => {
    const cover = inDemo(talent.cover, "the first talent's cover")
    const first = await request.get(cover)
    expect(first.status()).toBe(200)
    expect(first.headers()['content-type']).toBe('image/webp')
    expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const etag = first.headers().etag ?? ''
    const again = await request.get(cover, { headers: { 'If-None-Match': etag } })
    expect(again.status()).toBe(304)
  })
})
