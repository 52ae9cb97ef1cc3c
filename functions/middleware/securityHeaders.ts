import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../types'

/** Headers every Worker response carries (static assets get theirs from the generated `_headers`). */
export const securityHeaderValues = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const

// JSON needs no script, style or frame: the strictest policy. Pages keep the policy the asset carries.
const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * Adds the security headers to every response the Worker makes, including the pages it serves from the
 * assets (whose headers are immutable, so the response is copied first).
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const res = new Response(c.res.body, c.res)
  for (const [name, value] of Object.entries(securityHeaderValues)) res.headers.set(name, value)
  const isPage = (res.headers.get('content-type') ?? '').startsWith('text/html')
  if (!isPage) res.headers.set('Content-Security-Policy', apiPolicy)
  c.res = undefined
  c.res = res
})
