import type { Page } from '@playwright/test'
import {
  expect,
  fetchHtml,
  inDemo,
  layoutShift,
  locales,
  localized,
  open,
  siteSnapshot,
  test,
  watchLayoutShift,
} from '../fixtures'

/**
 * The cards' titles as a visitor reads them, row by row: the masonry's columns side by side (by their left
 * edge), row n holding each column's n-th card from the top, left to right. A phone's single column gives
 * one card per row.
 */
function rowsOnScreen(page: Page, scope: string) {
  return page.evaluate((scope) => {
    const cards = [...document.querySelectorAll<HTMLElement>(`${scope} .post-card`)].map((card) => {
      const box = card.getBoundingClientRect()
      return {
        left: Math.round(box.left),
        top: box.top,
        title: card.querySelector('.post-card-title')?.textContent ?? '',
      }
    })
    const lefts = [...new Set(cards.map((c) => c.left))].sort((a, b) => a - b)
    const columns = lefts.map((left) => cards.filter((c) => c.left === left).sort((a, b) => a.top - b.top))
    const rowCount = Math.max(0, ...columns.map((c) => c.length))
    return Array.from({ length: rowCount }, (_, row) => columns.flatMap((c) => c[row]?.title ?? []))
  }, scope)
}

/** Rows of `size` titles, as a grid of `size` columns shows them. */
function inRows(titles: string[], size: number): string[][] {
  return Array.from({ length: Math.ceil(titles.length / size) }, (_, i) =>
    titles.slice(i * size, (i + 1) * size),
  )
}

const phone = { width: 390, height: 844 }

/** The demo CMS's post whose HTML carries a script-injection attempt (cms/dataset/buildPosts.ts). */
const injectionSlug = 'dicas-para-o-primeiro-casting'
const pageSize = 9

