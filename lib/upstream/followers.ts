import type { UpstreamInstagram } from '../schemas/upstream'

/**
 * The Instagram username of a profile's link, as `GET /api/agency/instagram?username=` is asked for it; null
 * when the link is not to an Instagram profile (a link elsewhere has no followers to ask for).
 * Example: `instagramHandle('https://www.instagram.com/ana.silva/')` → 'ana.silva'.
 */
export function instagramHandle(url: string | null | undefined): string | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (!/^(www\.)?instagram\.com$/i.test(parsed.hostname)) return null
  const handle = parsed.pathname.split('/').filter(Boolean)[0] ?? ''
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? handle : null
}

/**
 * The follower count an answer gives, or null when it gives none the site can show: a whole number of 0
 * or more, or a string of one (digits, optionally grouped by thousands: `"12.345"`, `"12,345"`).
 * Example: `followersOf({ followers: '12345' })` → 12345; `followersOf({ followers: '12.3k' })` → null.
 */
export function followersOf(answer: UpstreamInstagram): number | null {
  const value = answer.followers
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null
  if (typeof value !== 'string') return null
  const digits = value.trim()
  if (!/^\d{1,3}([.,\u00a0 ]\d{3})*$|^\d+$/.test(digits)) return null
  const count = Number(digits.replace(/\D/g, ''))
  return Number.isSafeInteger(count) ? count : null
}
