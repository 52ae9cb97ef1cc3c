import { setTimeout as sleep } from 'node:timers/promises'
import { createState } from './createState.ts'
import { ORIGIN } from './dataset/ORIGIN.ts'
import { json } from './http/json.ts'
import type { CmsConfig, Route } from './Route.ts'
import { integrationRoutes } from './routes/integrationRoutes.ts'
import { mediaRoutes } from './routes/mediaRoutes.ts'
import { panelRoutes } from './routes/panelRoutes.ts'
import { submissionRoutes } from './routes/submissionRoutes.ts'
import { testRoutes } from './routes/testRoutes.ts'
import { tokenRoutes } from './routes/tokenRoutes.ts'

const routes: Route[] = [
  ...tokenRoutes,
  ...integrationRoutes,
  ...panelRoutes,
  ...submissionRoutes,
  ...mediaRoutes,
  ...testRoutes,
]

const unauthenticated = () => json({ message: 'Unauthenticated.' }, 401)

// One CMS instance as a fetch-style handler: its own data, tokens, inbox and faults.
export const createCms = (config: CmsConfig, origin: () => string) => {
  const state = createState()

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

  const authorised = (request: Request, api: Route['api']) => {
    if (api === null) return true
    const header = request.headers.get('authorization') ?? ''
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1]
    const entry = token ? state.tokens.get(token) : undefined
    return entry !== undefined && entry.api === api && entry.expiresAt > Date.now()
  }

  const route = async (request: Request, url: URL, method: string) => {
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname
    let pathMatched = false
    for (const candidate of routes) {
      const match = candidate.pattern.exec(path)
      if (!match) continue
      pathMatched = true
      if (candidate.method !== method) continue
      if (!authorised(request, candidate.api)) return unauthenticated()
      let params: string[]
      try {
        params = match.slice(1).map((p) => decodeURIComponent(p))
      } catch {
        return json({ message: 'Not found' }, 404)
      }
      return candidate.handle({ request, url, params, state, config })
    }
    return pathMatched
      ? json({ message: `The ${method} method is not supported for this route.` }, 405)
      : json({ message: 'Not found' }, 404)
  }

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    // HEAD is answered as GET; the HTTP layer drops the body.
    const method = request.method === 'HEAD' ? 'GET' : request.method
    // A fault's path and the request counts see the query too, so a test can single out one talent.
    const target = `${url.pathname}${url.search}`
    if (!url.pathname.startsWith('/__')) state.requests.set(target, (state.requests.get(target) ?? 0) + 1)
    // The test routes are never faulted, so a test can always clear what it injected.
    const fault = url.pathname.startsWith('/__') ? null : takeFault(method, target)
    if (fault && fault.delay_ms > 0) await sleep(fault.delay_ms)
    if (fault?.status) return json({ message: 'Injected fault' }, fault.status)
    if (fault?.malformed) {
      return new Response('{"data": [{"id": 1, "name": "Trunc', {
        headers: { 'content-type': 'application/json; charset=utf-8' },
      })
    }
    const response = await route(request, url, method)
    if (!response.headers.get('content-type')?.startsWith('application/json')) return response
    // Absolute media paths in the data point at this instance, whatever port it listens on.
    const body = (await response.text()).replaceAll(ORIGIN, origin())
    return new Response(body, { status: response.status, headers: response.headers })
  }

  return { handle, state }
}
