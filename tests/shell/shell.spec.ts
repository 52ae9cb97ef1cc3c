import { site } from '../../lib/site'
import {
  expect,
  fetchHtml,
  inDemo,
  locales,
  localized,
  open,
  siteSnapshot,
  test,
  typeInto,
  waitForHydration,
} from '../fixtures'

const mobile = { width: 390, height: 844 }

for (const locale of locales) {
  const en = locale === 'en'
  const home = localized(locale, '/', '/en')
  const news = localized(locale, '/noticias', '/en/news')
  const about = localized(locale, '/sobre', '/en/about')

  test.describe(`shell (${locale})`, () => {
    test('titles are "{section} | {product}" and <html lang> is the page language', async ({ page }) => {
      for (const [url, section] of [
        [home, en ? 'Home' : 'Início'],
        [news, en ? 'News' : 'Notícias'],
        [about, en ? 'About' : 'Sobre'],
      ] as const) {
        await open(page, url)
        await expect(page).toHaveTitle(`${section} | Lumière Models`)
        await expect(page.locator('html')).toHaveAttribute('lang', en ? 'en' : 'pt-BR')
      }
    })

    test('the language switch keeps the page', async ({ page }) => {
      const other = en ? 'pt' : 'en'
      const otherName = en ? 'Português' : 'English'
      await open(page, about)
      await page.getByRole('link', { name: otherName }).click()
      await expect(page).toHaveURL(localized(other, '/sobre', '/en/about'))
      await expect(page.locator('html')).toHaveAttribute('lang', en ? 'pt-BR' : 'en')
      await expect(page).toHaveTitle(`${en ? 'Sobre' : 'About'} | Lumière Models`)
    })

    test('a post keeps its translation across languages, else goes to the news list', async ({ page }) => {
      const other = en ? 'pt' : 'en'
      const posts = siteSnapshot().posts(locale)
      const otherSlugs = new Set(
        siteSnapshot()
          .posts(other)
          .map((p) => p.slug),
      )
      const translated = inDemo(
        posts.find((p) => p.translationSlug && otherSlugs.has(p.translationSlug)),
        `translated ${locale} post`,
      )
      const alone = inDemo(
        posts.find((p) => !p.translationSlug),
        `${locale} post in one language only`,
      )
      const switchName = en ? 'Português' : 'English'
      await open(page, `${news}/${translated.slug}`)
      await page.getByRole('link', { name: switchName }).click()
      await expect(page).toHaveURL(
        `${localized(other, '/noticias', '/en/news')}/${translated.translationSlug}`,
      )
      await open(page, `${news}/${alone.slug}`)
      await page.getByRole('link', { name: switchName }).click()
      await expect(page).toHaveURL(localized(other, '/noticias', '/en/news'))
    })

    test('a profile keeps its talent across languages', async ({ page }) => {
      const talent = inDemo(siteSnapshot().talents()[0], 'talent')
      const path = `${talent.categories[0]}/${talent.id}/${talent.slug}`
      await open(page, `${localized(locale, '/modelos', '/en/models')}/${path}`)
      await page.getByRole('link', { name: en ? 'Português' : 'English' }).click()
      await expect(page).toHaveURL(`${localized(en ? 'pt' : 'en', '/modelos', '/en/models')}/${path}`)
    })

    test('the search goes to the roster with the text in the URL', async ({ page }) => {
      const roster = localized(locale, '/modelos', '/en/models')
      await open(page, news)
      const box = page.getByRole('searchbox', {
        name: en ? 'Search models by name' : 'Buscar modelos pelo nome',
      })
      await typeInto(box, 'ana')
      await box.press('Enter')
      await expect(page).toHaveURL(`${roster}?q=ana`)
      await open(page, about)
      await typeInto(page.getByRole('searchbox'), 'João Silva')
      await page.getByRole('button', { name: en ? 'Search' : 'Buscar', exact: true }).click()
      // The browser's own form encoding (a space is `+`): a plain GET form, which works with no script.
      await expect(page).toHaveURL(`${roster}?q=Jo%C3%A3o+Silva`)
    })

    test('the footer tells where and how: the office, email, phone, Instagram; the year; a quieter powered-by', async ({
      page,
    }) => {
      await open(page, home)
      const footer = page.getByRole('contentinfo')
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Lumière Models`)
      const office = footer.locator('address')
      await expect(office).toContainText(site.address.street)
      await expect(office).toContainText(site.address.city)
      await expect(office.getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      )
      await expect(office.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref)
      const instagram = siteSnapshot().social().instagram ?? site.instagram
      await expect(office.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', instagram)
      const vendor = footer.getByRole('link', { name: 'Manager Fashion' })
      await expect(vendor).toHaveAttribute('href', /^https:/)
      // Quieter than the agency's own lines: smaller type.
      const size = (el: import('@playwright/test').Locator) =>
        el.evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize))
      expect(await size(vendor)).toBeLessThan(await size(office.getByRole('link', { name: site.email })))
    })

    test('the home names each of its navigation landmarks once', async ({ page }) => {
      await open(page, home)
      const names = await page
        .getByRole('navigation')
        .evaluateAll((navs) => navs.map((n) => n.getAttribute('aria-label') ?? ''))
      expect(names.length).toBeGreaterThan(1)
      expect(new Set(names).size, names.join(', ')).toBe(names.length)
    })

    test('from 1024 px the header shows the search and the three boards, with the menu for the rest', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1024, height: 768 })
      await open(page, home)
      const header = page.getByRole('banner')
      await expect(header.getByRole('searchbox')).toBeVisible()
      const boards = header.getByRole('navigation', { name: en ? 'Boards' : 'Categorias' })
      for (const board of ['Image', 'Mainboard', 'Development']) {
        await expect(boards.getByRole('link', { name: board, exact: true })).toBeVisible()
      }
      await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible()
    })

    test('the header links to the three boards and to Instagram', async ({ page }) => {
      await open(page, home)
      const boards = page.getByRole('navigation', { name: en ? 'Boards' : 'Categorias' })
      for (const board of ['image', 'mainboard', 'development']) {
        await expect(boards.getByRole('link', { name: board, exact: false }).first()).toHaveAttribute(
          'href',
          `${localized(locale, '/modelos', '/en/models')}/${board}`,
        )
      }
      const instagram = inDemo(siteSnapshot().social().instagram, 'Instagram link')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Instagram' })).toHaveAttribute(
        'href',
        instagram,
      )
    })
  })
}

test.describe('theme', () => {
  test('is light by default, toggles, persists, and applies before hydration', async ({ page }) => {
    await open(page, '/')
    const html = page.locator('html')
    await expect(html).not.toHaveAttribute('data-theme', /./)
    const toggle = page.getByRole('button', { name: 'Escuro' })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(html).toHaveAttribute('data-theme', 'dark')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
    expect(background).toBe('rgb(13, 13, 13)')

    // A new load with every script of the app blocked: only the inline head script runs, so the dark
    // theme is there before any hydration (no flash of the light theme).
    const context = page.context()
    const noJs = await context.newPage()
    await noJs.route('**/assets/**/*.js', (route) => route.abort())
    await noJs.goto('/en/about')
    await expect(noJs.locator('html')).toHaveAttribute('data-theme', 'dark')
    await noJs.close()

    await page.getByRole('button', { name: 'Escuro' }).click()
    await expect(html).not.toHaveAttribute('data-theme', /./)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
  })
})

test.describe('menu', () => {
  // A native popover (components/shell/Menu): open is `:popover-open`, which the browser also tells
  // assistive technology through the trigger's expanded state.
  const isOpen = (page: import('@playwright/test').Page) =>
    page.locator('#site-menu').evaluate((el) => el.matches(':popover-open'))

  test('desktop: a dropdown with every section; Escape and navigation close it', async ({ page }) => {
    await open(page, '/en')
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    await trigger.click()
    expect(await isOpen(page)).toBe(true)
    const menu = page.locator('#site-menu')
    for (const name of ['Image', 'Mainboard', 'Development', 'News', 'About', 'Contact', 'Be a model']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    // The next Tab from the trigger goes into the open menu.
    await page.keyboard.press('Tab')
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()

    await trigger.click()
    await menu.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL('/en/about')
    await expect(page.locator('#site-menu')).toBeHidden()
  })

  test('mobile: a drawer with search and sections that closes on navigation, Escape and its close button', async ({
    page,
  }) => {
    await page.setViewportSize(mobile)
    await open(page, '/')
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Menu' })
    await trigger.click()
    const drawer = page.locator('#site-menu')
    await expect(drawer).toBeVisible()
    expect(await drawer.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    await expect(drawer.getByRole('searchbox')).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Notícias' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()

    await trigger.click()
    await drawer.getByRole('button', { name: 'Fechar menu' }).click()
    await expect(drawer).toBeHidden()

    await trigger.click()
    await drawer.getByRole('link', { name: 'Contato' }).click()
    await expect(page).toHaveURL('/contato')
    await expect(page.locator('#site-menu')).toBeHidden()
  })

  test('mobile: Tab past the drawer’s last link closes it', async ({ page }) => {
    await page.setViewportSize(mobile)
    await open(page, '/en')
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    const drawer = page.locator('#site-menu')
    const inside = () => drawer.evaluate((el) => el.contains(document.activeElement))
    await page.keyboard.press('Tab')
    expect(await inside()).toBe(true)
    while (await inside()) await page.keyboard.press('Tab')
    await expect(drawer).toBeHidden()
  })
})

test.describe('navigation', () => {
  test('a top progress bar shows while the next page loads', async ({ page }) => {
    // What the page shows while the next one is on its way, noted by the page itself (nothing can read a
    // page whose navigation is pending) and read on the next page.
    let fadedIn: () => void = () => {}
    const faded = new Promise<void>((resolve) => {
      fadedIn = resolve
    })
    await page.exposeFunction('barFadedIn', () => fadedIn())
    await page.addInitScript(() => {
      // Read once its fade-in has ended (not after a set time: a busy machine runs the transition late).
      document.addEventListener('transitionend', (event) => {
        const bar = event.target
        if (!(bar instanceof Element) || bar.getAttribute('data-testid') !== 'progress-bar') return
        if (event.propertyName !== 'opacity' || !('navigating' in document.documentElement.dataset)) return
        sessionStorage.setItem('bar-opacity', getComputedStyle(bar).opacity)
        ;(window as unknown as { barFadedIn: () => void }).barFadedIn()
      })
    })
    await open(page, '/en')
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // The next page is a page load: its HTML is held on its way.
    await page.route('**/en/about', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click()
    // By keyboard: a pointer would let the browser prerender the page (Speculation Rules), which then
    // shows at once, with no wait to show.
    await page
      .locator('#site-menu')
      .getByRole('link', { name: 'About' })
      .press('Enter', { noWaitAfter: true })
    // The next page's HTML held until the bar's fade-in (120 ms delay, 200 ms) has ended.
    await faded
    release()
    await expect(page).toHaveURL('/en/about')
    expect(await page.evaluate(() => sessionStorage.getItem('bar-opacity'))).toBe('1')
    await expect(page.locator('html')).not.toHaveAttribute('data-navigating', /.*/)
  })

  test('every navigation starts at the top; back restores the position', async ({ page }) => {
    await open(page, '/noticias')
    const last = page.locator('.post-card-link').last()
    await last.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(200)
    // Navigation is a page load (no client routing): the browser keeps the position for Back by itself.
    await last.click()
    await expect(page).toHaveURL(/\/noticias\/.+/)
    await waitForHydration(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL('/noticias')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  })

  test('a feed whose code fails to load stays the news it showed', async ({ page }) => {
    // One of the feed's modules (the post cover's) fails as the feed wakes: a network blip, or the browser
    // dropping the page's loads as the visitor follows a post (the CI run where Back from a post came back
    // to the top of the news: the feed's content had gone, and the position with it). The feed stays its
    // HTML, every card and link in place, and nothing is thrown.
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await open(page, '/noticias')
    const cards = await page.locator('.post-card-link').count()
    expect(cards).toBeGreaterThan(0)
    let failed = false
    await page.route('**/assets/chunks/**', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (!body.includes('post-cover--')) return route.fulfill({ response, body })
      failed = true
      await route.abort()
    })
    const feed = page.locator('[data-island="newsFeed"]')
    await page.locator('.post-card-link').last().scrollIntoViewIfNeeded()
    await expect(feed).toHaveAttribute('data-island-state', 'waking')
    // The wake ends, failed: the island is its HTML again (no state). Before the fix, React
    // rendered a component that never loaded (an uncaught error) and removed the feed's content.
    await Promise.race([
      expect(feed).not.toHaveAttribute('data-island-state', /.*/),
      page.waitForEvent('pageerror'),
    ])
    expect(failed, 'the post cover is a module of its own').toBe(true)
    expect(errors).toEqual([])
    await expect(page.locator('.post-card-link')).toHaveCount(cards)
    await expect(page.locator('.news-pages a[rel="next"]')).toBeVisible()
    // A chunk still on its way through the route as the test ends is no longer the test's.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('a chunk still on the server that failed to load (the page was being left) does not reload it', async ({
    page,
  }) => {
    // Firefox and WebKit reject a pending import() as the visitor leaves the page: a reload would cancel
    // the navigation the visitor asked for.
    await open(page, '/en/about')
    const checked = page.waitForResponse(
      (r) => r.request().method() === 'HEAD' && r.url().includes('/assets/'),
    )
    await page.evaluate(() => {
      ;(window as unknown as { marker: number }).marker = 1
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    })
    expect((await checked).status()).toBe(200)
    // Kept: what is checked is a reload that does not come, which no event announces; half a second after
    // the check's answer, a reload would have replaced the document.
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  })

  test('a failed chunk reloads the page once per minute at most', async ({ page }) => {
    await open(page, '/en/about')
    // A deployment replaced the page's scripts: the server no longer has them.
    await page.route('**/assets/**', (route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 404 }) : route.fallback(),
    )
    const reloaded = page.waitForEvent('load')
    await page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })))
    await reloaded
    await waitForHydration(page)
    const checkedAgain = page.waitForResponse(
      (r) => r.request().method() === 'HEAD' && r.url().includes('/assets/'),
    )
    await page.evaluate(() => {
      ;(window as unknown as { marker: number }).marker = 1
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }))
    })
    expect((await checkedAgain).status()).toBe(404)
    // Kept: a reload that does not come, which no event announces; half a second after the check's answer,
    // a reload would have replaced the document.
    await page.waitForTimeout(500)
    // Still the same document: the second failure within 60 s did not reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  })
})

test.describe('prerendered HTML', () => {
  test('carries the content, links and title before any JavaScript', async ({ page }) => {
    const posts = siteSnapshot().posts('pt')
    const { html } = await fetchHtml(page, '/')
    expect(html).toContain('<title>Início | Lumière Models</title>')
    for (const post of posts.slice(0, 3)) expect(html).toContain(`href="/noticias/${post.slug}"`)
    const about = await fetchHtml(page, '/en/about')
    expect(about.html).toContain('About the agency')
    expect(about.html).toContain('<html lang="en"')
    expect(about.html).toMatch(/<link rel="canonical" href="[^"]+\/en\/about"/)
    expect(about.html).toMatch(/hrefLang="pt-BR" href="[^"]+\/sobre"/i)
  })

  for (const path of ['/', '/en/be-a-model', '/modelos']) {
    test(`${path}: hydration adopts the prerendered header, main and footer in place`, async ({ page }) => {
      // The elements as parsed from the HTML, before any script runs: hydration must keep them, not
      // rebuild them.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const w = window as unknown as { parsed: Element[] }
          w.parsed = [...document.querySelectorAll('body header.header, body main#main, body footer')]
        })
      })
      await open(page, path)
      const adopted = await page.evaluate(() => {
        const parsed = (window as unknown as { parsed: Element[] }).parsed
        const now = [...document.querySelectorAll('body header.header, body main#main, body footer')]
        return { parsed: parsed.length, now: now.length, same: now.every((el, i) => el === parsed[i]) }
      })
      expect(adopted).toEqual({ parsed: 3, now: 3, same: true })
      // And the header works: its menu opens.
      await page.setViewportSize(mobile)
      await page.locator('header.header .menu-trigger').click()
      await expect(page.locator('#site-menu')).toBeVisible()
    })
  }
})
