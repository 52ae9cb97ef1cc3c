// The Worker as its unit tests run it inside workerd (functions/testing/workerd.ts starts it in Miniflare):
// the real app, queue consumer and cron handler of functions/, with workerd's HTMLRewriter, Cache, R2,
// Queues, timers and request contexts. Each test's harness is an app of its own (its own isolate state,
// named cache and clock), picked by the `x-harness` header of the requests the test sends; its upstream
// and asset requests carry that header out to the test process (the stand-in CMS and the assets it serves).

import { createApp } from '../app'
import { queueHandler } from '../deliveries/queue'
import { scheduled } from '../scheduled'
import { createServices } from '../services'
import { clockHeader, type HarnessSetup, harnessHeader, setupPath } from './protocol'

type Harness = {
  app: ReturnType<typeof createApp>
  services: ReturnType<typeof createServices>
  env: Env
  /** How far the test moved this harness's clock (ms). */
  offset: number
}

const harnesses = new Map<string, Harness>()
/** The harness set up last: the one a cron event (which carries no header) runs with. */
let latest: Harness | undefined

/** A copy of `request` that carries the harness's id out of workerd. */
function tagged(id: string, input: RequestInfo | URL, init?: RequestInit): Request {
  const request = new Request(input, init)
  request.headers.set(harnessHeader, id)
  return request
}

async function setUp(id: string, setup: HarnessSetup, platform: Env): Promise<Harness> {
  const cache = await caches.open(id)
  const assets: Fetcher = setup.assetsThrow
    ? ({
        fetch: () => {
          const { error, message } = setup.assetsThrow ?? { error: true, message: '' }
          throw error ? new Error(message) : message
        },
      } as unknown as Fetcher)
    : ({
        fetch: (input: RequestInfo | URL, init?: RequestInit) =>
          platform.ASSETS.fetch(tagged(id, input, init)),
        connect: platform.ASSETS.connect.bind(platform.ASSETS),
      } as Fetcher)
  const env: Env = { ...platform, ...setup.vars, ASSETS: assets }
  const harness: Harness = {} as Harness
  const options = {
    fetch: ((input, init) => fetch(tagged(id, input, init))) as typeof fetch,
    cache: () => cache,
    now: () => Date.now() + harness.offset,
    ...(setup.upstreamTimeoutMs === undefined ? {} : { upstreamTimeoutMs: setup.upstreamTimeoutMs }),
    ...(setup.liveBudgetMs === undefined ? {} : { liveBudgetMs: setup.liveBudgetMs }),
    ...(setup.liveAttemptMs === undefined ? {} : { liveAttemptMs: setup.liveAttemptMs }),
  }
  const services = createServices(options)
  Object.assign(harness, { app: createApp(options, services), services, env, offset: 0 })
  return harness
}

export default {
  async fetch(request, platform, ctx) {
    const id = request.headers.get(harnessHeader) ?? ''
    if (new URL(request.url).pathname === setupPath) {
      const harness = await setUp(id, await request.json<HarnessSetup>(), platform)
      harnesses.set(id, harness)
      latest = harness
      return new Response(null, { status: 204 })
    }
    const harness = harnesses.get(id)
    if (!harness) return new Response(`no harness ${id}`, { status: 500 })
    harness.offset = Number(request.headers.get(clockHeader) ?? 0)
    return harness.app.fetch(request, harness.env, ctx)
  },

  async queue(batch, _platform, ctx) {
    const harness = latest
    if (!harness) throw new Error('no harness set up')
    return queueHandler(harness.services)(batch, harness.env, ctx)
  },

  scheduled(controller, platform, ctx) {
    return scheduled(controller, latest?.env ?? platform, ctx)
  },
} satisfies ExportedHandler<Env>
