import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { linkPreview } from '../../lib/media/linkPreview'
import { urlFor } from '../../lib/routes'
import { talentPath } from '../../lib/routes/talentRoute'
import { expect, fetchHtml, inDemo, locales, siteSnapshot, test } from '../fixtures'

// What WhatsApp, iMessage, Facebook, X and LinkedIn show of a shared link: its og:image, which must be a
// picture of the site itself (same origin), 1,200 × 630, within 300 KB (sync/linkPreview.ts draws a
// talent's, functions/selectionPreview.ts a shared selection's). Needs a snapshot synced with the media
// mirror (`npm run sync -- --demo --mirror-media`), as `npm start` and a release make it.

const snapshot = siteSnapshot()
const talents = snapshot.talents()
const talent = inDemo(talents[0], 'talent')

const meta = (html: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1]

/** The page's og:image, checked to be on the page's own origin (its canonical's). */
function ogImage(html: string): URL {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  const image = new URL(inDemo(meta(html, 'og:image'), 'og:image'))
  if (canonical) expect(image.origin).toBe(new URL(canonical).origin)
  return image
}

/** The picture at `image`'s path, fetched from the site under test: its format, size and bytes. */
async function picture(request: APIRequestContext, image: URL) {
  const response = await request.get(image.pathname)
  expect(response.status(), image.pathname).toBe(200)
  const bytes = await response.body()
  const { format, width, height } = await sharp(bytes).metadata()
  return { type: response.headers()['content-type'], format, width, height, bytes: bytes.length }
}

const expected = {
  type: 'image/jpeg',
  format: 'jpeg',
  width: linkPreview.width,
  height: linkPreview.height,
}

for (const locale of locales) {
  test(`a profile's link preview (${locale}) is its own 1,200 × 630 picture within 300 KB, named with its size and alt`, async ({
    page,
  }) => {
    const { html } = await fetchHtml(page, talentPath(talent, locale))
    const image = ogImage(html)
    expect(image.pathname).toMatch(/^\/media\/[0-9a-f]{16}\.1200x630\.jpg$/)
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630'])
    expect(meta(html, 'og:image:alt')).toContain(talent.name.split(' ')[0])
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    const { bytes, ...seen } = await picture(page.request, image)
    expect(seen).toEqual(expected)
    expect(bytes).toBeLessThanOrEqual(linkPreview.maxBytes)
  })

  test(`a shared selection's link preview (${locale}) is a picture of its talents, not the site's`, async ({
    page,
  }) => {
    const ids = talents.slice(0, 4).map((t) => t.id)
    const { html } = await fetchHtml(page, `${urlFor({ screen: 'favorites' }, locale)}?ids=${ids.join(',')}`)
    const image = ogImage(html)
    // Its first three talents, by id, in the link's order.
    expect(image.pathname).toMatch(
      new RegExp(`^/media/selection/${ids.slice(0, 3).join('-')}\\.[0-9a-f]{8}\\.jpg$`),
    )
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630'])
    expect(meta(html, 'og:image:alt')).toBeTruthy()
    const { bytes, ...seen } = await picture(page.request, image)
    expect(seen).toEqual(expected)
    expect(bytes).toBeLessThanOrEqual(linkPreview.maxBytes)
  })
}

test("a post's link preview is its cover, with the cover's size", async ({ page }) => {
  const post = inDemo(
    snapshot.posts('pt').find((p) => p.cover?.kind === 'image'),
    'post with a picture for its cover',
  )
  const { html } = await fetchHtml(page, urlFor({ screen: 'post', slug: post.slug }, 'pt'))
  const image = ogImage(html)
  expect(image.pathname).toBe(new URL(post.cover?.src ?? '', image).pathname)
  const seen = await picture(page.request, image)
  expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual([
    String(seen.width),
    String(seen.height),
  ])
  expect(meta(html, 'og:image:alt')).toBe(post.title)
})
