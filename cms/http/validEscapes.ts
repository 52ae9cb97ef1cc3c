import type { CmsMiddleware } from '../CmsEnv.ts'
import { json } from './json.ts'

// A path parameter that is not valid percent-encoding names nothing: 404, after the method and token checks.
// (Hono would hand such a parameter on half-decoded; the literal parts of a route hold no escapes.)
export const validEscapes: CmsMiddleware = async (c, next) => {
  try {
    decodeURIComponent(c.req.path)
  } catch {
    return json({ message: 'Not found' }, 404)
  }
  await next()
}
