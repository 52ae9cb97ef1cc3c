import type { Context } from 'hono'
import { parseCategoryIds } from '../lib/categories'
import { byRosterOrder } from '../lib/roster/rosterOrder'
import type { Profile, TalentSummary } from '../lib/schemas/snapshot'
import type { UpstreamProfile } from '../lib/schemas/upstream'
import { normalizeProfile, normalizeTalent, type ReadOptions, UpstreamError } from '../lib/upstream'
import { withMirroredUrls } from './mirroredUrls'
import { numberVar } from './services'
import { builtRoster } from './snapshot'
import type { AppEnv } from './types'

// Live data for visitors: the CMS as it is now, but never a long wait for it. One upstream read per key
// at a time in the isolate (concurrent misses share it), answers kept at the edge (Cache API): a fresh
// copy for LIVE_CACHE_SECONDS, a "not found" for MISSING_SECONDS, and the last good answer for
// LAST_GOOD_SECONDS, served (marked stale) when the CMS fails or runs over the visitor's budget.

/** How long "the CMS does not show this id" is kept: 200 requests for an unknown id ask upstream once. */
export const MISSING_SECONDS = 15
/** How long the last good answer stays available as the fallback of a failing or stalled CMS. */
export const LAST_GOOD_SECONDS = 7 * 24 * 3600
/** How long a stale answer is reused before the CMS is asked again (capped by LIVE_CACHE_SECONDS). */
export const STALE_RETRY_SECONDS = 10

/** The header that tells the page where live data came from: `live`, or `stale` (last good / snapshot). */
export const liveDataHeader = 'Live-Data'

/** What the Worker can say about one live resource. */
export type LiveEntry =
  | { state: 'live' | 'stale'; body: string }
  | { state: 'missing' }
  | { state: 'unavailable' }

function upstreamOf(c: Context<AppEnv>) {
  return c.var.services.upstream(c.env)
}

/** The account's category ids, as the sync reads them (`CMS_CATEGORY_IDS`, lib/categories.ts). */
const categoryIdsOf = (c: Context<AppEnv>) => parseCategoryIds(c.env.CMS_CATEGORY_IDS)

/**
 * The live roster: site categories only, normalized and ordered exactly as the snapshot's. A record that
 * cannot be read or shown is left out (the sync names it; a visitor gets the others).
 */
async function fetchRoster(c: Context<AppEnv>, options: ReadOptions): Promise<TalentSummary[]> {
  const upstream = upstreamOf(c)
  const base = upstream.baseUrl('integration')
  const categoryIds = categoryIdsOf(c)
  const seen = new Set<number>()
  const list: TalentSummary[] = []
  for (const t of (await upstream.talents(1000, options)).items) {
    const summary = normalizeTalent(t, base, undefined, categoryIds)
    if (summary && !seen.has(summary.id)) {
      seen.add(summary.id)
      list.push(summary)
    }
  }
  return withMirroredUrls(c, list.sort(byRosterOrder))
}

/** Whether a profile answer lacks what its list entry gives (no client reads cover or categories from it). */
const lacksListFields = (p: UpstreamProfile) =>
  !p.name?.trim() || !p.cover?.trim() || !p.gender?.trim() || !p.categories?.length

/** A talent's entry in the live roster (the last good one, or the snapshot's, when the CMS fails). */
async function listedTalent(c: Context<AppEnv>, id: number): Promise<TalentSummary | undefined> {
  const entry = await liveRoster(c)
  if (entry.state !== 'live' && entry.state !== 'stale') return undefined
  return (JSON.parse(entry.body) as TalentSummary[]).find((t) => t.id === id)
}

/**
 * One live profile normalized as the snapshot's (completed from the talent's roster entry where it lacks a
 * field, as the sync does), or null when the CMS does not show it on the site.
 */
async function fetchProfile(c: Context<AppEnv>, id: number, options: ReadOptions): Promise<Profile | null> {
  const upstream = upstreamOf(c)
  const answer = await upstream.profile(id, options)
  if (!answer || answer.id !== id) return null
  const listed = lacksListFields(answer) ? await listedTalent(c, id) : undefined
  const profile = normalizeProfile(answer, upstream.baseUrl('integration'), undefined, {
    categoryIds: categoryIdsOf(c),
    listed,
  })
  return profile && (await withMirroredUrls(c, profile))
}

const cacheUrl = (c: Context<AppEnv>, path: string) => new URL(path, c.req.url).toString()

function stored(body: string, state: 'live' | 'stale' | 'missing', seconds: number): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': `public, max-age=${seconds}`,
      [liveDataHeader]: state,
    },
  })
}

