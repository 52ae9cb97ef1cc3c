import { expect, open, test } from '../fixtures'

// The 404 status and the 404 page of each language come from the edge serving dist/client (the nearest
// 404.html up the tree); the redirects come from the _redirects file the EDGE agent generates.
test.describe('404 pages', () => {
  const cases = [
    { url: '/fr', message: 'Esta página não pôde ser encontrada.', home: '/', what: 'unknown language' },
    { url: '/nao-existe', message: 'Esta página não pôde ser encontrada.', home: '/', what: 'unknown path' },
    { url: '/atores', message: 'Esta página não pôde ser encontrada.', home: '/', what: 'unbuilt section' },
    {
      url: '/en/does-not-exist',
      message: 'This page could not be found.',
      home: '/en',
      what: 'unknown path',
    },
    {
      url: '/en/models/kids',
      message: 'This page could not be found.',
      home: '/en',
      what: 'unbuilt category',
    },
    {
      url: '/noticias/no-such-post',
      message: 'Esta página não pôde ser encontrada.',
      home: '/',
      what: 'unknown post',
    },
  ]
  for (const { url, message, home, what } of cases) {
    test(`${what} ${url} answers 404 with the message, Return and HOME`, async ({ page }) => {
      const logs: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'log') logs.push(m.text())
      })
      await open(page, '/sobre')
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message)
      await expect(page.locator('html')).toHaveAttribute('lang', home === '/en' ? 'en' : 'pt-BR')
      await expect.poll(() => logs.filter((l) => l.startsWith('404 ')).length).toBe(1)
      await page.getByRole('button', { name: home === '/en' ? 'Return' : 'Voltar' }).click()
      await expect(page).toHaveURL('/sobre')
      await page.goto(url)
      await page.getByRole('link', { name: home === '/en' ? 'HOME' : 'INÍCIO', exact: true }).click()
      await expect(page).toHaveURL(home)
    })
  }
})

test.describe('redirects (edge)', () => {
  const cases: [string, string][] = [
    ['/pt', '/'],
    ['/pt/contato', '/contato'],
    ['/contact', '/contato'],
    ['/en/contato', '/en/contact'],
    ['/noticias/', '/noticias'],
    ['/en/', '/en'],
    ['/about', '/sobre'],
    ['/en/sobre', '/en/about'],
  ]
  for (const [from, to] of cases) {
    test(`${from} → ${to}`, async ({ page }) => {
      const response = await page.request.get(from, { maxRedirects: 0 })
      // _redirects answers 301; the trailing slash is dropped by the assets layer (html_handling).
      expect(from.endsWith('/') ? [301, 307, 308] : [301]).toContain(response.status())
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(to)
    })
  }
})

test('a link to an unknown page from a client-side page lands on the 404 page', async ({ page }) => {
  await open(page, '/en/about')
  await page.evaluate(() => {
    const a = document.createElement('a')
    a.href = '/en/no-such-page'
    a.textContent = 'broken'
    document.querySelector('main')?.append(a)
  })
  await page.getByRole('link', { name: 'broken' }).click()
  await expect(page).toHaveURL('/en/no-such-page')
  await expect(page.getByRole('button', { name: 'Return' })).toBeVisible()
})
