import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import sharp from 'sharp'
import WebSocket from 'ws'
import { budgets, type Check, checkMax } from './budgets'
import type { Context } from './context'
import { cleanups, killTree, sleep } from './proc'
import { median, percentile } from './stats'

// 4. The Worker under load (`npm start`: wrangler dev, workerd, on loopback), bounded in time and count:
// autocannon with 10 connections. The rate limit is lifted through RATE_LIMIT (bench/server.ts). The
// stand-in CMS's inbox is emptied afterwards (DELETE /__inbox).
//
// CPU per upload, measured in workerd: a second wrangler dev of the same build (its own ports, the same
// stand-in CMS) with its inspector open; for each upload the V8 CPU profiler is started over the DevTools
// protocol, the request sent, the profiler stopped, and the sampled time that is not idle counted (JS,
// runtime code called from it, GC). On a busy machine the sampler also counts time the thread waited for
// a core, so the figure is an upper bound there.
//
// Also estimated in Node (same V8), by calling the Worker's own Hono app (functions/app.ts createApp) sequentially and reading
// process.cpuUsage() around each request: once with the upstream answered by a stub that does not read
// the forwarded body (the Worker's own work: parse the multipart body, check sizes and magic bytes,
// validate, build the forwarded form), and once forwarding for real to the stand-in CMS over Node's fetch
// (adds the client side of sending 4 MB, done natively by workerd). Node parses multipart in JavaScript
// (undici) where workerd does it in C++, so both are upper bounds of the Worker's figure.

export type LoadRun = {
  name: string
  requests: number
  durationS: number
  reqPerSec: number
  p50Ms: number
  p99Ms: number
  /** Connection errors + timeouts + non-2xx answers. */
  errors: number
  non2xx: number
  statuses: Record<string, number>
}

export type CpuEstimate = {
  name: string
  iterations: number
  p50Ms: number
  p99Ms: number
  meanMs: number
}

export type WorkerResult = {
  load: LoadRun[]
  cpu: CpuEstimate[]
  /** CPU per upload in workerd (V8 profiler, non-idle samples), with the heaviest functions. */
  workerd: (CpuEstimate & { top: { name: string; ms: number }[]; statuses: Record<string, number> }) | null
  photos: { field: string; type: string; bytes: number }[]
  inboxCleared: boolean
  checks: Check[]
}

type Payload = { body: Buffer; contentType: string }

/** A noise image of about `bytes` bytes (noise does not compress), as real JPEG or PNG bytes. */
async function photo(format: 'jpeg' | 'png', bytes: number): Promise<Buffer> {
  let side = format === 'png' ? 820 : 1300
  for (let attempt = 0; attempt < 12; attempt++) {
    const raw = Buffer.alloc(side * side * 3)
    let seed = 12345 + side
    for (let i = 0; i < raw.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      raw[i] = seed >> 16
    }
    const img = sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    const out = format === 'jpeg' ? await img.jpeg({ quality: 88 }).toBuffer() : await img.png().toBuffer()
    if (out.length <= bytes && out.length > bytes * 0.9) return out
    side = Math.round(side * Math.sqrt(bytes / out.length) * 0.98)
  }
  throw new Error(`could not make a ${format} of about ${bytes} bytes`)
}