for (const locale of locales) {
  const en = locale === 'en'
  const home = localized(locale, '/', '/en')
  const news = localized(locale, '/noticias', '/en/news')
  const posts = () => siteSnapshot().posts(locale)

  test.describe(`news (${locale})`, () => {
    test('home shows the first 3 posts in CMS order and links to all news', async ({ page }) => {
      await open(page, home)
      const cards = page.locator('.home-news article')
      await expect(cards).toHaveCount(Math.min(3, posts().length))
      // Three columns on a desktop screen: the first row holds posts 1, 2, 3, left to right.
      expect(await rowsOnScreen(page, '.home-news')).toEqual([
        posts()
          .slice(0, 3)
          .map((p) => p.title),
      ])
      await page.getByRole('link', { name: en ? 'All news' : 'Todas as notícias' }).click()
      await expect(page).toHaveURL(news)
    })

    test('the feed loads the next page when its end scrolls into view, until the last page', async ({
      page,
    }) => {
      const total = posts().length
      const lastPage = Math.ceil(total / pageSize)
      const requested: string[] = []
      page.on('request', (r) => {
        if (r.url().includes('/_data/news/')) requested.push(new URL(r.url()).pathname)
      })
      await open(page, news)
      const cards = page.locator('main article')
      await expect(cards).toHaveCount(Math.min(pageSize, total))
      for (let shown = pageSize; shown < total; shown += pageSize) {
        await page.getByTestId('news-sentinel').scrollIntoViewIfNeeded()
        await expect(cards).toHaveCount(Math.min(shown + pageSize, total))
      }
      // Its last page shown, the feed drops its sentinel: nothing more can load.
      await expect(page.getByTestId('news-sentinel')).toHaveCount(0)
      expect(requested).toEqual(
        Array.from({ length: lastPage - 1 }, (_, i) => `/_data/news/${locale}/${i + 2}.json`),
      )
      // CMS order throughout, three cards a row.
      expect(await rowsOnScreen(page, 'main')).toEqual(
        inRows(
          posts().map((p) => p.title),
          3,
        ),
      )
    })

    test.describe('on a phone', () => {
      test.use({ viewport: phone })

      test('the feed is one column in CMS order once hydrated, the pages it appends too', async ({
        page,
      }) => {
        const total = posts().length
        await open(page, news)
        const titles = posts().map((p) => p.title)
        expect(await rowsOnScreen(page, 'main')).toEqual(inRows(titles.slice(0, pageSize), 1))
        const cards = page.locator('main article')
        for (let shown = pageSize; shown < total; shown += pageSize) {
          await page.getByTestId('news-sentinel').scrollIntoViewIfNeeded()
          await expect(cards).toHaveCount(Math.min(shown + pageSize, total))
        }
        expect(await rowsOnScreen(page, 'main')).toEqual(inRows(titles, 1))
        await open(page, home)
        expect(await rowsOnScreen(page, '.home-news')).toEqual(inRows(titles.slice(0, 3), 1))
      })
    })

    test.describe('before any script runs', () => {
      test.use({ javaScriptEnabled: false })

      test('the prerendered feed and home news are one column in CMS order on a phone, rows of three on a desktop', async ({
        page,
      }) => {
        const titles = posts().map((p) => p.title)
        for (const [viewport, columns] of [
          [phone, 1],
          [{ width: 1280, height: 720 }, 3],
        ] as const) {
          await page.setViewportSize(viewport)
          await page.goto(news)
          expect(await rowsOnScreen(page, 'main'), `${viewport.width} px`).toEqual(
            inRows(titles.slice(0, pageSize), columns),
          )
          await page.goto(home)
          expect(await rowsOnScreen(page, '.home-news'), `${viewport.width} px`).toEqual(
            inRows(titles.slice(0, 3), columns),
          )
        }
      })
    })

    test('a failed next page offers a retry', async ({ page }) => {
      let fail = true
      await page.route(`**/_data/news/${locale}/2.json`, (route) =>
        fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue(),
      )
      await open(page, news)
      await page.getByTestId('news-sentinel').scrollIntoViewIfNeeded()
      const retry = page.getByRole('button', { name: en ? 'Try again' : 'Tentar novamente' })
      await expect(retry).toBeVisible()
      fail = false
      await retry.click()
      await expect(page.locator('main article')).toHaveCount(Math.min(2 * pageSize, posts().length))
      await expect(retry).toBeHidden()
    })

    test('a post without a thumbnail plays its mp4 cover muted and looping', async ({ page }) => {
      const video = inDemo(
        posts().find((p) => p.cover?.kind === 'video' && p.slides.length === 0),
        'post with a video cover and no slides',
      )
      await open(page, `${news}/${video.slug}`)
      const el = page.locator('.post-media video')
      await expect(el).toHaveCount(1)
      expect(await el.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, loop: v.loop }))).toEqual({
        muted: true,
        loop: true,
      })
      await expect(el).toHaveAttribute('src', video.cover?.src ?? '')
    })

    test('news cards show a video cover as a muted looping video', async ({ page }) => {
      const index = posts().findIndex((p) => p.cover?.kind === 'video')
      expect(index, 'the demo feed has a video cover on its first page').toBeGreaterThanOrEqual(0)
      expect(index).toBeLessThan(pageSize)
      await open(page, news)
      const el = page.locator(`main a[href="${news}/${posts()[index]?.slug}"] video`)
      expect(await el.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true)
    })

    test('a post shows its slides, title, description, content and a back button', async ({ page }) => {
      const post = inDemo(
        posts().find((p) => p.slides.length > 1),
        'post with slides',
      )
      await open(page, news)
      await page.locator(`a[href="${news}/${post.slug}"]`).first().click()
      await expect(page).toHaveURL(`${news}/${post.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
      await expect(page.getByText(post.description).first()).toBeVisible()
      await expect(page.locator('.post-media .swiper-slide')).toHaveCount(post.slides.length)
      await expect(page).toHaveTitle(`${post.title} | Lumière Models`)
      await page.getByRole('link', { name: en ? 'Back to news' : 'Voltar às notícias' }).click()
      await expect(page).toHaveURL(news)

      // Opened directly, the back button goes to the news list.
      await open(page, `${news}/${post.slug}`)
      await page.getByRole('link', { name: en ? 'Back to news' : 'Voltar às notícias' }).click()
      await expect(page).toHaveURL(news)
    })

    test('an empty-looking feed never hides the first page: its posts are in the HTML', async ({ page }) => {
      const { html } = await fetchHtml(page, news)
      for (const post of posts().slice(0, pageSize)) expect(html).toContain(`href="${news}/${post.slug}"`)
      expect(html).not.toContain('_data/news') // later pages are fetched, not inlined
    })
  })
}

test.describe('on a phone, while the HTML arrives', () => {
  test.use({ viewport: phone })

  test('no card moves: the first paint waits for the whole grid, whose columns show as one in CMS order', async ({
    page,
  }) => {
    // The parser stops after the grid's first column until a slow script arrives, as on a slow network or
    // a busy phone. Painted there, the prerendered column 1 would show its cards 1, 4, 7 on top, then move
    // 4 and 7 down as cards 2, 3, 5, 6 arrive. The script removes itself, so hydration sees the page's HTML.
    await page.route('**/__slow-parse.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.fulfill({ contentType: 'text/javascript', body: 'document.currentScript.remove()' })
    })
    await page.route('**/noticias', async (route) => {
      const response = await route.fetch()
      const html = await response.text()
      const cut = html.indexOf(
        '<div class="masonry-column">',
        html.indexOf('<div class="masonry-column">') + 1,
      )
      expect(cut, 'the grid has a second column').toBeGreaterThan(0)
      const body = `${html.slice(0, cut)}<script src="/__slow-parse.js"></script>${html.slice(cut)}`
      await route.fulfill({ response, body })
    })
    await watchLayoutShift(page)
    await open(page, '/noticias')
    expect(await layoutShift(page)).toBeLessThan(0.01)
    const titles = siteSnapshot()
      .posts('pt')
      .map((p) => p.title)
    expect(await rowsOnScreen(page, 'main')).toEqual(inRows(titles.slice(0, pageSize), 1))
  })
})

test('the injected script and event handlers of a post never reach the page', async ({ page }) => {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await open(page, `/noticias/${injectionSlug}`)
  const content = page.locator('.post-content')
  await expect(content).toContainText('O primeiro casting pode ser intimidante')
  expect(await content.locator('script').count()).toBe(0)
  const handlers = await content.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((el) =>
      [...el.attributes]
        .filter((a) => /^on/i.test(a.name) || /javascript:/i.test(a.value))
        .map((a) => a.name),
    ),
  )
  expect(handlers).toEqual([])
  expect(dialogs).toEqual([])
})

test('a post that exists in one language only has no hreflang for the other', async ({ page }) => {
  const alone = inDemo(
    siteSnapshot()
      .posts('pt')
      .find((p) => !p.translationSlug),
    'post in one language only',
  )
  const { html } = await fetchHtml(page, `/noticias/${alone.slug}`)
  expect(html).toMatch(/<link rel="alternate" hrefLang="pt-BR"/i)
  expect(html).not.toMatch(/<link rel="alternate" hrefLang="en"/i)
  expect(html).toContain('"@type":"Article"')
})

test('images in a post body load lazily with their dimensions, in the HTML', async ({ page }) => {
  const post = siteSnapshot()
    .posts('pt')
    .find((p) => /<img\b/.test(p.content))
  expect(post, 'the demo posts include one with an image in its body').toBeDefined()
  const { html } = await fetchHtml(page, `/noticias/${post?.slug}`)
  const body = html.slice(html.indexOf('class="post-content"'))
  const img = /<img\b[^>]*>/.exec(body)?.[0] ?? ''
  expect(img).toMatch(/\swidth="\d+"/)
  expect(img).toMatch(/\sheight="\d+"/)
  expect(img).toContain('loading="lazy"')
})
