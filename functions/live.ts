import type { Context } from 'hono'
import type { Profile, TalentSummary } from '../lib/schemas/snapshot'
import { foldText } from '../lib/text/foldText'
import { normalizeProfile, normalizeTalent, UpstreamError } from '../lib/upstream'
import { ApiError } from './errors'
import { withMirroredUrls } from './mirroredUrls'
import { numberVar } from './services'
import type { AppEnv } from './types'

/** Roster order, as the sync writes talents.json: folded name, then id (sync/pull.ts sortTalents). */
function byName(a: TalentSummary, b: TalentSummary): number {
  const fa = foldText(a.name)
  const fb = foldText(b.name)
  return fa < fb ? -1 : fa > fb ? 1 : a.id - b.id
}

function failed(what: string, e: unknown): ApiError {
  if (e instanceof ApiError) return e
  const detail = e instanceof UpstreamError ? `${e.kind} ${e.message}` : String(e)
  console.error(`${what}: upstream failed: ${detail}`)
  return new ApiError(502, 'upstream_failed', 'The agency system is not reachable; try again.')
}

/** The live roster: site categories only, normalized and ordered exactly as the snapshot's. */
export async function liveRoster(c: Context<AppEnv>): Promise<TalentSummary[]> {
  try {
    const upstream = c.var.services.upstream(c.env)
    const base = upstream.baseUrl('integration')
    const seen = new Set<number>()
    const list: TalentSummary[] = []
    for (const t of await upstream.talents(1000)) {
      const summary = normalizeTalent(t, base)
      if (summary && !seen.has(summary.id)) {
        seen.add(summary.id)
        list.push(summary)
      }
    }
    return await withMirroredUrls(c, list.sort(byName))
  } catch (e) {
    throw failed('talents', e)
  }
}

/** One live profile normalized as the snapshot's, or null when the CMS does not show it on the site. */
export async function liveProfile(c: Context<AppEnv>, id: number): Promise<Profile | null> {
  try {
    const upstream = c.var.services.upstream(c.env)
    const answer = await upstream.profile(id)
    if (!answer || answer.id !== id) return null
    const profile = normalizeProfile(answer, upstream.baseUrl('integration'))
    return profile && (await withMirroredUrls(c, profile))
  } catch (e) {
    throw failed(`talent ${id}`, e)
  }
}

/**
 * A JSON answer from the edge cache when fresh, else from `produce` (stored for LIVE_CACHE_SECONDS).
 * Null from `produce` (unknown) is not stored: a talent added a second later is found at once.
 */
export async function cachedJson(
  c: Context<AppEnv>,
  path: string,
  produce: () => Promise<unknown | null>,
): Promise<Response | null> {
  const cache = c.var.services.cache()
  const key = new Request(new URL(path, c.req.url).toString())
  const hit = await cache?.match(key)
  if (hit) return hit
  const value = await produce()
  if (value === null) return null
  const seconds = numberVar(c.env.LIVE_CACHE_SECONDS, 60)
  const response = new Response(JSON.stringify(value), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': `public, max-age=${seconds}`,
    },
  })
  if (cache && seconds > 0) {
    const stored = cache.put(key, response.clone())
    try {
      c.executionCtx.waitUntil(stored)
    } catch {
      await stored // no execution context (tests): store before answering
    }
  }
  return response
}
