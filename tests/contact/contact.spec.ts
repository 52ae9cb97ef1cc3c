import { site } from '../../lib/site'
import { arrived, clearFaults, fault, received } from '../cms'
import {
  axeThemes,
  expect,
  expectAccessible,
  fetchHtml,
  labelText,
  locales,
  test,
  typeInto,
} from '../fixtures'
import {
  asNewClient,
  contactPath,
  errorTextOf,
  holdSubmission,
  openAwake,
  rateLimit,
  recordRequests,
  refuseToStore,
  text,
  uniqueTag,
} from '../forms/forms'

// Every contact submission of the suite is in this file: its tests run one after another, so a fault
// injected into the stand-in CMS's contact call is met by the test that injected it.

test.afterEach(async ({ page }) => {
  await clearFaults(page.request)
})

for (const locale of locales) {
  const t = (key: Parameters<typeof text>[1], params?: Record<string, string>) => text(locale, key, params)

  test.describe(`contact (${locale})`, () => {
    const email = (page: import('@playwright/test').Page) =>
      page.getByRole('textbox', { name: t('forms.contact.email'), exact: true })
    const message = (page: import('@playwright/test').Page) =>
      page.getByRole('textbox', { name: t('forms.contact.message'), exact: true })
    const sendButton = (page: import('@playwright/test').Page) =>
      page.getByRole('button', { name: t('forms.send') })

    test('the prerendered page has the form, the address, email and phone before any script runs', async ({
      page,
    }) => {
      const { status, html } = await fetchHtml(page, contactPath(locale))
      expect(status).toBe(200)
      expect(labelText(html, 'contact-email')).toBe(t('forms.contact.email'))
      expect(labelText(html, 'contact-message')).toBe(t('forms.contact.message'))
      expect(html).toContain(`>${t('forms.send')}</span></button>`)
      expect(html).toContain(site.address.street)
      expect(html).toContain(`href="mailto:${site.email}"`)
      expect(html).toContain(`href="${site.phoneHref}"`)
      expect(html).not.toContain('maplibregl')
    })

    test('an empty or wrong form is flagged, not sent, and focus goes to the first field', async ({
      page,
    }) => {
      await openAwake(page, contactPath(locale), 'contactForm')
      const posts = recordRequests(page, '/api/contact')
      await sendButton(page).click()
      await expect(email(page)).toHaveAttribute('aria-invalid', 'true')
      await expect(message(page)).toHaveAttribute('aria-invalid', 'true')
      await expect(email(page)).toBeFocused()
      expect(await errorTextOf(email(page))).toBe(t('forms.required', { field: t('forms.contact.email') }))

      await typeInto(email(page), 'ana@')
      await typeInto(message(page), 'Olá')
      await sendButton(page).click()
      await expect(email(page)).toHaveAttribute('aria-invalid', 'true')
      await expect(message(page)).not.toHaveAttribute('aria-invalid', 'true')
      expect(await errorTextOf(email(page))).toBe(t('forms.invalidEmail'))
      // The visible cue is the style alone: the error text is for screen readers only.
      await expect(page.getByText(t('forms.invalidEmail'))).toHaveClass(/visually-hidden/)
      expect(posts).toEqual([])
    })

    test('Enter in the email field leaves it instead of sending', async ({ page }) => {
      await openAwake(page, contactPath(locale), 'contactForm')
      const posts = recordRequests(page, '/api/contact')
      await typeInto(email(page), 'ana@example.com')
      await typeInto(message(page), 'Olá')
      // A post follows a submit event; an Enter's submit would come with the key press itself.
      await page.evaluate(() => {
        const w = window as unknown as { submits: number }
        w.submits = 0
        document.addEventListener('submit', () => w.submits++, true)
      })
      await email(page).press('Enter')
      await expect(email(page)).not.toBeFocused()
      expect(await page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(0)
      expect(posts).toEqual([])
      await expect(sendButton(page)).toBeVisible()
    })

    test('the honeypot is out of sight, out of the tab order and hidden from assistive technology', async ({
      page,
    }) => {
      await openAwake(page, contactPath(locale), 'contactForm')
      const trap = page.locator('input[name="website"]')
      await expect(trap).toHaveCount(1)
      await expect(trap).toHaveAttribute('tabindex', '-1')
      await expect(trap).toHaveAttribute('autocomplete', 'off')
      await expect(page.getByRole('textbox', { name: t('forms.honeypot') })).toHaveCount(0)
      const box = await trap.boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(0)
      // Tab from the message goes to the button, never to the trap.
      await message(page).focus()
      await page.keyboard.press('Tab')
      await expect(sendButton(page)).toBeFocused()
    })

    test('a message is sent with a spinner, arrives in the CMS, shows as sent and is cleared 2.5 s later', async ({
      page,
    }) => {
      await asNewClient(page)
      // The page's clock is stopped once loaded, so the 2500 ms of the sent state are stepped through exactly.
      const start = new Date('2026-03-02T12:00:00Z')
      await page.clock.install({ time: start })
      await openAwake(page, contactPath(locale), 'contactForm')
      await page.clock.pauseAt(new Date(start.getTime() + 60_000))
      const address = `ana.${uniqueTag()}@example.com`
      const body = `Olá! Gostaria de um orçamento (${locale}).\nSegunda linha.`
      await typeInto(email(page), address)
      await typeInto(message(page), body)
      // The request reaches the Worker after 4 s, so the sending state can be seen.
      await holdSubmission(page, '/api/contact', 4000)
      await sendButton(page).click()
      await expect(page.locator('form.form')).toHaveAttribute('aria-busy', 'true')
      const sending = page.getByRole('button', { name: t('forms.sending') })
      await expect(sending).toBeDisabled()
      await expect(sending.locator('.spinner')).toBeVisible()

      const sent = page.getByRole('button', { name: t('forms.sent') })
      await expect(sent).toBeVisible({ timeout: 15_000 })
      await expect(sent).toBeDisabled()
      await expect(page.getByRole('status')).toHaveText(t('forms.success'))
      await expect(page.getByRole('status').locator('svg')).toBeVisible()

      const entries = await arrived(page.request, 'contact', address)
      expect(entries).toHaveLength(1)
      expect(entries[0]?.lang).toBe(locale)
      // Multipart form data carries line breaks as CRLF (the HTML form encoding).
      expect(entries[0]?.fields).toEqual({ email: address, message: body.replace(/\n/g, '\r\n') })

      await page.clock.runFor(2400)
      await expect(sent).toBeVisible()
      await page.clock.runFor(150)
      await expect(sendButton(page)).toBeEnabled()
      await expect(email(page)).toHaveValue('')
      await expect(message(page)).toHaveValue('')
      await expect(email(page)).not.toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByRole('status')).toHaveText('')
    })

    test('with the CMS failing, the visitor sees success and the message arrives once it is back', async ({
      page,
    }) => {
      await asNewClient(page)
      // The page's clock stops once loaded, so the sent state stays until checked.
      const start = new Date('2026-03-02T12:00:00Z')
      await page.clock.install({ time: start })
      await openAwake(page, contactPath(locale), 'contactForm')
      await page.clock.pauseAt(new Date(start.getTime() + 60_000))
      const address = `retry.${uniqueTag()}@example.com`
      await typeInto(email(page), address)
      await typeInto(message(page), 'Primeira tentativa')
      await fault(page.request, { path: '/api/contact', status: 500, count: 2 })
      await sendButton(page).click()
      await expect(page.getByRole('status')).toHaveText(t('forms.success'))
      await expect(page.getByRole('alert')).toHaveText('')
      expect(await arrived(page.request, 'contact', address)).toHaveLength(1)
    })

    test('a submission the Worker could not store shows a message and keeps what was typed; the retry goes', async ({
      page,
    }) => {
      await asNewClient(page)
      await openAwake(page, contactPath(locale), 'contactForm')
      const address = `stored.${uniqueTag()}@example.com`
      await typeInto(email(page), address)
      await typeInto(message(page), 'Primeira tentativa')
      await refuseToStore(page, '/api/contact')
      await sendButton(page).click()
      await expect(page.getByRole('alert')).toHaveText(t('errors.api.store_failed'))
      await expect(sendButton(page)).toBeEnabled()
      await expect(email(page)).toHaveValue(address)
      await expect(message(page)).toHaveValue('Primeira tentativa')
      expect(await received(page.request, 'contact', address)).toHaveLength(0)

      await sendButton(page).click()
      await expect(page.getByRole('status')).toHaveText(t('forms.success'))
      await expect(page.getByRole('alert')).toHaveText('')
      expect(await arrived(page.request, 'contact', address)).toHaveLength(1)
    })

    test('a burst of messages is refused with the rate-limit message, keeping the input', async ({
      page,
    }) => {
      const ip = await asNewClient(page)
      await openAwake(page, contactPath(locale), 'contactForm')
      // The allowance used up through the API as the same client, then one more from the page.
      const origin = new URL(page.url()).origin
      for (let i = 0; i < rateLimit; i++) {
        const answer = await page.request.post('/api/contact', {
          headers: { origin, 'cf-connecting-ip': ip },
          multipart: { email: `burst.${uniqueTag()}@example.com`, message: `burst ${i}` },
        })
        expect(answer.status()).toBe(200)
      }
      await typeInto(email(page), 'burst@example.com')
      await typeInto(message(page), 'One too many')
      await sendButton(page).click()
      await expect(page.getByRole('alert')).toHaveText(t('errors.api.rate_limited'))
      await expect(email(page)).toHaveValue('burst@example.com')
      await expect(message(page)).toHaveValue('One too many')
      await expect(sendButton(page)).toBeEnabled()
    })

    for (const theme of axeThemes(locale)) {
      test.describe(theme, () => {
        test.use({ theme })
        test('axe finds no serious problem, idle or flagged', async ({ page }) => {
          await openAwake(page, contactPath(locale), 'contactForm')
          await expectAccessible(page)
          await sendButton(page).click()
          await expect(email(page)).toHaveAttribute('aria-invalid', 'true')
          await expectAccessible(page)
        })
      })
    }
  })
}

