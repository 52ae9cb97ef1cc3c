// The Worker's unit tests inside workerd: functions/testing/testWorker.ts bundled by esbuild and run by
// Miniflare (the `miniflare` package wrangler runs `wrangler dev` on), once per test file, with the
// bindings of wrangler.toml (R2, the deliveries queue, the rate limiter). The tests stay in Node and send
// requests in; what the Worker sends out comes back here: its upstream calls to the stand-in CMS (one per
// harness, in this process, its faults injected the way e2e does) and its asset requests to the assets the
// harness serves (the pages the build leaves, by path). The deliveries queue is driven by the test: what
// the Worker sent through the real producer is handed back to it as real queue events (workerd's
// MessageBatch, its ack and retry), and this file does what the queue's broker does with the outcome
// (retries with the delay the Worker asked for, dead letters past wrangler.toml's max_retries), without
// waiting the delays. docs/decisions/0052-worker-tests-in-workerd.md, 0056-every-worker-test-in-workerd.md.

import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { build } from 'esbuild'
import {
  convertV4MiniflareOptions,
  Miniflare,
  type Request as MiniflareRequest,
  Response as MiniflareResponse,
} from 'miniflare'
import { create } from 'superstruct'
import { afterAll } from 'vitest'
import { createCms } from '../../cms/createCms'
import { cmsTestClient } from '../../cms/testClient'
import { ErrorBody } from '../../lib/http/apiErrors'
import { talentPath } from '../../lib/routes/talentRoute'
import { DEMO_CMS_URL, demoCredentials, demoCredentialVars } from '../../lib/upstream/demo'
import { deadLetterQueue } from '../deliveries/queue'
import { RATE_BINDING_PERIOD_SECONDS } from '../settings'
import { builtTalents } from '../snapshot'
import {
  callPath,
  clockHeader,
  type HarnessCalls,
  type HarnessSetup,
  harnessHeader,
  messageId,
  type SentMessage,
  sentPath,
  setupPath,
} from './protocol'

/** The origin the demo snapshot was synced from: live answers then match data/ byte for byte. */
export const cmsOrigin = DEMO_CMS_URL
export const siteOrigin = 'https://www.site.test'

/** A talent the build prerendered, and its canonical Portuguese URL. */
const multiCategory = [...builtTalents.values()].find((t) => t.categories.length > 1)
if (!multiCategory) throw new Error('data/talents.json has no talent in two categories: run the demo sync')
export const built = multiCategory
export const builtUrl = talentPath(built, 'pt')

/** The static assets a harness serves: an answer per path, the rest 404 (only what the Worker asks for). */
export type Assets = (path: string) => Response | undefined

const html = (title: string, status = 200, body = '') =>
  new Response(`<!doctype html><title>${title}</title>${body}`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', etag: '"x"' },
  })

/** The files the build leaves that the Worker reads (its 404 pages, the profile shell, one profile). */
export const builtAssets: Assets = (path) =>
  ({
    '/version.json': () => Response.json({ version: 'v-test', builtAt: '2026-01-01T00:00:00.000Z' }),
    '/404': () => html('404 pt'),
    '/en/404': () => html('404 en'),
    '/__profile-shell': () => html('shell pt'),
    '/en/__profile-shell': () => html('shell en'),
    // With the profile island's element, where the Worker's rewrite waits for the live profile.
    [builtUrl]: () => html(`profile ${built.id}`, 200, '<div class="island" data-island="profile"></div>'),
    // Page data of older builds: the Worker must answer its 404 page for these, not them.
    [`${builtUrl}/index.pageContext.json`]: () => Response.json({ profile: built.id }),
    '/modelos/image/index.pageContext.json': () => Response.json({ roster: 'image' }),
  })[path]?.()

