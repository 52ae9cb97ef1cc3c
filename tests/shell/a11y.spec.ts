import { expect, expectAccessible, open, siteSnapshot, test } from '../fixtures'

const pages = () => {
  const post = siteSnapshot().posts('pt')[0]
  const postEn = siteSnapshot().posts('en')[0]
  return [
    ['home', '/'],
    ['home (en)', '/en'],
    ['news', '/noticias'],
    ['news (en)', '/en/news'],
    ['post', `/noticias/${post?.slug}`],
    ['post (en)', `/en/news/${postEn?.slug}`],
    ['about', '/sobre'],
    ['about (en)', '/en/about'],
    ['404', '/nao-existe'],
  ] as const
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility, ${theme} theme`, () => {
    test.use({ theme })
    // axe walks the whole page: give it room on a busy machine.
    test.describe.configure({ timeout: 60_000 })
    // The dark theme on the Portuguese pages only (see axeThemes in fixtures).
    for (const [name, url] of pages().filter(([, url]) => theme === 'light' || !url.startsWith('/en'))) {
      test(`${name}: no serious or critical axe violation`, async ({ page }) => {
        await open(page, url)
        if (theme === 'dark') await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
        await expectAccessible(page)
      })
    }
  })
}

test('the open menu and the pre-home are accessible too', async ({ page }) => {
  await open(page, '/en')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expectAccessible(page)
})
