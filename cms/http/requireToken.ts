import type { CmsMiddleware } from '../CmsEnv.ts'
import type { Api } from '../createState.ts'
import { json } from './json.ts'

/**
 * The route needs a live token of its own API. Hono's `bearerAuth` answers other shapes (a
 * `WWW-Authenticate` header, 400 for a malformed header, its own content type) than the platform's
 * 401 `{ "message": "Unauthenticated." }` (cms/README.md, "Tokens"), so the check is this one.
 */
export const requireToken =
  (api: Api): CmsMiddleware =>
  async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    const entry = token ? c.var.state.tokens.get(token) : undefined
    if (entry === undefined || entry.api !== api || entry.expiresAt <= Date.now()) {
      return json({ message: 'Unauthenticated.' }, 401)
    }
    await next()
  }