/** What the test process keeps of one harness. */
type Served = {
  cms: ReturnType<typeof createCms>
  assets: Assets
  /** Upstream calls the Worker made, as "METHOD /path". */
  calls: string[]
  /** Asset paths the Worker read, in order. */
  read: string[]
}
const served = new Map<string, Served>()
/** Requests the Worker sent elsewhere (the rebuild hook), with their bodies. */
const elsewhere: { url: string; method: string; headers: Headers; body: string }[] = []
/** What the Worker logged (its console), in order, as "level: message". */
const printed: string[] = []

/** The Worker's request as a Request of this process (the stand-in CMS is a Hono app on Node's fetch). */
async function here(request: MiniflareRequest): Promise<Request> {
  const method = request.method
  const body = method === 'GET' || method === 'HEAD' ? null : await request.arrayBuffer()
  return new Request(request.url, { method, headers: new Headers([...request.headers]), body })
}

async function there(response: Response): Promise<MiniflareResponse> {
  const body = response.status === 204 || response.status === 304 ? null : await response.arrayBuffer()
  const headers = [...response.headers] as [string, string][]
  return new MiniflareResponse(body, { status: response.status, headers })
}

/** The ASSETS binding: the harness's answer for the path, else the built pages', else the 404 page. */
async function serveAssets(request: MiniflareRequest): Promise<MiniflareResponse> {
  const harness = served.get(request.headers.get(harnessHeader) ?? '')
  const path = new URL(request.url).pathname
  harness?.read.push(path)
  const answer = harness?.assets(path) ?? builtAssets(path)
  return there(answer ?? html(path.startsWith('/en/') ? '404 en' : '404 pt', 404))
}

/** WebAssembly modules the Worker imports (its JPEG codec), as wrangler bundles them: modules of their own. */
const wasmModules = new Map<string, string>()

const bundle = async () => {
  const out = await build({
    plugins: [
      {
        name: 'wasm-modules',
        setup(b) {
          b.onResolve({ filter: /\.wasm$/ }, async (args) => {
            if (args.pluginData === 'wasm-module') return undefined // this plugin's own lookup of the file
            const found = await b.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              pluginData: 'wasm-module',
            })
            const name = basename(found.path)
            wasmModules.set(name, found.path)
            return { path: `./${name}`, external: true }
          })
        },
      },
    ],
    entryPoints: [join(import.meta.dirname, 'testWorker.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    write: false,
    logLevel: 'silent',
  })
  return out.outputFiles[0]?.text ?? ''
}

const wrangler = readFileSync(join(import.meta.dirname, '../../wrangler.toml'), 'utf8')
/** The date wrangler.toml deploys the Worker with: the same runtime behaviour here. */
const compatibilityDate = /^compatibility_date = "([\d-]+)"/m.exec(wrangler)?.[1] ?? ''
/** A number of a wrangler.toml block (`[[ratelimits]]`, the deliveries queue's `[[queues.consumers]]`). */
function setting(block: string | undefined, name: string): number {
  const value = Number(new RegExp(`\\b${name} = (\\d+)`).exec(block ?? '')?.[1])
  if (!Number.isInteger(value)) throw new Error(`wrangler.toml: no ${name} in ${block}`)
  return value
}
const rateBlock = /\[\[ratelimits\]\][^[]*/.exec(wrangler)?.[0]
const consumerBlock = wrangler
  .split('[[queues.consumers]]')
  .slice(1)
  .find((b) => /^queue = "lumiere-deliveries"$/m.test(b))
  ?.split(/^\[/m)[0]
/** The deliveries queue's consumer as wrangler.toml configures it. */
export const deliveriesConsumer = {
  maxBatchSize: setting(consumerBlock, 'max_batch_size'),
  maxRetries: setting(consumerBlock, 'max_retries'),
  retryDelay: setting(consumerBlock, 'retry_delay'),
  deadLetterQueue: /dead_letter_queue = "([^"]+)"/.exec(consumerBlock ?? '')?.[1],
}
if (deliveriesConsumer.deadLetterQueue !== deadLetterQueue)
  throw new Error('wrangler.toml: dead letter queue')

