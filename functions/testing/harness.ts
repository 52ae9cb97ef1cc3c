// The Worker's unit tests: the Hono app called with `app.request`, a fake env (assets, rate-limit
// binding), an in-memory edge cache, local R2 (Miniflare's, functions/testing/localBindings.ts), the
// deliveries queue driven by the test, and the stand-in CMS in-process as the upstream (its own fetch
// handler, no port), so submissions land in its inbox and faults are injected the way e2e does.
// Test doubles: each fake implements only what the Worker calls of a platform type (Fetcher, Cache,
// R2Bucket, Queue, MessageBatch) and is cast to that type (`as unknown as`): test code only.

import { create } from 'superstruct'
import { afterAll } from 'vitest'
import { createCms } from '../../cms/createCms'
import { cmsTestClient } from '../../cms/testClient'
import { ErrorBody } from '../../lib/http/apiErrors'
import { talentPath } from '../../lib/routes/talentRoute'
import { DEMO_CMS_URL, demoCredentials, demoCredentialVars } from '../../lib/upstream/demo'
import { createApp } from '../app'
import { queueHandler } from '../deliveries/queue'
import { memoryRateLimiter } from '../middleware/rateLimit'
import { createServices } from '../services'
import { builtTalents } from '../snapshot'
import { disposePlatform, scopedBucket, TestQueue } from './localBindings'

afterAll(disposePlatform, 60_000)

/** The origin the demo snapshot was synced from: live answers then match data/ byte for byte. */
export const cmsOrigin = DEMO_CMS_URL
export const siteOrigin = 'https://www.site.test'

/** A talent the build prerendered, and its canonical Portuguese URL. */
const multiCategory = [...builtTalents.values()].find((t) => t.categories.length > 1)
if (!multiCategory) throw new Error('data/talents.json has no talent in two categories: run the demo sync')
export const built = multiCategory
export const builtUrl = talentPath(built, 'pt')

const html = (body: string, status = 200) =>
  new Response(`<!doctype html><title>${body}</title>`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', etag: '"x"' },
  })

/** The static assets as the build leaves them (only what the Worker asks for). */
function fakeAssets(): Fetcher {
  const pages: Record<string, () => Response> = {
    '/version.json': () => Response.json({ version: 'v-test', builtAt: '2026-01-01T00:00:00.000Z' }),
    '/404': () => html('404 pt'),
    '/en/404': () => html('404 en'),
    '/__profile-shell': () => html('shell pt'),
    '/en/__profile-shell': () => html('shell en'),
    [builtUrl]: () => html(`profile ${built.id}`),
    [`${builtUrl}/index.pageContext.json`]: () => Response.json({ profile: built.id }),
    '/modelos/image/index.pageContext.json': () => Response.json({ roster: 'image' }),
    '/en/models/mainboard/index.pageContext.json': () => Response.json({ roster: 'mainboard' }),
  }
  return {
    async fetch(input: RequestInfo | URL) {
      const path = new URL(input instanceof Request ? input.url : String(input)).pathname
      return pages[path]?.() ?? html(path.startsWith('/en/') ? '404 en' : '404 pt', 404)
    },
  } as unknown as Fetcher
}

/** A Cache API stand-in keyed by URL that honours `max-age`, on a clock the test moves. */
export function memoryCache(now: () => number): Cache {
  const entries = new Map<string, { response: Response; expires: number }>()
  const keyOf = (r: RequestInfo | URL) => (r instanceof Request ? r.url : String(r))
  return {
    async match(request: RequestInfo | URL) {
      const entry = entries.get(keyOf(request))
      return entry && entry.expires > now() ? entry.response.clone() : undefined
    },
    async put(request: RequestInfo | URL, response: Response) {
      const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 0)
      entries.set(keyOf(request), { response: response.clone(), expires: now() + maxAge * 1000 })
    },
    async delete(request: RequestInfo | URL) {
      return entries.delete(keyOf(request))
    },
  } as unknown as Cache
}

export type Harness = ReturnType<typeof harness>

