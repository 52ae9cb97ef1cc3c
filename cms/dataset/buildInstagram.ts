import type { Profile } from '../types.ts'
import type { Dataset } from './rough.ts'

// What `GET /api/agency/instagram?username=` knows (cms/README.md): each talent's handle and its follower
// count, made from the handle (the same handle always has the same count, in every instance). Real accounts
// are renamed, made private or deleted after the agency typed them: in the demo data set about one handle
// in eleven is unknown to the platform (404). The rough data set adds an account whose call fails (500)
// and counts written as strings.

/** One account's answer: its follower count (a number, or a string of digits), or `error` (a 500). */
export type InstagramAccount = { followers: number | string } | 'error'

/** A handle as the platform is asked for it: no `@`, no URL, no trailing slash, lower case. */
export const handleOf = (value: string): string =>
  value
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/^@/, '')
    .replace(/[/?#].*$/, '')
    .toLowerCase()

/** FNV-1a: a stable number per handle. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return h
}

/** From about 800 to about 2.4 million followers, most in the thousands, as talents' accounts are. */
const followersOf = (handle: string) => Math.round(800 * 3000 ** ((hash(handle) % 10_000) / 10_000))

export function buildInstagram(
  profiles: readonly Profile[],
  dataset: Dataset,
): Map<string, InstagramAccount> {
  const accounts = new Map<string, InstagramAccount>()
  const handles = profiles.flatMap((p) => (p.instagram ? [handleOf(p.instagram)] : []))
  for (const handle of handles) {
    if (hash(`known:${handle}`) % 11 === 0) continue
    const followers = followersOf(handle)
    accounts.set(handle, { followers: dataset === 'rough' ? String(followers) : followers })
  }
  if (dataset === 'rough') {
    // The first handle the platform knows fails: its call answers 500.
    const failing = handles.find((h) => accounts.has(h))
    if (failing) accounts.set(failing, 'error')
  }
  return accounts
}