let platform: Promise<Miniflare> | undefined

/** This test file's workerd (started on first use, disposed when the file ends). */
function workerd(): Promise<Miniflare> {
  platform ??= bundle().then(async (script) => {
    const mf = new Miniflare(
      convertV4MiniflareOptions({
        modules: [
          { type: 'ESModule', path: 'worker.js', contents: script },
          ...[...wasmModules].map(([name, path]) => ({
            type: 'CompiledWasm' as const,
            path: name,
            contents: readFileSync(path),
          })),
        ],
        compatibilityDate,
        r2Buckets: ['SUBMISSIONS', 'MEDIA'],
        images: { binding: 'IMAGES' },
        queueProducers: { DELIVERIES: { queueName: 'lumiere-deliveries' } },
        ratelimits: {
          FORM_RATE_LIMITER: {
            namespace_id: '1001',
            simple: { limit: setting(rateBlock, 'limit'), period: setting(rateBlock, 'period') as 10 | 60 },
          },
        },
        serviceBindings: {
          ASSETS: serveAssets,
        },
        outboundService: async (request: MiniflareRequest) => {
          const harness = served.get(request.headers.get(harnessHeader) ?? '')
          if (!harness) {
            const { url, method, headers } = request
            elsewhere.push({ url, method, headers: new Headers([...headers]), body: await request.text() })
            return new MiniflareResponse('{}', { status: 202 })
          }
          const upstream = await here(request)
          harness.calls.push(`${upstream.method} ${new URL(upstream.url).pathname}`)
          return there(await harness.cms.handle(upstream))
        },
        handleStructuredLogs: ({ level, message }) => void printed.push(`${level}: ${message}`),
      }),
    )
    await mf.ready
    return mf
  })
  return platform
}

afterAll(async () => {
  if (platform) await (await platform).dispose()
  platform = undefined
}, 60_000)

export type Harness = ReturnType<typeof harness>

/**
 * A fresh app (its own isolate state, edge cache and clock) and stand-in CMS per test, inside this file's
 * workerd. `vars` go over wrangler.toml's [vars] and the demo credentials.
 */
