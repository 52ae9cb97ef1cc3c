import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { is } from 'superstruct'
import { apiPaths, apiPrefix, formApiPaths } from '../lib/http/api'
import { codeOfStatus, ErrorBody } from '../lib/http/apiErrors'
import { selectionPreviewPrefix } from '../lib/media/linkPreview'
import { ApiError, internalError } from './errors'
import { securityHeaders } from './middleware/securityHeaders'
import { contact } from './routes/contact'
import { deliveries } from './routes/deliveries'
import { favorites } from './routes/favorites'
import { getScouted } from './routes/getScouted'
import { health } from './routes/health'
import { media } from './routes/media'
import { notFoundPage, pages } from './routes/pages'
import { selectionPreview } from './routes/selectionPreview'
import { talents } from './routes/talents'
import { createServices } from './services'
import type { AppEnv, AppOptions } from './types'

/** Where a shared selection's link preview is answered (wrangler.toml runs the Worker first there). */
const selectionPreviewRoute = selectionPreviewPrefix.replace(/\/$/, '')

/** The routes that take a form submission (POST only). */
const formRoutes: ReadonlySet<string> = new Set(formApiPaths)

/** The Worker's Hono app: the API under /api, and the profile paths wrangler.toml runs it first for. */
export function createApp(options: AppOptions = {}, services = createServices(options)) {
  const app = new Hono<AppEnv>()
    .use(securityHeaders)
    .use(async (c, next) => {
      c.set('services', services)
      await next()
    })
    .route(apiPaths.health, health)
    .route(apiPaths.contact, contact)
    .route(apiPaths.getScouted, getScouted)
    .route(apiPaths.favorites, favorites)
    .route(apiPaths.adminDeliveries, deliveries)
    .route(apiPaths.talents, talents)
    .route(selectionPreviewRoute, selectionPreview)
    .route('/media', media)
    .all(`${apiPrefix}*`, (c) => {
      // The form routes answer POST only: any other method on them is told so, not "no such route".
      if (formRoutes.has(c.req.path) && c.req.method !== 'POST') {
        throw new ApiError(405, 'method_not_allowed', `${c.req.path} accepts POST only.`, {
          headers: { Allow: 'POST' },
        })
      }
      throw new ApiError(404, 'not_found', 'No such API route.')
    })
    .route('/', pages)

  app.onError(async (error, c) => {
    if (error instanceof ApiError) return c.json(error.body, error.status, error.headers)
    if (error instanceof HTTPException) {
      // A framework middleware's refusal (bearerAuth's 401): its status, its WWW-Authenticate, and its
      // body when that is already the error shape, else one made from the status.
      const res = error.res
      const sent: unknown = res
        ? await res
            .clone()
            .json()
            .catch(() => undefined)
        : undefined
      const challenge = res?.headers.get('www-authenticate')
      const headers = challenge ? { 'WWW-Authenticate': challenge } : undefined
      if (is(sent, ErrorBody)) return c.json(sent, error.status, headers)
      const code = codeOfStatus(error.status) ?? 'bad_request'
      return c.json({ error: { code, message: error.message || code } }, error.status, headers)
    }
    return internalError(error)
  })
  // Paths of the Worker-first patterns the page router does not take (other methods): the assets decide.
  app.notFound((c) =>
    c.req.path.startsWith(apiPrefix)
      ? c.json({ error: { code: 'not_found', message: 'No such API route.' } }, 404)
      : c.req.method === 'GET' || c.req.method === 'HEAD'
        ? notFoundPage(c, 'pt')
        : c.env.ASSETS.fetch(c.req.raw),
  )
  // What escapes the app's own handling (a value thrown that is not an Error, a failure while answering
  // one): still the Worker's JSON 500 with the security headers, never the runtime's page.
  const handle = app.fetch
  app.fetch = async (request, env, executionCtx) => {
    try {
      return await handle(request, env, executionCtx)
    } catch (error) {
      return internalError(error)
    }
  }
  return app
}
