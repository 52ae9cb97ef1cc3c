import { setTimeout as sleep } from 'node:timers/promises'
import { Hono } from 'hono'
import type { CmsConfig, CmsEnv, CmsMiddleware } from './CmsEnv.ts'
import { createState } from './createState.ts'
import { ORIGIN } from './dataset/ORIGIN.ts'
import { json } from './http/json.ts'
import { integrationRoutes } from './routes/integrationRoutes.ts'
import { mediaRoutes } from './routes/mediaRoutes.ts'
import { panelRoutes } from './routes/panelRoutes.ts'
import { submissionRoutes } from './routes/submissionRoutes.ts'
import { testRoutes } from './routes/testRoutes.ts'
import { tokenRoutes } from './routes/tokenRoutes.ts'

// One CMS instance as a Hono app behind a fetch-style handler: its own data, tokens, inbox and faults.
export const createCms = (config: CmsConfig, origin: () => string) => {
  const state = createState(config.dataset)

  const takeFault = (method: string, path: string) => {
    const index = state.faults.findIndex(
      (f) => path.startsWith(f.path) && (f.method === null || f.method === method),
    )
    const fault = state.faults[index]
    if (!fault) return null
    fault.count -= 1
    if (fault.count <= 0) state.faults.splice(index, 1)
    return fault
  }

  // Counts the request, then answers an injected fault instead of the route when one matches.
  const faults: CmsMiddleware = async (c, next) => {
    c.set('state', state)
    c.set('config', config)
    const url = new URL(c.req.url)
    // A fault's path and the request counts see the query too, so a test can single out one talent.
    const target = `${url.pathname}${url.search}`
    // The test routes are never faulted, so a test can always clear what it injected.
    if (!url.pathname.startsWith('/__')) {
      state.requests.set(target, (state.requests.get(target) ?? 0) + 1)
      const fault = takeFault(c.req.method, target)
      if (fault && fault.delay_ms > 0) await sleep(fault.delay_ms)
      if (fault?.status) return json({ message: 'Injected fault' }, fault.status)
      if (fault?.malformed) {
        return new Response('{"data": [{"id": 1, "name": "Trunc', {
          headers: { 'content-type': 'application/json; charset=utf-8' },
        })
      }
    }
    await next()
    // Absolute media paths in the data point at this instance, whatever port it listens on.
    if (!c.res.headers.get('content-type')?.startsWith('application/json')) return
    const body = (await c.res.text()).replaceAll(ORIGIN, origin())
    c.res = new Response(body, { status: c.res.status, headers: c.res.headers })
  }

  const app = new Hono<CmsEnv>({
    // The raw path (escapes kept, as the routes' own decoding expects); a trailing slash is ignored.
    getPath: (request) => {
      const { pathname } = new URL(request.url)
      return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    },
  })
    .use(faults)
    .route('/', tokenRoutes)
    .route('/', integrationRoutes)
    .route('/', panelRoutes)
    .route('/', submissionRoutes)
    .route('/', mediaRoutes)
    .route('/', testRoutes)

  // A known path asked with another method: 405 (before the token), as Laravel answers.
  const known = new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => r.path))
  for (const path of known) {
    app.all(path, (c) =>
      json({ message: `The ${c.req.method} method is not supported for this route.` }, 405),
    )
  }
  app.notFound(() => json({ message: 'Not found' }, 404))
  // A handler that throws fails the request as it always did: the HTTP layer answers 500.
  app.onError((error) => {
    throw error
  })

  // HEAD is answered as GET (so the HTTP layer sends the GET's headers and drops the body).
  const handle = (request: Request): Promise<Response> =>
    Promise.resolve(app.fetch(request.method === 'HEAD' ? new Request(request, { method: 'GET' }) : request))

  return { handle, state }
}