test.describe('contact with every script blocked', () => {
  test.use({ javaScriptEnabled: false })

  test('the browser posts the form itself: it arrives once and the page says it was sent', async ({
    page,
  }) => {
    await asNewClient(page)
    const address = `no-script.${uniqueTag()}@example.com`
    await page.goto(contactPath('en'))
    await typeInto(
      page.getByRole('textbox', { name: text('en', 'forms.contact.email'), exact: true }),
      address,
    )
    await typeInto(
      page.getByRole('textbox', { name: text('en', 'forms.contact.message'), exact: true }),
      'Sent with no script',
    )
    await page.getByRole('button', { name: text('en', 'forms.send') }).click()
    await expect(page).toHaveURL(/\/en\/contact#contact-sent$/)
    await expect(page.locator('#contact-sent')).toBeVisible()
    await expect(page.locator('#contact-sent')).toContainText(text('en', 'forms.success'))
    await expect(page.locator('#contact-failed')).toBeHidden()
    const [entry, ...more] = await arrived(page.request, 'contact', address)
    expect(more).toEqual([])
    expect(entry?.fields.message).toBe('Sent with no script')
  })

  test('the browser checks the required fields itself: an empty form is not sent', async ({ page }) => {
    await page.goto(contactPath('pt'))
    await page.getByRole('button', { name: text('pt', 'forms.send') }).click()
    await expect(page).toHaveURL(new RegExp(`${contactPath('pt')}$`))
  })
})