/** The multipart body of a valid application with two photos of just under 2 MB each. */
async function applicationBody(
  attributesDir: string,
): Promise<{ payload: Payload; photos: WorkerResult['photos'] }> {
  const attrs = JSON.parse(readFileSync(join(attributesDir, 'attributes.pt.json'), 'utf8')) as Record<
    string,
    unknown
  >
  const first = (field: string) => {
    const list = attrs[field]
    const o = Array.isArray(list)
      ? (list[Math.floor(list.length / 2)] as { value?: string } | string)
      : undefined
    return typeof o === 'string' ? o : o?.value
  }
  const limit = 2_000_000 // the Worker's photo limit is 2,097,152 bytes
  const jpeg = await photo('jpeg', limit)
  const png = await photo('png', limit)
  const form = new FormData()
  form.append('name', 'Bench Applicant')
  form.append('phone', '+55 11 99999-0000')
  form.append('gender', first('gender') ?? 'woman')
  form.append('email', 'bench@example.com')
  form.append('birthdate', '15/05/2000')
  for (const f of ['height', 'weight', 'bust', 'waist', 'hips']) {
    const v = first(f)
    if (v) form.append(f, v)
  }
  form.append('image_1', new File([new Uint8Array(jpeg)], 'photo-1.jpg', { type: 'image/jpeg' }))
  form.append('image_2', new File([new Uint8Array(png)], 'photo-2.png', { type: 'image/png' }))
  const response = new Response(form)
  return {
    payload: {
      body: Buffer.from(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? '',
    },
    photos: [
      { field: 'image_1', type: 'image/jpeg', bytes: jpeg.length },
      { field: 'image_2', type: 'image/png', bytes: png.length },
    ],
  }
}

const contactPayload = (): Payload => ({
  body: Buffer.from(JSON.stringify({ email: 'bench@example.com', message: 'A benchmark message.' })),
  contentType: 'application/json',
})

async function load(
  name: string,
  o: {
    url: string
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: Buffer
    durationS?: number
    amount?: number
    connections?: number
    paths?: string[]
  },
): Promise<LoadRun> {
  const connections = o.connections ?? 10
  let next = 0
  const options: autocannon.Options = {
    url: o.url,
    method: o.method ?? 'GET',
    connections,
    timeout: 30,
  }
  if (o.amount) options.amount = o.amount
  else options.duration = o.durationS ?? 10
  if (o.headers) options.headers = o.headers
  if (o.body) options.body = o.body
  const paths = o.paths
  if (paths) {
    options.requests = [
      {
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] ?? '/' }),
      },
    ]
  }
  const result = await autocannon(options)
  const statuses: Record<string, number> = {}
  for (const [k, v] of Object.entries(result.statusCodeStats ?? {}))
    statuses[k] = (v as { count: number }).count
  return {
    name,
    requests: result.requests.total,
    durationS: result.duration,
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    non2xx: result.non2xx,
    statuses,
  }
}

/** CPU per request of the Worker's app in this process (see the note at the top). */
async function cpuPerRequest(
  ctx: Context,
  name: string,
  payload: Payload,
  o: { iterations: number; upstream: 'stub' | string },
): Promise<CpuEstimate> {
  const { createApp } = (await import(pathToFileURL(join(ctx.src, 'functions/app.ts')).href)) as {
    createApp: (options?: { fetch?: typeof fetch; cache?: () => Cache | undefined }) => {
      fetch: (req: Request, env: unknown, ctx?: unknown) => Promise<Response>
    }
  }
  const stub: typeof fetch = async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const body = /\/api\/(signin|login)$/.test(new URL(url).pathname)
      ? { access_token: 'bench', expires_in: 3600 }
      : { message: 'ok' }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }
  const cms = o.upstream === 'stub' ? 'http://cms.invalid' : o.upstream
  const app = createApp({ ...(o.upstream === 'stub' ? { fetch: stub } : {}), cache: () => undefined })
  const env = {
    ENVIRONMENT: 'development',
    SITE_URL: 'http://localhost:8787',
    CMS_PANEL_URL: cms,
    CMS_INTEGRATION_URL: cms,
    MF_SALT: 'demo-mf-salt',
    MF_API_KEY: 'demo-mf-api-key',
    PANEL_SALT: 'demo-panel-salt',
    PANEL_API_TOKEN: 'demo-panel-api-token',
    RATE_LIMIT: '100000000',
    RATE_PERIOD: '60',
    LIVE_CACHE_SECONDS: '60',
    ASSETS: { fetch: async () => new Response('{}') },
  }
  const executionCtx = { waitUntil() {}, passThroughOnException() {}, props: {} }
  const times: number[] = []
  const warmup = 5
  for (let i = 0; i < o.iterations + warmup; i++) {
    const request = new Request('http://localhost:8787/api/get-scouted', {
      method: 'POST',
      headers: { 'content-type': payload.contentType, origin: 'http://localhost:8787' },
      body: new Uint8Array(payload.body),
    })
    const before = process.cpuUsage()
    const response = await app.fetch(request, env, executionCtx)
    const answer = await response.arrayBuffer()
    const used = process.cpuUsage(before)
    if (response.status !== 200)
      throw new Error(`${name}: the app answered ${response.status}: ${new TextDecoder().decode(answer)}`)
    if (i >= warmup) times.push((used.user + used.system) / 1000)
  }
  return {
    name,
    iterations: times.length,
    p50Ms: median(times),
    p99Ms: percentile(times, 99),
    meanMs: times.reduce((a, b) => a + b, 0) / times.length,
  }
}

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber?: number } }[]
  samples: number[]
  timeDeltas: number[]
}

