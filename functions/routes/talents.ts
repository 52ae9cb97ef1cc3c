import { Hono } from 'hono'
import { ApiError } from '../errors'
import { cachedJson, liveProfile, liveRoster } from '../live'
import type { AppEnv } from '../types'

/**
 * GET /api/talents: the live roster; GET /api/talents/:id: one live profile (404 when the CMS does not
 * show it). Both normalized exactly as the snapshot's and edge-cached for LIVE_CACHE_SECONDS.
 */
export const talents = new Hono<AppEnv>()
  .get('/', async (c) => {
    return (await cachedJson(c, '/api/talents', () => liveRoster(c))) as Response
  })
  .get('/:id{[1-9][0-9]{0,9}}', async (c) => {
    const id = Number(c.req.param('id'))
    const answer = await cachedJson(c, `/api/talents/${id}`, () => liveProfile(c, id))
    if (!answer) throw new ApiError(404, 'not_found', `No talent ${id}.`)
    return answer
  })