function later(c: Context<AppEnv>, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    // No execution context (unit tests): the work runs on; the coalesced entry waits for it anyway.
  }
}

/**
 * One live resource under `path`: the edge cache's copy when there is one, else one upstream read
 * shared by every request of the isolate that misses at the same time, within the visitor budget. When
 * the read fails or runs out of budget: the last good answer, else `fallback` (the snapshot's), marked
 * stale; `unavailable` only when neither exists.
 */
async function lookup(
  c: Context<AppEnv>,
  path: string,
  read: (options: ReadOptions) => Promise<unknown | null>,
  fallback?: () => Promise<unknown | undefined>,
): Promise<LiveEntry> {
  const { services } = c.var
  const cache = services.cache()
  const key = cacheUrl(c, path)
  // The cache lookup is inside the shared work: a request that looked in the cache while the shared
  // read was storing its answer would otherwise miss both (its lookup began before the write ended, and
  // the shared entry is gone once the write has ended) and read upstream a second time.
  const shared = services.coalesce<LiveEntry>(key, async () => {
    const hit = await cache?.match(key)
    if (hit) {
      const state = hit.headers.get(liveDataHeader)
      const entry: LiveEntry =
        state === 'missing'
          ? { state: 'missing' }
          : { state: state === 'stale' ? 'stale' : 'live', body: await hit.text() }
      return { entry, settled: Promise.resolve() }
    }
    const lastGoodKey = cacheUrl(c, `/__last-good${path}`)
    const freshSeconds = numberVar(c.env.LIVE_CACHE_SECONDS, 60)
    const puts: Promise<unknown>[] = []
    const put = (url: string, body: string, state: 'live' | 'stale' | 'missing', seconds: number) => {
      if (cache && seconds > 0) puts.push(cache.put(url, stored(body, state, seconds)))
    }
    let entry: LiveEntry
    try {
      const value = await read(services.liveBudget())
      if (value === null) {
        entry = { state: 'missing' }
        put(key, '', 'missing', MISSING_SECONDS)
        if (cache) puts.push(cache.delete(lastGoodKey)) // removed from the site: no stale copy of it
      } else {
        const body = JSON.stringify(value)
        entry = { state: 'live', body }
        put(key, body, 'live', freshSeconds)
        put(lastGoodKey, body, 'live', LAST_GOOD_SECONDS)
      }
    } catch (e) {
      const detail = e instanceof UpstreamError ? `${e.kind} ${e.message}` : String(e)
      console.error(`${path}: upstream failed: ${detail}`)
      const lastGood = await cache?.match(lastGoodKey)
      const value = lastGood ? undefined : await fallback?.()
      const body = lastGood ? await lastGood.text() : value === undefined ? undefined : JSON.stringify(value)
      if (body === undefined) return { entry: { state: 'unavailable' }, settled: Promise.resolve() }
      entry = { state: 'stale', body }
      // Visitors arriving during the outage get the stale copy at once instead of each waiting the budget.
      const retrySeconds = Math.min(freshSeconds, STALE_RETRY_SECONDS)
      put(key, body, 'stale', retrySeconds)
    }
    const settled = Promise.allSettled(puts)
    later(c, settled)
    return { entry, settled }
  })
  // Every request that waits on the shared read keeps it alive: the one that started it may be gone.
  later(c, shared)
  return shared
}

/** The live roster; the last good one or the snapshot's (stale) when the CMS fails or stalls. */
export function liveRoster(c: Context<AppEnv>): Promise<LiveEntry> {
  return lookup(
    c,
    '/api/talents',
    (options) => fetchRoster(c, options),
    () => withMirroredUrls(c, builtRoster),
  )
}

/**
 * One live profile; the last good one (stale) when the CMS fails or stalls. The snapshot's own version of
 * a built talent is the prerendered page itself, which keeps it when this answers `unavailable`.
 */
export function liveProfile(c: Context<AppEnv>, id: number): Promise<LiveEntry> {
  return lookup(c, `/api/talents/${id}`, (options) => fetchProfile(c, id, options))
}

/** The JSON answer of a live entry that has a body: cacheable when live, `no-store` and marked when stale. */
export function liveAnswer(c: Context<AppEnv>, entry: { state: 'live' | 'stale'; body: string }): Response {
  const seconds = numberVar(c.env.LIVE_CACHE_SECONDS, 60)
  return new Response(entry.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': entry.state === 'live' ? `public, max-age=${seconds}` : 'no-store',
      [liveDataHeader]: entry.state,
    },
  })
}
