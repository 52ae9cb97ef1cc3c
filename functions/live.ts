import type { Context } from 'hono'
import { apiPaths, liveDataHeader, talentApiPath } from '../lib/http/api'
import type { TalentSummary } from '../lib/schemas/snapshot'
import { type ReadOptions, UpstreamError } from '../lib/upstream'
import { fetchProfile, fetchRoster } from './liveReads'
import { withMirroredUrls } from './mirroredUrls'
import { settingsOf } from './settings'
import { builtRoster, builtTalents } from './snapshot'
import type { AppEnv, LiveEntry } from './types'

// Live data for visitors: the CMS as it is now, but never a long wait for it. Answers kept at the edge
// (Cache API) and, settled, in the isolate's memory (functions/liveMemo.ts): a fresh copy for
// LIVE_CACHE_SECONDS, a "not found" for MISSING_SECONDS, and the last good answer for LAST_GOOD_SECONDS,
// served (marked stale) when the CMS fails or runs over the visitor's budget. One upstream read per key at
// a time in the isolate: a request that finds another reading waits on its own timer for the settled
// answer; no request ever awaits another's I/O (docs/decisions/0017-live-settled-values.md).

/** How long "the CMS does not show this id" is kept: 200 requests for an unknown id ask upstream once. */
export const MISSING_SECONDS = 15
/** How long the last good answer stays available as the fallback of a failing or stalled CMS. */
export const LAST_GOOD_SECONDS = 7 * 24 * 3600
/** How long a stale answer is reused before the CMS is asked again (capped by LIVE_CACHE_SECONDS). */
export const STALE_RETRY_SECONDS = 10

/** When a cached answer expires (ms since the epoch), so a request that finds it can keep it in memory. */
const untilHeader = 'Live-Until'

export type { LiveEntry }

/** A talent's entry in the live roster (the last good one, or the snapshot's, when the CMS fails). */
async function listedTalent(c: Context<AppEnv>, id: number): Promise<TalentSummary | undefined> {
  const entry = await liveRoster(c)
  if (entry.state !== 'live' && entry.state !== 'stale') return undefined
  return (JSON.parse(entry.body) as TalentSummary[]).find((t) => t.id === id)
}

const cacheUrl = (c: Context<AppEnv>, path: string) => new URL(path, c.req.url).toString()

function stored(body: string, state: 'live' | 'stale' | 'missing', seconds: number, until: number) {
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': `public, max-age=${seconds}`,
      [liveDataHeader]: state,
      [untilHeader]: String(until),
    },
  })
}

/** Hands the edge-cache writes to the runtime so they finish after the answer (none in unit tests). */
function later(c: Context<AppEnv>, work: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(work)
  } catch {
    // No execution context (unit tests): the writes run on by themselves.
  }
}

/**
 * The edge cache's answer for `key` while its `Live-Until` is ahead of the services' clock: the cache's own
 * expiry and this one agree in production, and the clock is the one the tests move.
 */
async function unexpired(cache: Cache | undefined, key: string, now: number): Promise<Response | undefined> {
  const hit = await cache?.match(key)
  if (!hit) return undefined
  if (Number(hit.headers.get(untilHeader)) > now) return hit
  await hit.body?.cancel()
  return undefined
}

/** A cached answer as an entry (its body read by this request). */
async function entryOf(hit: Response): Promise<LiveEntry> {
  const state = hit.headers.get(liveDataHeader)
  if (state === 'missing') return { state: 'missing' }
  return { state: state === 'stale' ? 'stale' : 'live', body: await hit.text() }
}

/**
 * One live resource under `path`: the isolate's settled copy, else the edge cache's, else one upstream
 * read within the visitor budget, made by this request unless another request of the isolate is making
 * it (then this one waits for its settled answer, on its own timer, at most the budget). When the read
 * fails or runs out of budget: the last good answer, else `fallback` (the snapshot's), marked stale;
 * `unavailable` only when neither exists.
 */
async function lookup(
  c: Context<AppEnv>,
  path: string,
  read: (options: ReadOptions) => Promise<unknown | null>,
  fallback?: () => Promise<unknown | undefined>,
  freshSeconds?: number,
): Promise<LiveEntry> {
  const { services } = c.var
  const memo = services.live
  const key = cacheUrl(c, path)
  const kept = memo.get(key)
  if (kept) return kept
  await memo.whileReading(key)
  const settled = memo.get(key)
  if (settled) return settled

  const cache = services.cache()
  const hit = await unexpired(cache, key, services.now())
  if (hit) {
    const entry = await entryOf(hit)
    const until = Number(hit.headers.get(untilHeader))
    if (Number.isFinite(until)) memo.set(key, entry, until)
    return entry
  }

  // Another request may have begun reading, or read, while this one looked in the cache.
  const mark = memo.begin(key, services.liveWaitMs)
  if (!mark) await memo.whileReading(key)
  const theirs = memo.get(key)
  if (theirs) {
    if (mark) memo.end(key, mark)
    return theirs
  }
  try {
    return await readUpstream(c, key, path, read, fallback, freshSeconds)
  } finally {
    if (mark) memo.end(key, mark)
  }
}

