import type { Locator, Page } from '@playwright/test'
import { whatsappNumber, whatsappText } from '../../lib/whatsapp'
import { expect, type Locale, typeInto } from '../fixtures'
import { text } from '../roster/roster'

/** A job brief as a client fills it in (issue 40), by field name. */
export const brief = {
  company: 'Estúdio Luz',
  dates: '10–12/03',
  city: 'Recife',
  usage: 'e-commerce',
  budget: 'R$ 8.000',
} as const

/** The brief's fields in the request form, found by their labels. */
export function briefField(page: Page, locale: Locale, name: keyof typeof brief): Locator {
  return page
    .getByRole('region', { name: text(locale, 'favorites.request.title') })
    .getByRole('textbox', { name: new RegExp(`^${text(locale, `favorites.request.${name}`)}`) })
}

/** Types the whole brief, key by key (Firefox over BiDi: tests/fixtures `typeInto`). */
export async function typeBrief(page: Page, locale: Locale): Promise<void> {
  for (const [name, value] of Object.entries(brief))
    await typeInto(briefField(page, locale, name as keyof typeof brief), value)
}

/** What a WhatsApp link opens: wa.me, the agency's number, and the message typed in. */
export async function whatsappMessage(link: Locator): Promise<{ number: string; text: string }> {
  await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
  const href = (await link.getAttribute('href')) ?? ''
  return { number: whatsappNumber(href) ?? '', text: whatsappText(href) ?? '' }
}
