import { liveSignature } from './liveSignature'

// The one rule for what a built page carries of live data (the profile: functions/liveProfilePage.ts; the
// roster: functions/rosterPage.ts). The Worker writes it into the HTML, and that is the island's data when
// it wakes: no script asks again (docs/decisions/0070-one-live-data-path.md).

/** A live read as the Worker keeps it (functions/live.ts): an answer (fresh, or its last good copy), or none. */
export type LiveRead = { state: 'live' | 'stale'; body: string } | { state: 'missing' | 'unavailable' }

/**
 * What the page shows: `value` the live data when it differs from the build (null: the build's is right),
 * `stale` when it is not the CMS's answer of now (its last good copy, or the build's when the CMS failed).
 */
export type PageData = { value: unknown; stale: boolean }

/**
 * The page data of a live entry for a page built from data of signature `builtSig`: a live answer or the
 * last good copy (stale) that differs from the build is written in; anything else leaves the build's.
 * Example: `pageData({ state: 'stale', body: '[…]' }, sig)` → `{ value: […], stale: true }`.
 */
export function pageData(entry: LiveRead, builtSig: string): PageData {
  const stale = entry.state !== 'live'
  if (entry.state !== 'live' && entry.state !== 'stale') return { value: null, stale }
  const value: unknown = JSON.parse(entry.body)
  return { value: liveSignature(value) === builtSig ? null : value, stale }
}
