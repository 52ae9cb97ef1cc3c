import { expect, open, test, typeInto } from '../fixtures'
import { contactPath, text } from '../forms/forms'

// The page is HTML; React runs only inside the islands the visitor reaches for (components/islands).

const island = (page: import('@playwright/test').Page, name: string) =>
  page.locator(`[data-island="${name}"]`)

test('an island sleeps through the page load and wakes on the first focus inside it, keeping what was typed', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await open(page, contactPath('pt'))
  await page.waitForLoadState('networkidle')
  const form = island(page, 'contactForm')
  await expect(form).not.toHaveAttribute('data-island-state', /./)
  const atLoad = scripts.length
  const email = page.getByRole('textbox', { name: text('pt', 'forms.contact.email'), exact: true })
  // Typed at once, before the island's code has arrived.
  await email.pressSequentially('ana@example.com')
  await expect(form).toHaveAttribute('data-island-state', 'awake')
  expect(scripts.length, 'the island’s code loads when the visitor reaches for it').toBeGreaterThan(atLoad)
  await expect(email).toHaveValue('ana@example.com')
  // React owns the field now: clearing it and sending flags it as React's validation does.
  await typeInto(email, '')
  await page.getByRole('button', { name: text('pt', 'forms.send') }).click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
})

test('a heart is pressed at once from the stored favorites and toggles before React, which then agrees', async ({
  page,
}) => {
  await open(page, '/en/models')
  const heart = page.locator('[data-island="roster"] [data-favorite]').first()
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('[data-favorites-count] [data-count]').first()).toHaveText('1')
  // Another visit (not a reload, which wakes the roster to restore the visitor's place in it).
  await page.goto('/en/news')
  await open(page, '/en/models')
  await expect(page.locator('[data-island="roster"] [data-favorite]').first()).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(island(page, 'roster')).not.toHaveAttribute('data-island-state', /./)
})

test('the favorites page of a visitor who kept none is final as served: its empty state, no React; one who kept a talent sees the list', async ({
  page,
}) => {
  await open(page, '/en/favorites')
  await page.waitForLoadState('networkidle')
  await expect(page.getByText(text('en', 'favorites.empty'))).toBeVisible()
  await expect(page.getByText(text('en', 'common.loading'))).toBeHidden()
  await expect(island(page, 'favorites')).not.toHaveAttribute('data-island-state', /./)
  // A talent kept on the roster (the shell's heart, no React): the favorites page now wakes at load.
  await open(page, '/en/models')
  await page.locator('[data-island="roster"] [data-favorite]').first().click()
  await open(page, '/en/favorites')
  await expect(island(page, 'favorites')).toHaveAttribute('data-island-state', 'awake')
  await expect(page.getByText(text('en', 'favorites.empty'))).toBeHidden()
  await expect(page.locator('[data-island="favorites"] .roster__grid li')).toHaveCount(1)
})

test.describe('with every script blocked', () => {
  test.use({ javaScriptEnabled: false })

  test('pages show their content, the theme stays light and every section is a link away', async ({
    page,
  }) => {
    await page.goto('/en/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'about.title'))
    for (const path of ['/en/contact', '/en/be-a-model', '/en/news']) {
      await expect(page.locator(`footer a[href="${path}"]`)).toHaveCount(1)
    }
    // No script file ran (the first one stamps the page, renderer/renderedUrl): scripting off, or (Firefox)
    // every script file refused.
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => 'renderedUrl' in document.documentElement.dataset)).toBe(false)
  })
})
