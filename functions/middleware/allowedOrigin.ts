import { createMiddleware } from 'hono/factory'
import { ApiError } from '../errors'
import type { AppEnv } from '../types'

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Whether a POST may come from `origin`: the site's own (SITE_URL), the origin the request was sent to
 * (same-origin by definition, e.g. a preview deployment), and in development any local origin.
 */
export function isAllowedOrigin(origin: string, env: Env, requestUrl: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.origin === new URL(requestUrl).origin) return true
  try {
    if (env.SITE_URL && url.origin === new URL(env.SITE_URL).origin) return true
  } catch {}
  return env.ENVIRONMENT === 'development' && url.protocol === 'http:' && localHosts.has(url.hostname)
}

/**
 * Refuses a submission sent from another site (403 forbidden_origin): browsers send `Origin` with every
 * POST; without one, the `Referer`'s origin counts; without either, the request is refused.
 */
export const allowedOrigin = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header('origin') ?? c.req.header('referer')
  if (!origin || origin === 'null' || !isAllowedOrigin(origin, c.env, c.req.url)) {
    throw new ApiError(403, 'forbidden_origin', 'Submissions are accepted from the site only.')
  }
  await next()
})