/** A DevTools protocol session on `url` (workerd's inspector, through wrangler's proxy). */
async function devtools(url: string) {
  const ws = new WebSocket(url)
  await new Promise((resolve, reject) => {
    ws.on('open', resolve)
    ws.on('error', reject)
  })
  let next = 0
  const pending = new Map<number, (result: unknown) => void>()
  ws.on('message', (data) => {
    // Any answer with our id settles the call (wrangler's proxy answers some methods itself, without a result).
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) {
      pending.get(message.id)?.(message.result ?? {})
      pending.delete(message.id)
    }
  })
  return {
    send<T>(method: string, params: object = {}): Promise<T> {
      const id = ++next
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new Error(`DevTools ${method}: no answer within 30 s`))
        }, 30_000)
        pending.set(id, (result) => {
          clearTimeout(timer)
          resolve(result as T)
        })
        ws.send(JSON.stringify({ id, method, params }))
      })
    },
    close: () => ws.close(),
  }
}

/** CPU of each upload in workerd (see the note at the top); null when the inspector cannot be reached. */
async function workerdCpu(
  ctx: Context,
  cmsOrigin: string,
  payload: Payload,
  iterations: number,
): Promise<WorkerResult['workerd']> {
  const port = ctx.port + 3
  const inspectorPort = ctx.port + 2
  const origin = `http://127.0.0.1:${port}`
  const vars: Record<string, string> = {
    ENVIRONMENT: 'development',
    SITE_URL: origin,
    CMS_PANEL_URL: cmsOrigin,
    CMS_INTEGRATION_URL: cmsOrigin,
    RATE_LIMIT: '100000000',
    RATE_PERIOD: '60',
    LIVE_CACHE_SECONDS: '60',
    MF_SALT: 'demo-mf-salt',
    MF_API_KEY: 'demo-mf-api-key',
    PANEL_SALT: 'demo-panel-salt',
    PANEL_API_TOKEN: 'demo-panel-api-token',
  }
  const child = spawn(
    process.execPath,
    [
      '--no-warnings',
      join(ctx.root, 'node_modules/wrangler/wrangler-dist/cli.js'),
      'dev',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--ip',
      '127.0.0.1',
      '--local',
      '--persist-to',
      `.wrangler/state-bench-${port}`,
      '--show-interactive-dev-session=false',
      '--live-reload=false',
      ...Object.entries(vars).flatMap(([k, v]) => ['--var', `${k}:${v}`]),
    ],
    {
      cwd: ctx.src,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    },
  )
  const kill = () => killTree(child, 'SIGKILL')
  cleanups.add(kill)
  try {
    let ready = false
    for (let i = 0; i < 240 && !ready; i++) {
      ready = await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
      if (!ready) await sleep(500)
    }
    const targets = ready
      ? ((await fetch(`http://127.0.0.1:${inspectorPort}/json`).then(
          (r) => r.json(),
          () => [],
        )) as { webSocketDebuggerUrl?: string }[])
      : []
    const url = targets[0]?.webSocketDebuggerUrl
    if (!url) {
      ctx.log('worker: workerd inspector not reachable; CPU in workerd not measured')
      return null
    }
    const session = await devtools(url)
    try {
      return await profileUploads(session, origin, payload, iterations)
    } catch (e) {
      ctx.log(`worker: profiling in workerd failed: ${e instanceof Error ? e.message : String(e)}`)
      return null
    } finally {
      session.close()
    }
  } finally {
    killTree(child, 'SIGTERM')
    await sleep(1000)
    killTree(child, 'SIGKILL')
    cleanups.delete(kill)
  }
}

async function profileUploads(
  session: Awaited<ReturnType<typeof devtools>>,
  origin: string,
  payload: Payload,
  iterations: number,
): Promise<NonNullable<WorkerResult['workerd']>> {
  await session.send('Profiler.enable')
  await session.send('Profiler.setSamplingInterval', { interval: 100 })
  const times: number[] = []
  const byFunction = new Map<string, number>()
  const statuses: Record<string, number> = {}
  const warmup = 3
  for (let i = 0; i < iterations + warmup; i++) {
    await session.send('Profiler.start')
    const response = await fetch(`${origin}/api/get-scouted`, {
      method: 'POST',
      headers: { 'content-type': payload.contentType, origin },
      body: new Uint8Array(payload.body),
    })
    await response.arrayBuffer()
    const { profile } = await session.send<{ profile?: CpuProfile }>('Profiler.stop')
    if (!profile) throw new Error('Profiler.stop answered without a profile')
    if (i < warmup) continue
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
    const names = new Map(
      profile.nodes.map((n) => {
        const { functionName, url, lineNumber } = n.callFrame as {
          functionName: string
          url: string
          lineNumber?: number
        }
        const where = url ? ` ${url.split('/').pop()}:${(lineNumber ?? 0) + 1}` : ''
        return [n.id, `${functionName || '(anonymous)'}${where}`]
      }),
    )
    let busy = 0
    profile.samples.forEach((sample, k) => {
      const name = names.get(sample) ?? '(unknown)'
      const dt = (profile.timeDeltas[k] ?? 0) / 1000
      if (name === '(idle)') return
      busy += dt
      byFunction.set(name, (byFunction.get(name) ?? 0) + dt)
    })
    times.push(busy)
  }
  await session.send('Profiler.disable')
  return {
    name: 'get-scouted in workerd (V8 profiler, non-idle time)',
    iterations: times.length,
    p50Ms: median(times),
    p99Ms: percentile(times, 99),
    meanMs: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length),
    top: [...byFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, ms]) => ({ name, ms: Math.round((ms / Math.max(1, times.length)) * 100) / 100 })),
    statuses,
  }
}