/** The upstream read of `lookup`, its answer kept in memory and written to the edge cache. */
async function readUpstream(
  c: Context<AppEnv>,
  key: string,
  path: string,
  read: (options: ReadOptions) => Promise<unknown | null>,
  fallback?: () => Promise<unknown | undefined>,
  fresh?: number,
): Promise<LiveEntry> {
  const { services } = c.var
  const cache = services.cache()
  const lastGoodKey = cacheUrl(c, `/__last-good${path}`)
  const freshSeconds = fresh ?? settingsOf(c.env).LIVE_CACHE_SECONDS
  const puts: Promise<unknown>[] = []
  const keep = (entry: LiveEntry, body: string, state: 'live' | 'stale' | 'missing', seconds: number) => {
    const until = services.now() + seconds * 1000
    services.live.set(key, entry, until)
    if (cache && seconds > 0) puts.push(cache.put(key, stored(body, state, seconds, until)))
  }
  let entry: LiveEntry
  try {
    const value = await read(services.liveBudget())
    if (value === null) {
      entry = { state: 'missing' }
      keep(entry, '', 'missing', MISSING_SECONDS)
      if (cache) puts.push(cache.delete(lastGoodKey)) // removed from the site: no stale copy of it
    } else {
      const body = JSON.stringify(value)
      entry = { state: 'live', body }
      keep(entry, body, 'live', freshSeconds)
      if (cache) {
        const until = services.now() + LAST_GOOD_SECONDS * 1000
        puts.push(cache.put(lastGoodKey, stored(body, 'live', LAST_GOOD_SECONDS, until)))
      }
    }
  } catch (e) {
    const detail = e instanceof UpstreamError ? `${e.kind} ${e.message}` : String(e)
    console.error(`${path}: upstream failed: ${detail}`)
    const lastGood = await unexpired(cache, lastGoodKey, services.now())
    const value = lastGood ? undefined : await fallback?.()
    const body = lastGood ? await lastGood.text() : value === undefined ? undefined : JSON.stringify(value)
    if (body === undefined) {
      // Kept in this isolate only, as briefly as a stale copy: the requests that waited for this read, and
      // those of the next seconds, answer at once instead of each waiting the budget again.
      entry = { state: 'unavailable' }
      const seconds = Math.min(freshSeconds, STALE_RETRY_SECONDS)
      services.live.set(key, entry, services.now() + seconds * 1000)
      return entry
    }
    entry = { state: 'stale', body }
    // Visitors arriving during the outage get the stale copy at once instead of each waiting the budget.
    keep(entry, body, 'stale', Math.min(freshSeconds, STALE_RETRY_SECONDS))
  }
  later(c, Promise.allSettled(puts))
  return entry
}

/** The live roster; the last good one or the snapshot's (stale) when the CMS fails or stalls. */
export function liveRoster(c: Context<AppEnv>): Promise<LiveEntry> {
  return lookup(
    c,
    apiPaths.talents,
    (options) => fetchRoster(c, options),
    () => withMirroredUrls(c, builtRoster),
  )
}

/**
 * The ids and names of the talents the site shows: the build's and the live roster's, the live part read
 * at most once per MISSING_SECONDS (a roster read of its own, ids and names only). Null when the CMS
 * cannot tell right now (it fails and no fresh list is kept): the caller then does not judge an id by it.
 */
export async function siteTalents(c: Context<AppEnv>): Promise<ReadonlyMap<number, string> | null> {
  const entry = await lookup(
    c,
    '/__site-talents',
    async (options) => (await fetchRoster(c, options)).map((t) => [t.id, t.name]),
    undefined,
    MISSING_SECONDS,
  )
  if (entry.state !== 'live') return null
  const live = JSON.parse(entry.body) as [number, string][]
  return new Map([...[...builtTalents.values()].map((t): [number, string] => [t.id, t.name]), ...live])
}

/** Distinct ids outside the build read from the CMS per MISSING_SECONDS before the roster is asked first. */
export const UNKNOWN_IDS_PER_WINDOW = 5
const unknownWindows = new WeakMap<object, { start: number; ids: Set<number> }>()

/**
 * Whether an id outside the build may be read from the CMS as it is: yes for the first
 * UNKNOWN_IDS_PER_WINDOW distinct ids of each MISSING_SECONDS in the isolate (a talent created after the
 * build shows at once), after that only if the live roster knows it (`siteTalents`).
 */
async function mayRead(c: Context<AppEnv>, id: number): Promise<boolean> {
  const { services } = c.var
  const now = services.now()
  let window = unknownWindows.get(services)
  if (!window || now - window.start >= MISSING_SECONDS * 1000) {
    window = { start: now, ids: new Set() }
    unknownWindows.set(services, window)
  }
  if (window.ids.has(id) || window.ids.size < UNKNOWN_IDS_PER_WINDOW) {
    window.ids.add(id)
    return true
  }
  const known = await siteTalents(c)
  return !known || known.has(id)
}

/**
 * One live profile; the last good one (stale) when the CMS fails or stalls. The snapshot's own version of
 * a built talent is the prerendered page itself, which keeps it when this answers `unavailable`. Ids
 * outside the build beyond a handful per 15 s are first looked up in the live roster (`mayRead`): a list
 * of random ids costs a few reads and one roster read per 15 s, not one CMS call each (issue 28).
 */
export async function liveProfile(c: Context<AppEnv>, id: number): Promise<LiveEntry> {
  if (!builtTalents.has(id) && !(await mayRead(c, id))) {
    // Not on the site (any more): no stale copy of it is served later either.
    const cache = c.var.services.cache()
    if (cache) later(c, cache.delete(cacheUrl(c, `/__last-good${talentApiPath(id)}`)))
    return { state: 'missing' }
  }
  return lookup(c, talentApiPath(id), (options) => fetchProfile(c, id, options, listedTalent))
}

/** The JSON answer of a live entry that has a body: cacheable when live, `no-store` and marked when stale. */
export function liveAnswer(c: Context<AppEnv>, entry: { state: 'live' | 'stale'; body: string }): Response {
  const seconds = settingsOf(c.env).LIVE_CACHE_SECONDS
  return new Response(entry.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': entry.state === 'live' ? `public, max-age=${seconds}` : 'no-store',
      [liveDataHeader]: entry.state,
    },
  })
}
