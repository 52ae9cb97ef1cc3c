import { type Context, Hono } from 'hono'
import { bearerAuth } from 'hono/bearer-auth'
import { createMiddleware } from 'hono/factory'
import { listDeliveries, resendDeliveries } from '../deliveries/admin'
import { ApiError } from '../errors'
import type { AppEnv } from '../types'

/** Off (404, as if absent) unless ADMIN_TOKEN is set; then a bearer token of that value is required. */
const staffOnly = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.env.ADMIN_TOKEN?.trim()
  if (!token) throw new ApiError(404, 'not_found', 'No such API route.')
  return bearerAuth({
    token,
    noAuthenticationHeader: {
      message: { error: { code: 'forbidden', message: 'A staff token is required.' } },
    },
    invalidToken: { message: { error: { code: 'forbidden', message: 'The staff token is wrong.' } } },
    invalidAuthenticationHeader: {
      message: { error: { code: 'forbidden', message: 'Send Bearer <token>.' } },
    },
  })(c as unknown as Context, next)
})

/**
 * Staff endpoints of the deliveries (`npm run deliveries`): `GET /api/admin/deliveries` lists what is
 * stored and not delivered, `POST /api/admin/deliveries/resend` (JSON `{ ids?: string[] }`) queues them
 * again (every failed or refused one when no id is named).
 */
export const deliveries = new Hono<AppEnv>()
  .use(staffOnly)
  .get('/', async (c) => c.json(await listDeliveries(c.env)))
  .post('/resend', async (c) => {
    let ids: string[] | undefined
    const body = (await c.req.json().catch(() => ({}))) as { ids?: unknown }
    if (Array.isArray(body.ids)) ids = body.ids.filter((x): x is string => typeof x === 'string')
    return c.json({ resent: await resendDeliveries(c.env, ids) })
  })
