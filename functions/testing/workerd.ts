// The Worker's unit tests inside workerd: functions/testing/testWorker.ts bundled by esbuild and run by
// Miniflare (the `miniflare` package wrangler runs `wrangler dev` on), once per test file, with the
// bindings of wrangler.toml (R2, the deliveries queue, the rate limiter). The tests stay in Node and send
// requests in; what the Worker sends out comes back here: its upstream calls to the stand-in CMS (one per
// harness, in this process, its faults injected the way e2e does) and its asset requests to the assets the
// harness serves (the pages the build leaves, by path). docs/DECISIONS.md, "The Worker's tests in workerd".

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
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
import { builtTalents } from '../snapshot'
import { clockHeader, type HarnessSetup, harnessHeader, setupPath } from './protocol'

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

const bundle = async () => {
  const out = await build({
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

/** The date wrangler.toml deploys the Worker with: the same runtime behaviour here. */
const compatibilityDate =
  /^compatibility_date = "([\d-]+)"/m.exec(
    readFileSync(join(import.meta.dirname, '../../wrangler.toml'), 'utf8'),
  )?.[1] ?? ''

let platform: Promise<Miniflare> | undefined

/** This test file's workerd (started on first use, disposed when the file ends). */
function workerd(): Promise<Miniflare> {
  platform ??= bundle().then(async (script) => {
    const mf = new Miniflare(
      convertV4MiniflareOptions({
        modules: [{ type: 'ESModule', path: 'worker.js', contents: script }],
        compatibilityDate,
        r2Buckets: ['SUBMISSIONS'],
        queueProducers: { DELIVERIES: { queueName: 'lumiere-deliveries' } },
        ratelimits: { FORM_RATE_LIMITER: { namespace_id: '1001', simple: { limit: 5, period: 60 } } },
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
  }
  const ready = workerd().then(async (mf) => {
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
      const res = await mf.dispatchFetch(`http://localhost${path}`, {
        ...(init as object),
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
