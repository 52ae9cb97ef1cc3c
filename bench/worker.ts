import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import autocannon from 'autocannon'
import sharp from 'sharp'
import { cmsTestClient } from '../cms/testClient'
import { applicationMeasurementFields } from '../lib/forms'
import { budgets, type Check, checkMax } from './budgets'
import type { Context } from './context'
import { sleep } from './proc'
import { BENCH_LIVE_CACHE_SECONDS } from './server'

// 4. The Worker under load (`npm start`: wrangler dev, workerd, on loopback), bounded in time and count:
// autocannon with 10 connections. The rate limit is lifted through RATE_LIMIT (bench/server.ts). The
// stand-in CMS's inbox is emptied afterwards (DELETE /__inbox).

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

/**
 * Submissions sent while the CMS refuses every one (503), then delivered from the queue once it recovers
 * (issue 11): each with its own e-mail, so a duplicate or a loss shows in the inbox.
 */
export type OutageRun = {
  kind: 'contact' | 'get-scouted'
  /** Answered 200 to the visitor while the CMS was down. */
  accepted: number
  /** Distinct submissions of this run in the inbox once the queue drained (or the wait ran out). */
  delivered: number
  /** Inbox entries beyond one per submission. */
  duplicates: number
  /** From the CMS's recovery to the last delivery of the run. */
  drainS: number
}

export type WorkerResult = {
  load: LoadRun[]
  /** Deliveries of submissions sent during an outage of the CMS (null when not measured). */
  outage: OutageRun[] | null
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
  form.append('email', benchEmail)
  form.append('birthdate', '15/05/2000')
  for (const f of applicationMeasurementFields) {
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
  body: Buffer.from(JSON.stringify({ email: benchEmail, message: 'A benchmark message.' })),
  contentType: 'application/json',
})

/** The e-mail of every bench submission; `withEmails` replaces it in place (same length, same body size). */
const benchEmail = 'bench-000000-000000@example.com'

/** `count` copies of `payload`, the i-th with its own e-mail (`bench-<run>-<i>@example.com`). */
function withEmails(payload: Payload, run: string, count: number): { bodies: Buffer[]; emails: string[] } {
  const at = payload.body.indexOf(benchEmail)
  if (at < 0) throw new Error('the bench payload does not carry its e-mail')
  const emails = Array.from(
    { length: count },
    (_, i) => `bench-${run}-${String(i).padStart(6, '0')}@example.com`,
  )
  const bodies = emails.map((email) => {
    const body = Buffer.from(payload.body)
    body.write(email, at, 'latin1')
    return body
  })
  return { bodies, emails }
}