/** A fresh app, CMS and clock per test. */
export function harness(
  overrides: Partial<Env> = {},
  options: {
    upstreamTimeoutMs?: number
    liveBudgetMs?: number
    liveAttemptMs?: number
    /** The stand-in CMS's data set (cms/README.md): `rough` answers the platform's rough records. */
    dataset?: 'demo' | 'rough'
  } = {},
) {
  let clock = Date.parse('2026-06-01T12:00:00Z')
  const now = () => clock
  const cms = createCms(
    {
      credentials: demoCredentials,
      tokenTtl: 3600,
      shape: 'real',
      dataset: options.dataset ?? 'demo',
    },
    () => cmsOrigin,
  )
  /** Upstream calls the Worker made, as "METHOD /path". */
  const calls: string[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
    // Like a real fetch, give up when the caller's signal aborts (the upstream client's timeout).
    const { signal } = request
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason)
      signal.addEventListener('abort', () => reject(signal.reason), { once: true })
      cms.handle(request).then(resolve, reject)
    })
  }) as typeof globalThis.fetch
  const binding = memoryRateLimiter(5, 60, now)
  const queue = new TestQueue()
  const env: Env = {
    SUBMISSIONS: scopedBucket(crypto.randomUUID()),
    DELIVERIES: queue.binding(),
    DELIVERY_RETRY_SECONDS: '30',
    DELIVERY_RETRY_MAX_SECONDS: '1800',
    DELIVERY_TIMEOUT_SECONDS: '60',
    SUBMISSION_MAX_DAYS: '30',
    ADMIN_TOKEN: 'test-admin-token',
    ASSETS: fakeAssets(),
    FORM_RATE_LIMITER: { limit: ({ key }: { key: string }) => binding.limit(key) } as RateLimit,
    ENVIRONMENT: 'production',
    SITE_URL: siteOrigin,
    LIVE_CACHE_SECONDS: '60',
    RATE_LIMIT: '5',
    RATE_PERIOD: '60',
    CMS_PANEL_URL: cmsOrigin,
    CMS_INTEGRATION_URL: cmsOrigin,
    REBUILD_HOOK_URL: '',
    REBUILD_HOOK_TOKEN: '',
    CMS_CATEGORY_IDS: '',
    ...demoCredentialVars,
    ...overrides,
  }
  const cache = memoryCache(now)
  const appOptions = {
    fetch,
    cache: () => cache,
    now,
    upstreamTimeoutMs: options.upstreamTimeoutMs ?? 5000,
    ...(options.liveBudgetMs === undefined ? {} : { liveBudgetMs: options.liveBudgetMs }),
    ...(options.liveAttemptMs === undefined ? {} : { liveAttemptMs: options.liveAttemptMs }),
  }
  const services = createServices(appOptions)
  const app = createApp(appOptions, services)
  const handler = queueHandler(services)
  /** Runs the deliveries queue: batches until nothing waits (or `rounds` batches); the batches run. */
  const deliver = async (rounds = 100) => {
    let runs = 0
    while (runs < rounds && (await queue.run(handler, env)) > 0) runs++
    return runs
  }
  /** The stand-in's test routes, called in-process. */
  const cmsTest = cmsTestClient(cmsOrigin, (input, init) => cms.handle(new Request(input, init)))
  return {
    env,
    calls,
    /** Moves the clock (cache expiry, rate-limit windows). */
    advance: (ms: number) => {
      clock += ms
    },
    request: (path: string, init: RequestInit = {}) => app.request(path, init, env),
    queue,
    deliver,
    /** What the stand-in CMS received once the deliveries queue has run, oldest first. */
    inbox: async () => {
      await deliver()
      return (await cmsTest.inbox()) as unknown as InboxItem[]
    },
    /** The keys in R2 (the harness's own), sorted. */
    stored: async () => (await env.SUBMISSIONS.list()).objects.map((o) => o.key).sort(),
    /** The next `count` upstream requests under `path` fail as told (cms/README.md, /__faults). */
    fault: cmsTest.fault,
    cms: cmsTest,
  }
}

export type InboxItem = {
  kind: string
  lang: string
  /** The `Idempotency-Key` the delivery carried (the submission's id). */
  idempotency_key: string | null
  fields: Record<string, string>
  files: { field: string; filename: string; type: string; size: number; sha256: string }[]
}

/** A POST from the site's own pages (Origin of SITE_URL) by one visitor. */
export function post(body: BodyInit, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    body,
    headers: { origin: siteOrigin, 'cf-connecting-ip': '203.0.113.7', ...headers },
  }
}

export const jsonPost = (value: unknown, headers: Record<string, string> = {}) =>
  post(JSON.stringify(value), { 'content-type': 'application/json', ...headers })

/** The `error` of a JSON error answer. */
export async function errorOf(res: Response): Promise<ErrorBody['error']> {
  return create(await res.json(), ErrorBody).error
}