export function harness(
  vars: Partial<Record<keyof Env, string>> = {},
  options: {
    upstreamTimeoutMs?: number
    liveBudgetMs?: number
    liveAttemptMs?: number
    /** The stand-in CMS's data set (cms/README.md): `rough` answers the platform's rough records. */
    dataset?: 'demo' | 'rough'
    /** The assets' answers over the built pages' (by path). */
    assets?: Assets
    /** ASSETS fails: it throws this (an Error with this message, or the bare value when `error` is false). */
    assetsThrow?: { error: boolean; message: string }
    /** R2 refuses every write (with an Error with this message). */
    submissionsPutFails?: string
  } = {},
) {
  const id = crypto.randomUUID()
  const cms = createCms(
    { credentials: demoCredentials, tokenTtl: 3600, shape: 'real', dataset: options.dataset ?? 'demo' },
    () => cmsOrigin,
  )
  const mine: Served = { cms, assets: options.assets ?? (() => undefined), calls: [], read: [] }
  served.set(id, mine)
  const setup: HarnessSetup = {
    vars: {
      ENVIRONMENT: 'production',
      SITE_URL: siteOrigin,
      LIVE_CACHE_SECONDS: '60',
      RATE_LIMIT: '5',
      RATE_PERIOD: '60',
      DELIVERY_RETRY_SECONDS: '30',
      DELIVERY_RETRY_MAX_SECONDS: '1800',
      DELIVERY_TIMEOUT_SECONDS: '60',
      SUBMISSION_MAX_DAYS: '30',
      ADMIN_TOKEN: 'test-admin-token',
      CMS_PANEL_URL: cmsOrigin,
      CMS_INTEGRATION_URL: cmsOrigin,
      REBUILD_HOOK_URL: '',
      REBUILD_HOOK_TOKEN: '',
      CMS_CATEGORY_IDS: '',
      ...demoCredentialVars,
      ...vars,
    },
    ...(options.upstreamTimeoutMs === undefined ? {} : { upstreamTimeoutMs: options.upstreamTimeoutMs }),
    liveBudgetMs: options.liveBudgetMs ?? 3000,
    liveAttemptMs: options.liveAttemptMs ?? 2000,
    ...(options.assetsThrow ? { assetsThrow: options.assetsThrow } : {}),
    ...(options.submissionsPutFails ? { submissionsPutFails: options.submissionsPutFails } : {}),
  }
  const ready = workerd().then(async (mf) => {
    await awayFromWindowEnd()
    const res = await mf.dispatchFetch(`http://localhost${setupPath}`, {
      method: 'POST',
      headers: { [harnessHeader]: id },
      body: JSON.stringify(setup),
    })
    if (res.status !== 204) throw new Error(`harness setup: ${res.status} ${await res.text()}`)
    return mf
  })
  let offset = 0
  const cmsTest = cmsTestClient(cmsOrigin, (input, init) => cms.handle(new Request(input, init)))
  /** A control request to this harness's test Worker (functions/testing/protocol.ts). */
  const control = async (path: string, body?: unknown): Promise<unknown> => {
    const res = await (await ready).dispatchFetch(`http://localhost${path}`, {
      method: 'POST',
      headers: { [harnessHeader]: id, [clockHeader]: String(offset) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const queue = deliveriesQueue(id, ready, () => control(sentPath) as Promise<SentMessage[]>)
  /** Runs the deliveries queue: batches until nothing waits (or `rounds` batches). */
  const deliver = async (rounds = 100) => {
    let runs = 0
    while (runs < rounds && (await queue.run()) > 0) runs++
    return runs
  }
  return {
    calls: mine.calls,
    /** Asset paths the Worker read. */
    read: mine.read,
    /** Moves the app's clock (the live answers' lifetimes, the in-memory rate limiter's windows). */
    advance: (ms: number) => {
      offset += ms
    },
    /** The Worker's answer to a request for `path` (redirects not followed), as a Response of this process. */
    request: async (path: string, init: RequestInit = {}): Promise<Response> => {
      const mf = await ready
      const headers = new Headers(init.headers)
      headers.set(harnessHeader, id)
      headers.set(clockHeader, String(offset))
      // A form or a file as this process's fetch would encode it (Miniflare's fetch has its own classes).
      const sent = init.body
      let bytes: ArrayBuffer | undefined
      if (sent instanceof FormData || sent instanceof URLSearchParams || sent instanceof Blob) {
        const encoded = new Request('http://localhost/', { method: 'POST', body: sent })
        const type = encoded.headers.get('content-type')
        if (type && !headers.has('content-type')) headers.set('content-type', type)
        bytes = await encoded.arrayBuffer()
      }
      const res = await mf.dispatchFetch(`http://localhost${path}`, {
        ...(init as object),
        ...(bytes ? { body: bytes } : {}),
        headers: [...headers],
        redirect: 'manual',
      })
      const body = res.status === 204 || res.status === 304 ? null : await res.arrayBuffer()
      return new Response(body, { status: res.status, headers: [...res.headers] as [string, string][] })
    },
    /** Runs the Worker's cron trigger (with this harness's environment, if it was set up last). */
    scheduled: async (cron: string) => (await (await ready).getWorker()).scheduled({ cron }),
    /** The next `count` upstream requests under `path` fail as told (cms/README.md, /__faults). */
    fault: cmsTest.fault,
    cms: cmsTest,
    queue,
    deliver,
    /** What the stand-in CMS received once the deliveries queue has run, oldest first. */
    inbox: async () => {
      await deliver()
      return (await cmsTest.inbox()) as unknown as InboxItem[]
    },
    /** The keys in R2, sorted. */
    stored: () => control(callPath, { name: 'stored', args: [] }) as Promise<string[]>,
    /** One of the Worker's functions, run inside workerd with this harness's env. */
    call: <K extends keyof HarnessCalls>(name: K, ...args: HarnessCalls[K]) =>
      control(callPath, { name, args }),
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

/**
 * workerd's rate limiter counts in windows of the wall clock (a minute, aligned to the minute): a harness
 * is set up no closer than 3 s to a window's end, so a test's few requests fall in one window.
 */
async function awayFromWindowEnd(): Promise<void> {
  const period = RATE_BINDING_PERIOD_SECONDS * 1000
  const left = period - (Date.now() % period)
  if (left < 3000) await new Promise((resolve) => setTimeout(resolve, left + 50))
}

type Queued = { n: number; body: unknown; attempts: number }

/**
 * The deliveries queue of one harness, driven by the test: `waiting` holds what the Worker sent (taken
 * from the test Worker on each `run`) and what it asked to retry; `run` hands up to max_batch_size of them
 * to the Worker as one real queue event and does with the outcome what the queue does (a message retried
 * past max_retries goes to the dead-letter queue as an event of its own). Every retry's requested delay is
 * recorded in `delays`, not waited.
 */
function deliveriesQueue(harnessId: string, ready: Promise<Miniflare>, take: () => Promise<SentMessage[]>) {
  let next = 1
  const waiting: Queued[] = []
  const delays: number[] = []
  const pull = async () => {
    for (const { body } of await take()) waiting.push({ n: next++, body, attempts: 1 })
  }
  const dispatch = async (queueName: string, batch: Queued[]) => {
    const worker = await (await ready).getWorker()
    return worker.queue(
      queueName,
      batch.map((m) => ({
        id: messageId(harnessId, m.n),
        timestamp: new Date(),
        body: m.body,
        attempts: m.attempts,
      })),
    )
  }
  return {
    maxRetries: deliveriesConsumer.maxRetries,
    delays,
    /** The messages waiting to be handed to the Worker (what it sent so far included). */
    waiting: async () => {
      await pull()
      return waiting
    },
    /** A message the queue hands out again (Queues delivers at least once): a copy of `message`. */
    again: (message: Queued) => void waiting.push({ ...message, n: next++ }),
    /** One batch; resolves to the number of messages handed over. */
    run: async (): Promise<number> => {
      await pull()
      const batch = waiting.splice(0, deliveriesConsumer.maxBatchSize)
      if (batch.length === 0) return 0
      const result = await dispatch('lumiere-deliveries', batch)
      const retryAll = result.retryBatch.retry || result.outcome !== 'ok'
      const retried = new Map(result.retryMessages.map((r) => [r.msgId, r.delaySeconds]))
      const dead: Queued[] = []
      for (const m of batch) {
        const id = messageId(harnessId, m.n)
        if (!retryAll && !retried.has(id)) continue
        delays.push(retried.get(id) ?? result.retryBatch.delaySeconds ?? deliveriesConsumer.retryDelay)
        if (m.attempts < deliveriesConsumer.maxRetries + 1) waiting.push({ ...m, attempts: m.attempts + 1 })
        else dead.push({ ...m, n: next++, attempts: 1 })
      }
      if (dead.length > 0) {
        const outcome = await dispatch(deadLetterQueue, dead)
        if (outcome.outcome !== 'ok') throw new Error(`dead letters: ${outcome.outcome}`)
      }
      return batch.length
    },
  }
}

/** Requests the Worker sent to hosts other than the stand-in CMS (the rebuild hook). */
export const sentElsewhere = () => elsewhere

/** What the Worker printed so far (console.log and console.error lines, in order). */
export const workerLog = () => printed.join('\n')

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