export async function benchWorker(ctx: Context, origin: string, cmsOrigin: string): Promise<WorkerResult> {
  const duration = ctx.quick ? 5 : 10
  const dataDir = join(ctx.src, 'data')
  const talents = JSON.parse(readFileSync(join(dataDir, 'talents.json'), 'utf8')) as { id: number }[]
  const ids = talents.map((t) => t.id)
  const { payload: upload, photos } = await applicationBody(dataDir)
  const postHeaders = (p: Payload) => ({ 'content-type': p.contentType, origin })
  const runs: LoadRun[] = []

  // From upstream: every request a different talent, none cached yet (a fresh wrangler state per run).
  ctx.log(`worker: GET /api/talents/{id} from upstream (${ids.length} distinct ids, once each)`)
  runs.push(
    await load('GET /api/talents/{id}, upstream (cold)', {
      url: origin,
      amount: ids.length,
      paths: ids.map((id) => `/api/talents/${id}`),
    }),
  )
  ctx.log(`worker: GET /api/talents/{id} from the edge cache (${duration} s)`)
  runs.push(
    await load('GET /api/talents/{id}, edge cache (warm)', {
      url: origin,
      durationS: duration,
      paths: ids.map((id) => `/api/talents/${id}`),
    }),
  )
  const contact = contactPayload()
  ctx.log(`worker: POST /api/contact (${duration} s)`)
  runs.push(
    await load('POST /api/contact', {
      url: `${origin}/api/contact`,
      method: 'POST',
      headers: postHeaders(contact),
      body: contact.body,
      durationS: duration,
    }),
  )
  // Uploads are bounded by count: at a few per second a time bound would leave most in flight uncounted.
  const uploads = ctx.quick ? 12 : 40
  ctx.log(`worker: POST /api/get-scouted, 2 photos of ~2 MB (${uploads} requests)`)
  runs.push(
    await load('POST /api/get-scouted (2 × 2 MB)', {
      url: `${origin}/api/get-scouted`,
      method: 'POST',
      headers: postHeaders(upload),
      body: upload.body,
      amount: uploads,
      connections: 4,
    }),
  )
  const cleared = await fetch(`${cmsOrigin}/__inbox`, { method: 'DELETE' }).then(
    (r) => r.ok,
    () => false,
  )

  ctx.log('worker: CPU per upload request, estimated in Node')
  const iterations = ctx.quick ? 30 : 100
  const cpu = [
    await cpuPerRequest(ctx, 'get-scouted, upstream stubbed (Worker work only)', upload, {
      iterations,
      upstream: 'stub',
    }),
    await cpuPerRequest(ctx, 'get-scouted, forwarded to the stand-in CMS over fetch', upload, {
      iterations: Math.min(iterations, 50),
      upstream: cmsOrigin,
    }),
  ]
  ctx.log('worker: CPU per upload request in workerd (V8 profiler over the inspector)')
  const workerd = await workerdCpu(ctx, cmsOrigin, upload, ctx.quick ? 15 : 40)
  await fetch(`${cmsOrigin}/__inbox`, { method: 'DELETE' }).catch(() => {})

  const checks: Check[] = runs.map((r) =>
    checkMax(`Worker errors, ${r.name}`, r.errors, budgets.worker.errors, ''),
  )
  const own = cpu[0]
  if (workerd) {
    checks.push(
      checkMax(
        'upload CPU p99 (workerd, V8 profiler)',
        workerd.p99Ms,
        budgets.worker.uploadCpuP99Ms,
        'ms',
        'non-idle profiler samples per request in wrangler dev; see bench/worker.ts',
      ),
    )
  } else if (own) {
    checks.push(
      checkMax(
        'upload CPU p99 (Node estimate, Worker work only)',
        own.p99Ms,
        budgets.worker.uploadCpuP99Ms,
        'ms',
        'estimated in Node with process.cpuUsage; see bench/worker.ts',
      ),
    )
  }
  return { load: runs, cpu, workerd, photos, inboxCleared: cleared, checks }
}
