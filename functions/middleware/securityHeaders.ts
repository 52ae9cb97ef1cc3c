import { createMiddleware } from 'hono/factory'
import { apiContentSecurityPolicy, securityHeaders as headers } from '../../lib/http/securityHeaders'
import type { AppEnv } from '../types'

// Pages keep the policy their asset carries (the build's hashes); anything else gets the API's.

/**
 * Adds the security headers to every response the Worker makes, including the pages it serves from the
 * assets (whose headers are immutable, so the response is copied first).
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const res = new Response(c.res.body, c.res)
  for (const [name, value] of Object.entries(headers)) res.headers.set(name, value)
  // An error is never kept by a browser or a shared cache (issue 28: a 502 for a profile had no header).
  if (res.status >= 400) res.headers.set('Cache-Control', 'no-store')
  const isPage = (res.headers.get('content-type') ?? '').startsWith('text/html')
  if (!isPage) res.headers.set('Content-Security-Policy', apiContentSecurityPolicy)
  c.res = undefined
  c.res = res
})
