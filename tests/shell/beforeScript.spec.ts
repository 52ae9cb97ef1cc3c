import type { Page } from '@playwright/test'
import { arrived } from '../cms'
import { expect, locales, localized, open, test, waitForHydration } from '../fixtures'
import { asNewClient, contactPath, text, uniqueTag } from '../forms/forms'
import { sections } from './sections'

// Issue 29: the page works before its script. The menu is a native popover and the search a GET form, so
// both work with JavaScript off; what only a script can do (the theme toggle, the splash) is the inline
// head script's, so a tap while the page's script files are still on their way acts at once, and once.

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const

const menuTrigger = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' })

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of locales) {
    for (const { name, width, height } of widths) {
      test(`${locale}, ${name} (${width} px): the menu opens, by pointer and by keyboard, and reaches every section`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height })
        await page.goto(localized(locale, '/', '/en'))
        const menu = page.locator('#site-menu')
        await expect(menu).toBeHidden()
        await menuTrigger(page).click()
        await expect(menu).toBeVisible()
        for (const path of sections[locale]) {
          await expect(menu.locator(`a[href="${path}"]`)).toBeVisible()
        }
        await page.keyboard.press('Escape')
        await expect(menu).toBeHidden()
        // By keyboard: the trigger is a button.
        await menuTrigger(page).focus()
        await page.keyboard.press('Enter')
        await expect(menu).toBeVisible()
        const about = localized(locale, '/sobre', '/en/about')
        await menu.locator(`a[href="${about}"]`).click()
        await expect(page).toHaveURL(about)
      })
    }

    test(`${locale}: no control that only script can work is offered (the theme toggle, the hearts)`, async ({
      page,
      withoutJavaScript,
    }) => {
      // The `@media (scripting: none)` rule: where the engine cannot turn scripts off and the script files are
      // blocked instead (Firefox), scripting is on, so the rule rightly does not apply (the inline head script
      // works the theme toggle then). Chromium is the one engine here with scripting truly off: WebKitGTK's
      // --enable-javascript-markup=false (tests/webkit) runs no page script but still matches `scripting: enabled`.
      test.skip(
        withoutJavaScript === 'files blocked',
        'scripting is on when only the script files are blocked',
      )
      await page.goto(localized(locale, '/modelos', '/en/models'))
      await expect(page.locator('[data-theme-toggle]')).toBeHidden()
      await expect(page.locator('.favorite-button')).not.toHaveCount(0)
      for (const heart of await page.locator('.favorite-button').all()) await expect(heart).toBeHidden()
      // Every other control of the header is there: the menu and the search.
      await expect(menuTrigger(page)).toBeVisible()
    })

    test(`${locale}: a phone searches from the menu, a GET form to the roster`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(localized(locale, '/sobre', '/en/about'))
      await menuTrigger(page).click()
      const search = page.locator('#site-menu').getByRole('searchbox')
      await search.fill('ana')
      await search.press('Enter')
      await expect(page).toHaveURL(`${localized(locale, '/modelos', '/en/models')}?q=ana`)
    })
  }
})

/** Holds every script file of the page 2.5 s on its way (the inline head script is in the HTML). */
async function holdScripts(page: Page): Promise<void> {
  await page.route(/\/assets\/.+\.m?js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500))
    await route.continue().catch(() => {})
  })
}

/** Whether the page's first script has run (it stamps the page: renderer/renderedUrl). */
const scriptRan = (page: Page) => page.evaluate(() => 'renderedUrl' in document.documentElement.dataset)

test.describe('with the page’s scripts held 2.5 s', () => {
  test('a tap on the theme toggle takes effect at once, and once', async ({ page }) => {
    await holdScripts(page)
    await page.goto('/en/about')
    expect(await scriptRan(page)).toBe(false)
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Dark' })
    await toggle.click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await scriptRan(page)).toBe(false)
    // Once the script has run, the tap still counts once: dark, and stored.
    await waitForHydration(page)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  })

  test('a tap on the menu opens it at once, and it stays open when the script arrives', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await holdScripts(page)
    await page.goto('/')
    await menuTrigger(page).click()
    await expect(page.locator('#site-menu')).toBeVisible()
    expect(await scriptRan(page)).toBe(false)
    await waitForHydration(page)
    await expect(page.locator('#site-menu')).toBeVisible()
  })

  test('Send pressed before the script: the browser posts the message, it arrives once and the page says so', async ({
    page,
  }) => {
    await asNewClient(page)
    await holdScripts(page)
    await page.goto(contactPath('pt'))
    const email = `held.contact.${uniqueTag()}@example.com`
    await page.getByLabel(text('pt', 'forms.contact.email'), { exact: true }).fill(email)
    await page
      .getByLabel(text('pt', 'forms.contact.message'), { exact: true })
      .fill('Enviado antes do script')
    expect(await scriptRan(page)).toBe(false)
    await page.getByRole('button', { name: text('pt', 'forms.send'), exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${contactPath('pt')}#contact-sent$`))
    await expect(page.locator('#contact-sent')).toBeVisible()
    // The island that wakes on the answered page sends nothing again.
    await waitForHydration(page)
    const [entry, ...more] = await arrived(page.request, 'contact', email)
    expect(entry?.fields.message).toBe('Enviado antes do script')
    expect(more).toEqual([])
  })

  test.describe('the splash', () => {
    test.use({ prehome: true })

    test('takes the focus, closes on a tap at once, and the next Tab reaches the skip link', async ({
      page,
    }) => {
      await holdScripts(page)
      await page.goto('/en')
      const splash = page.getByTestId('prehome')
      await expect(splash).toBeVisible()
      await expect(splash).toBeFocused()
      await splash.click()
      await expect(splash).toBeHidden()
      expect(await scriptRan(page)).toBe(false)
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.getByRole('banner').getByRole('link', { name: 'Lumière Models' })).toBeFocused()
      await waitForHydration(page)
      await expect(splash).toBeHidden()
    })

    test('a Tab closes it and reaches the skip link', async ({ page }) => {
      await open(page, '/en')
      await expect(page.getByTestId('prehome')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.getByTestId('prehome')).toBeHidden()
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    })
  })
})
