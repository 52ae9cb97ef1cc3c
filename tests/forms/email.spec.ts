import { expect, locales, test } from '../fixtures'
import { contactPath, errorTextOf, openAwake, recordRequests, text } from './forms'

// The HTML standard's valid e-mail address, applied by the page before anything is sent (the Worker
// applies the same rule: functions/formRoutes.test.ts).

for (const locale of locales) {
  test(`the contact form (${locale}) refuses the e-mails the standard refuses, and sends nothing`, async ({
    page,
  }) => {
    test.setTimeout(90_000) // three submissions on a shared, busy machine
    const t = (key: Parameters<typeof text>[1]) => text(locale, key)
    await openAwake(page, contactPath(locale), 'contactForm')
    const posts = recordRequests(page, '/api/contact')
    const email = page.getByRole('textbox', { name: t('forms.contact.email'), exact: true })
    await page.getByRole('textbox', { name: t('forms.contact.message'), exact: true }).fill('Olá')
    for (const address of ['a\u0000@b.co', '"x"<a@b.co>', 'a,b@c.co']) {
      await email.fill(address)
      await page.getByRole('button', { name: t('forms.send') }).click()
      await expect(email, address).toHaveAttribute('aria-invalid', 'true')
      expect(await errorTextOf(email)).toBe(t('forms.invalidEmail'))
    }
    expect(posts).toEqual([])
  })
}
