// The Worker as its unit tests run it inside workerd (functions/testing/workerd.ts starts it in Miniflare):
// the real app, queue consumer and cron handler of functions/, with workerd's HTMLRewriter, Cache, R2,
// Queues, rate limiter, timers and request contexts. Each test's harness is an app of its own (its own
// isolate state, named cache and clock), picked by the `x-harness` header of the requests the test sends;
// its upstream and asset requests carry that header out to the test process (the stand-in CMS and the
// assets it serves). Per harness, the platform's bindings are the real ones with a harness's scope:
// - R2 (SUBMISSIONS) is emptied when a harness is set up (a file's tests run one after another);
// - the deliveries queue's producer is the real one, and what it sent is also kept for the test, which
//   hands it back as real queue events (`getWorker().queue()`), retries and dead letters included;
// - the rate limiter is the real binding, its keys prefixed with the harness and the window of the
//   harness's clock (workerd's limiter counts on the wall clock, which a test cannot move).

import { createApp } from '../app'
import { sweepSubmissions } from '../deliveries/admin'
import { claimDelivery } from '../deliveries/deliver'
import { queueHandler } from '../deliveries/queue'
import { scheduled } from '../scheduled'
import { createServices } from '../services'
import { RATE_BINDING_PERIOD_SECONDS } from '../settings'
import {
  callPath,
  clockHeader,
  type HarnessCall,
  type HarnessSetup,
  harnessHeader,
  harnessOfMessage,
  type SentMessage,
  sentPath,
  setupPath,
} from './protocol'

type Harness = {
  app: ReturnType<typeof createApp>
  services: ReturnType<typeof createServices>
  env: Env
  /** How far the test moved this harness's clock (ms). */
  offset: number
  /** What the Worker sent to the deliveries queue and the test has not taken yet. */
  sent: SentMessage[]
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

/** Deletes every object in the bucket. */
async function empty(bucket: R2Bucket): Promise<void> {
  for (;;) {
    const page = await bucket.list({ limit: 1000 })
    if (page.objects.length === 0) return
    await bucket.delete(page.objects.map((o) => o.key))
  }
}

async function setUp(id: string, setup: HarnessSetup, platform: Env): Promise<Harness> {
  const cache = await caches.open(id)
  await empty(platform.SUBMISSIONS)
  const harness: Harness = {} as Harness
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
  const real = platform.SUBMISSIONS
  const submissions: R2Bucket = setup.submissionsPutFails
    ? new Proxy(real, {
        get: (target, key) => {
          if (key === 'put') return () => Promise.reject(new Error(setup.submissionsPutFails))
          const value: unknown = Reflect.get(target, key, target)
          return typeof value === 'function' ? value.bind(target) : value
        },
      })
    : real
  const deliveries: Queue = {
    send: async (body: unknown, options?: QueueSendOptions) => {
      await platform.DELIVERIES.send(body, options)
      harness.sent.push({ body })
    },
    sendBatch: async () => {
      throw new Error('the test Worker keeps what send() sends only')
    },
  } as unknown as Queue
  const limiter: RateLimit = {
    limit: ({ key }: RateLimitOptions) => {
      const window = Math.floor(harness.offset / (RATE_BINDING_PERIOD_SECONDS * 1000))
      return platform.FORM_RATE_LIMITER.limit({ key: `${id}/${window}/${key}` })
    },
  }
  const env: Env = {
    ...platform,
    ...setup.vars,
    ASSETS: assets,
    SUBMISSIONS: submissions,
    DELIVERIES: deliveries,
    FORM_RATE_LIMITER: limiter,
  }
  const options = {
    fetch: ((input, init) => fetch(tagged(id, input, init))) as typeof fetch,
    cache: () => cache,
    now: () => Date.now() + harness.offset,
    ...(setup.upstreamTimeoutMs === undefined ? {} : { upstreamTimeoutMs: setup.upstreamTimeoutMs }),
    ...(setup.liveBudgetMs === undefined ? {} : { liveBudgetMs: setup.liveBudgetMs }),
    ...(setup.liveAttemptMs === undefined ? {} : { liveAttemptMs: setup.liveAttemptMs }),
  }
  const services = createServices(options)
  Object.assign(harness, { app: createApp(options, services), services, env, offset: 0, sent: [] })
  return harness
}

async function call(harness: Harness, { name, args }: HarnessCall): Promise<unknown> {
  switch (name) {
    case 'claimDelivery':
      return claimDelivery(harness.env, ...args)
    case 'sweepSubmissions':
      return sweepSubmissions(harness.env, ...args)
    case 'stored':
      return (await harness.env.SUBMISSIONS.list()).objects.map((o) => o.key).sort()
    case 'putMedia': {
      const [name, base64, contentType] = args
      const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0))
      await harness.env.MEDIA.put(name, bytes, { httpMetadata: { contentType } })
      return null
    }
  }
}

export default {
  async fetch(request, platform, ctx) {
    const id = request.headers.get(harnessHeader) ?? ''
    const path = new URL(request.url).pathname
    if (path === setupPath) {
      const harness = await setUp(id, await request.json<HarnessSetup>(), platform)
      harnesses.set(id, harness)
      latest = harness
      return new Response(null, { status: 204 })
    }
    const harness = harnesses.get(id)
    if (!harness) return new Response(`no harness ${id}`, { status: 500 })
    harness.offset = Number(request.headers.get(clockHeader) ?? 0)
    if (path === sentPath) return Response.json(harness.sent.splice(0))
    if (path === callPath) return Response.json(await call(harness, await request.json<HarnessCall>()))
    return harness.app.fetch(request, harness.env, ctx)
  },

  async queue(batch, _platform, ctx) {
    const harness = harnesses.get(harnessOfMessage(batch.messages[0]?.id ?? ''))
    if (!harness) throw new Error(`no harness for the batch of ${batch.queue}`)
    return queueHandler(harness.services)(batch, harness.env, ctx)
  },

  scheduled(controller, platform, ctx) {
    return scheduled(controller, latest?.env ?? platform, ctx)
  },
} satisfies ExportedHandler<Env>
