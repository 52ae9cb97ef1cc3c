import { Hono } from 'hono'
import { ApiError } from '../errors'
import { type LiveEntry, liveAnswer, liveProfile, liveRoster } from '../live'
import type { AppEnv } from '../types'

const unavailable = () =>
  new ApiError(502, 'upstream_failed', 'The agency system is not reachable; try again.')

/** The answer of a live entry: its JSON (marked `Live-Data: stale` when it is a fallback) or an error. */
function answer(c: Parameters<typeof liveAnswer>[0], entry: LiveEntry, notFound: () => ApiError): Response {
  if (entry.state === 'missing') throw notFound()
  if (entry.state === 'unavailable') throw unavailable()
  return liveAnswer(c, entry)
}

/**
 * GET /api/talents: the live roster; GET /api/talents/:id: one live profile (404 when the CMS does not
 * show it). Both normalized exactly as the snapshot's, edge-cached for LIVE_CACHE_SECONDS, within the
 * visitor budget, with the last good answer (or the snapshot's roster) when the CMS fails (functions/live.ts).
 */
export const talents = new Hono<AppEnv>()
  .get('/', async (c) => answer(c, await liveRoster(c), unavailable))
  .get('/:id{[1-9][0-9]{0,9}}', async (c) => {
    const id = Number(c.req.param('id'))
    return answer(c, await liveProfile(c, id), () => new ApiError(404, 'not_found', `No talent ${id}.`))
  })