export async function load(
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
    /** One body per request, in turn (instead of `body`). */
    bodies?: Buffer[]
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
  const { paths, bodies } = o
  if (paths || bodies) {
    options.requests = [
      {
        setupRequest: (req) => {
          const i = next++
          return {
            ...req,
            ...(paths ? { path: paths[i % paths.length] ?? '/' } : {}),
            ...(bodies ? { body: bodies[i % bodies.length] } : {}),
          }
        },
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

/**
 * Submissions during an outage: the CMS answers 503 to every submission while `send` runs; then it
 * recovers, and the inbox is read every second until every accepted submission is there (or `waitS` runs
 * out). Each submission carries its own e-mail, so a loss or a duplicate shows.
 */
async function duringOutage(
  cmsOrigin: string,
  runs: { kind: OutageRun['kind']; emails: string[]; send: () => Promise<LoadRun> }[],
  waitS: number,
): Promise<{ load: LoadRun[]; outage: OutageRun[] }> {
  for (const { kind } of runs) {
    await cmsTestClient(cmsOrigin).fault({
      path: `/api/${kind}/`,
      method: 'POST',
      status: 503,
      count: 1_000_000,
    })
  }
  const load: LoadRun[] = []
  try {
    for (const run of runs) load.push(await run.send())
  } finally {
    await cmsTestClient(cmsOrigin).clearFaults()
  }
  const recovered = Date.now()
  const counts = async () =>
    Promise.all(
      runs.map(async ({ kind, emails }) => {
        const mine = new Set(emails)
        const inbox = await cmsTestClient(cmsOrigin).inbox()
        const arrived = inbox
          .filter((e) => e.kind === kind && mine.has(String(e.fields.email)))
          .map((e) => e.fields.email)
        return { arrived: arrived.length, distinct: new Set(arrived).size }
      }),
    )
  let last = await counts()
  let lastChange = recovered
  const accepted = load.map((r) => r.statuses['200'] ?? 0)
  while (Date.now() - recovered < waitS * 1000 && last.some((c, i) => c.distinct < (accepted[i] ?? 0))) {
    await sleep(1000)
    const now = await counts()
    if (now.some((c, i) => c.arrived !== last[i]?.arrived)) lastChange = Date.now()
    last = now
  }
  // A second look a few seconds later: a duplicate delivery would arrive after the first.
  await sleep(5000)
  last = await counts()
  return {
    load,
    outage: runs.map(({ kind }, i) => ({
      kind,
      accepted: accepted[i] ?? 0,
      delivered: last[i]?.distinct ?? 0,
      duplicates: (last[i]?.arrived ?? 0) - (last[i]?.distinct ?? 0),
      drainS: Math.round((lastChange - recovered) / 100) / 10,
    })),
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
  const warmEnded = Date.now()
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

  // The CMS down: every visitor still gets 200, and every submission arrives once after it recovers.
  await cmsTestClient(cmsOrigin)
    .clearInbox()
    .catch(() => undefined)
  const tag = String(Date.now() % 1_000_000).padStart(6, '0')
  const messages = withEmails(contact, tag, ctx.quick ? 100 : 300)
  const applications = withEmails(upload, tag, ctx.quick ? 8 : 20)
  ctx.log(
    `worker: the CMS refusing every submission: ${messages.emails.length} messages and ${applications.emails.length} applications, then its recovery`,
  )
  const down = await duringOutage(
    cmsOrigin,
    [
      {
        kind: 'contact',
        emails: messages.emails,
        send: () =>
          load('POST /api/contact, CMS down (503 to every submission)', {
            url: `${origin}/api/contact`,
            method: 'POST',
            headers: postHeaders(contact),
            bodies: messages.bodies,
            amount: messages.bodies.length,
          }),
      },
      {
        kind: 'get-scouted',
        emails: applications.emails,
        send: () =>
          load('POST /api/get-scouted (2 × 2 MB), CMS down', {
            url: `${origin}/api/get-scouted`,
            method: 'POST',
            headers: postHeaders(upload),
            bodies: applications.bodies,
            amount: applications.bodies.length,
            connections: 4,
          }),
      },
    ],
    180,
  )
  runs.push(...down.load)
  for (const o of down.outage) {
    ctx.log(
      `worker: ${o.kind}: ${o.accepted} accepted during the outage, ${o.delivered} delivered once it recovered (${o.duplicates} duplicates, last after ${o.drainS} s)`,
    )
  }

  // The CMS stalled: once the fresh copies have expired, each profile is the last good answer, marked
  // stale, after the visitor budget (3 s) instead of the CMS's 20 s.
  const freshUntil = warmEnded + (Number(BENCH_LIVE_CACHE_SECONDS) + 1) * 1000
  if (Date.now() < freshUntil) await sleep(freshUntil - Date.now())
  const stalled = ids.slice(0, ctx.quick ? 40 : 100)
  ctx.log(`worker: GET /api/talents/{id} with the CMS stalled (${stalled.length} ids, once each)`)
  await cmsTestClient(cmsOrigin).fault({
    path: '/api/talent/profile',
    method: 'GET',
    delay_ms: 20_000,
    count: 1_000_000,
  })
  let staleMarked = false
  let stallRun: LoadRun
  try {
    stallRun = await load('GET /api/talents/{id}, CMS stalled (answers after 20 s)', {
      url: origin,
      amount: stalled.length,
      paths: stalled.map((id) => `/api/talents/${id}`),
    })
    runs.push(stallRun)
    const sample = await fetch(`${origin}/api/talents/${stalled[0]}`)
    staleMarked = sample.ok && sample.headers.get('live-data') === 'stale'
  } finally {
    await cmsTestClient(cmsOrigin).clearFaults()
  }

  const cleared = await cmsTestClient(cmsOrigin)
    .clearInbox()
    .then(
      () => true,
      () => false,
    )

  const checks: Check[] = runs.map((r) =>
    checkMax(`Worker errors, ${r.name}`, r.errors, budgets.worker.errors, ''),
  )
  for (const o of down.outage) {
    checks.push(
      checkMax(
        `${o.kind} sent while the CMS was down and not delivered after it recovered`,
        o.accepted - o.delivered,
        0,
        '',
      ),
      checkMax(`${o.kind} sent while the CMS was down and delivered twice`, o.duplicates, 0, ''),
    )
  }
  checks.push(
    checkMax(
      'live profile with the CMS stalled, p99',
      staleMarked ? stallRun.p99Ms : null,
      budgets.worker.stalledProfileP99Ms,
      'ms',
      'the last good answer, marked Live-Data: stale, once the visitor budget runs out',
    ),
  )
  return { load: runs, outage: down.outage, photos, inboxCleared: cleared, checks }
}
