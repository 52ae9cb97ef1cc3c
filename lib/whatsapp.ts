import type { Social } from './schemas/snapshot'
import { site } from './site'

// WhatsApp as plain links (issue 40): `https://wa.me/<number>?text=…`, WhatsApp's own click-to-chat
// address. No script of WhatsApp's, nothing to load: a link that works with and without script, in every
// browser, and opens the app on a phone (WhatsApp Web elsewhere) with the message typed in.

/**
 * The digits wa.me takes (country code first, no `+`, 10 to 15 digits: E.164) from a number or a
 * WhatsApp link as an agency or a CMS writes it; null when it holds none.
 * Examples: `whatsappNumber('+55 11 96100-0000')` → '5511961000000';
 * `whatsappNumber('https://api.whatsapp.com/send?phone=5521970317962')` → '5521970317962';
 * `whatsappNumber('https://wa.me/5511961000000?text=Oi')` → '5511961000000'.
 */
export function whatsappNumber(value: string | null | undefined): string | null {
  const v = value?.trim()
  if (!v) return null
  let raw = v
  if (/^https?:\/\//i.test(v)) {
    let url: URL
    try {
      url = new URL(v)
    } catch {
      return null
    }
    const host = url.hostname.toLowerCase().replace(/^www\./, '')
    if (host === 'wa.me') raw = url.pathname.slice(1)
    else if (host.endsWith('whatsapp.com')) raw = url.searchParams.get('phone') ?? ''
    else return null
  } else if (!/^[\d\s+().-]+$/.test(v)) return null
  const digits = raw.replace(/\D/g, '').replace(/^00/, '')
  return /^[1-9]\d{9,14}$/.test(digits) ? digits : null
}

/**
 * The agency's WhatsApp number: the CMS's social links' when the platform gives one, else the site's
 * setting (lib/site `whatsapp`). `social` is the snapshot's (data/social.json); null or without one, the
 * setting. Example: `agencyWhatsApp({ instagram: null })` → '5511961000000'.
 */
export function agencyWhatsApp(social: Pick<Social, 'whatsapp'> | null | undefined): string | null {
  return whatsappNumber(social?.whatsapp) ?? whatsappNumber(site.whatsapp)
}

/**
 * The click-to-chat address of `number` with `text` typed in.
 * Example: `whatsappHref('5511961000000', 'Olá & até')` → 'https://wa.me/5511961000000?text=Ol%C3%A1%20%26%20at%C3%A9'.
 */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`
}

/** The text of a wa.me link (what WhatsApp types in), or null when `href` is no wa.me link. */
export function whatsappText(href: string): string | null {
  try {
    const url = new URL(href)
    return url.hostname === 'wa.me' ? (url.searchParams.get('text') ?? '') : null
  } catch {
    return null
  }
}
