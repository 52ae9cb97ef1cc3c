import { Hono } from 'hono'
import { bearerAuth } from 'hono/bearer-auth'
import { createMiddleware } from 'hono/factory'
import type { ErrorBody } from '../../lib/http/apiErrors'
import { exportDelivery, listDeliveries, resendDeliveries } from '../deliveries/admin'
import { ApiError } from '../errors'
import type { AppEnv } from '../types'

const refused = (message: string): ErrorBody => ({ error: { code: 'forbidden', message } })

/** No staff answer is kept by a cache or a browser: lists, refusals and exports alike. */
const noStore = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const res = new Response(c.res.body, c.res)
  res.headers.set('Cache-Control', 'no-store')
  c.res = undefined
  c.res = res
})

/**
 * Off (404, as if absent) unless ADMIN_TOKEN is set; then a bearer token of that value is required: 401
 * with `WWW-Authenticate: Bearer …` and a message saying what is missing (Hono's bearerAuth; the app's
 * error handler keeps its challenge and its body, which is already the error shape).
 */
const staffOnly = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.env.ADMIN_TOKEN?.trim()
  if (!token) throw new ApiError(404, 'not_found', 'No such API route.')
  return bearerAuth<AppEnv>({
    token,
    realm: 'staff',
    noAuthenticationHeader: { message: refused('A staff token is required.') },
    invalidToken: { message: refused('The staff token is wrong.') },
    // A malformed Authorization is a bad request (400), as the README's table says.
    invalidAuthenticationHeader: {
      message: { error: { code: 'bad_request', message: 'Send Bearer <token>.' } },
    },
  })(c, next)
})

/**
 * Staff endpoints of the deliveries (`npm run deliveries`): `GET /api/admin/deliveries` lists what is
 * stored and not delivered, `POST /api/admin/deliveries/resend` (JSON `{ ids?: string[] }`) queues them
 * again (every failed or refused one when no id is named), `GET /api/admin/deliveries/:id` answers one
 * stored submission as it would be delivered (multipart: fields and photos) for staff to handle by hand.
 * Every answer, refusals included, is `Cache-Control: no-store`.
 */
export const deliveries = new Hono<AppEnv>()
  .use(noStore)
  .use(staffOnly)
  .get('/', async (c) => c.json(await listDeliveries(c.env)))
  .post('/resend', async (c) => {
    let ids: string[] | undefined
    const body = (await c.req.json().catch(() => ({}))) as { ids?: unknown }
    if (Array.isArray(body.ids)) ids = body.ids.filter((x): x is string => typeof x === 'string')
    return c.json({ resent: await resendDeliveries(c.env, ids) })
  })
  .get('/:id', async (c) => {
    const id = c.req.param('id')
    const stored = await exportDelivery(c.env, id)
    if (!stored) throw new ApiError(404, 'not_found', `No undelivered submission ${id}.`)
    return stored
  })
