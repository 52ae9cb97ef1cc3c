import { cmsTestClient, type FaultSpec } from '../cms/testClient'
import { budgets, type Check, checkMax } from './budgets'
import { newcomer } from './changed'
import type { Context } from './context'
import { sleep } from './proc'
import { BENCH_LIVE_CACHE_SECONDS } from './server'
import { type LoadRun, load } from './worker'

// The Worker's live endpoints across an expiry of their cached answers (issue 19), a part of the Worker's
// bench run on its own (`--only live`) and, with `--against <commit>`, on that commit's site too in the
// same run. For each state of the CMS (fast; slow, answering after 5 s, past the visitor budget of 3 s;
// failing, 500 to every read) and each site in turn: 10 connections for 70 s on the live roster, two
// live profiles, and the profile of a talent added to the CMS after the build (its API path and its
// page, which the Worker renders from live data). With LIVE_CACHE_SECONDS = 60 every key expires at least
// once within the 70 s (under a slow or failing CMS, the stale copy's 10 s expire seven times). The fast
// run comes first on each site, so the others have a last good answer to fall back on. Counted: the
// answers that are not 2xx, the upstream reads the stand-in CMS received (`/__requests`), and whether
// an answer sampled after the run is marked as today (`Live-Data: live` with the CMS fast, `stale`
// otherwise).

export type LiveSite = { label: string; origin: string; cmsOrigin: string }

export type CmsState = 'fast' | 'slow (5 s)' | 'failing (500)'

export type LiveRun = LoadRun & {
  site: string
  cms: CmsState
  /** Upstream reads of the run: roster (POST /api/talents) and profiles (GET /api/talent/profile). */
  upstream: { roster: number; profiles: number }
  /** `Live-Data` of a profile asked once the run ended (the CMS still in its state). */
  sampledLiveData: string | null
}

/** What one site answers to the other requests of issue 19 (a status, or how the connection ended). */
export type EdgeAnswer = { site: string; request: string; answer: string; expected: string }

export type LiveResult = {
  durationS: number
  cacheSeconds: number
  runs: LiveRun[]
  edge: EdgeAnswer[]
  checks: Check[]
}

/** A chunked upload of `bytes` zero bytes (no Content-Length), 64 KiB at a time. */
function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      const n = Math.min(65_536, bytes - sent)
      sent += n
      controller.enqueue(new Uint8Array(n))
    },
  })
}

/**
 * The other findings, asked of a site under workerd: a 60 MB chunked upload (413, not a reset),
 * a JSON field nested 5,000 deep in under 32 KiB (4xx, not 500), `a@b` (422 at the edge, not 200 then a
 * refusal by the CMS), the staff list without a token (401 with a challenge and no-store).
 */
export async function edgeAnswers(site: LiveSite): Promise<EdgeAnswer[]> {
  const headers = { origin: site.origin }
  const ask = async (request: string, expected: string, send: () => Promise<Response>) => {
    let answer: string
    try {
      const r = await send()
      const extra = [r.headers.get('www-authenticate'), r.headers.get('cache-control')].filter(Boolean)
      const body = await r.text()
      const code = /"code":"([a-z_]+)"/.exec(body)?.[1]
      answer = [String(r.status), code, ...(request.startsWith('GET /api/admin') ? extra : [])]
        .filter(Boolean)
        .join(' ')
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause?.code
      answer = `no answer (${cause ?? (e instanceof Error ? e.message : String(e))})`
    }
    return { site: site.label, request, answer, expected }
  }
  const deep = `{"email":"ana@example.com","message":${'['.repeat(5000)}"x"${']'.repeat(5000)}}`
  return [
    await ask('POST /api/get-scouted, 60 MB chunked', '413 body_too_large', () =>
      fetch(`${site.origin}/api/get-scouted`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
        body: chunked(60_000_000),
        duplex: 'half',
      } as RequestInit),
    ),
    await ask('POST /api/contact, a field nested 5,000 deep (10 KB)', '400 bad_request', () =>
      fetch(`${site.origin}/api/contact`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: deep,
      }),
    ),
    await ask('POST /api/contact, email a@b', '422 invalid_fields', () =>
      fetch(`${site.origin}/api/contact`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b', message: 'Olá' }),
      }),
    ),
    await ask('GET /api/admin/deliveries, no token', '401 forbidden Bearer realm="staff" no-store', () =>
      fetch(`${site.origin}/api/admin/deliveries`),
    ),
  ]
}

const faults: Record<CmsState, FaultSpec[]> = {
  fast: [],
  'slow (5 s)': [
    { path: '/api/talent/profile', method: 'GET', delay_ms: 5000, count: 1_000_000 },
    { path: '/api/talents', method: 'POST', delay_ms: 5000, count: 1_000_000 },
  ],
  'failing (500)': [
    { path: '/api/talent/profile', method: 'GET', status: 500, count: 1_000_000 },
    { path: '/api/talents', method: 'POST', status: 500, count: 1_000_000 },
  ],
}

async function upstreamReads(cmsOrigin: string): Promise<{ roster: number; profiles: number }> {
  const counts = await cmsTestClient(cmsOrigin).requests()
  let roster = 0
  let profiles = 0
  for (const [path, n] of Object.entries(counts)) {
    if (path.startsWith('/api/talents?') || path === '/api/talents') roster += n
    if (path.startsWith('/api/talent/profile')) profiles += n
  }
  return { roster, profiles }
}

export async function benchLive(ctx: Context, sites: LiveSite[], ids: number[]): Promise<LiveResult> {
  const durationS = ctx.quick ? 20 : 70
  const [a, b] = ids
  if (a === undefined || b === undefined) throw new Error('the live bench needs two talents of the snapshot')
  const paths = [
    '/api/talents',
    `/api/talents/${a}`,
    `/api/talents/${b}`,
    `/api/talents/${newcomer.id}`,
    `/modelos/mainboard/${newcomer.id}/joana-da-silva`,
  ]
  for (const site of sites) await cmsTestClient(site.cmsOrigin).putTalent(newcomer)
  const runs: LiveRun[] = []
  for (const state of Object.keys(faults) as CmsState[]) {
    for (const site of sites) {
      const cms = cmsTestClient(site.cmsOrigin)
      await cms.clearFaults()
      for (const fault of faults[state]) await cms.fault(fault)
      await cms.clearRequests()
      ctx.log(`live: ${site.label}, CMS ${state}: 10 connections for ${durationS} s on ${paths.length} paths`)
      const run = await load(`live endpoints, CMS ${state}`, { url: site.origin, durationS, paths })
      const upstream = await upstreamReads(site.cmsOrigin)
      const sample = await fetch(`${site.origin}/api/talents/${a}`, { signal: AbortSignal.timeout(10_000) })
      const sampledLiveData = sample.headers.get('live-data')
      await sample.arrayBuffer()
      await cms.clearFaults()
      runs.push({ ...run, site: site.label, cms: state, upstream, sampledLiveData })
      ctx.log(
        `live: ${site.label}, CMS ${state}: ${run.requests} answers, ${run.errors} errors (${JSON.stringify(run.statuses)}), upstream ${upstream.roster} roster + ${upstream.profiles} profile reads, sample ${sampledLiveData}`,
      )
      // The next site starts with its machine share back.
      await sleep(2000)
    }
  }
  const edge: EdgeAnswer[] = []
  for (const site of sites) {
    ctx.log(`live: ${site.label}: the other requests of issue 19`)
    edge.push(...(await edgeAnswers(site)))
  }
  for (const e of edge) ctx.log(`live: ${e.site}: ${e.request} → ${e.answer}`)
  const head = sites[0]?.label
  const checks = runs
    .filter((r) => r.site === head)
    .flatMap((r) => [
      checkMax(
        `Worker errors, ${r.name} (${durationS} s across an expiry)`,
        r.errors,
        budgets.worker.errors,
        '',
      ),
      checkMax(
        `live answer sampled after the run not marked as today, CMS ${r.cms}`,
        r.sampledLiveData === (r.cms === 'fast' ? 'live' : 'stale') ? 0 : 1,
        0,
        '',
      ),
    ])
  for (const e of edge.filter((x) => x.site === head)) {
    checks.push(checkMax(`${e.request}: not ${e.expected}`, e.answer === e.expected ? 0 : 1, 0, ''))
  }
  return { durationS, cacheSeconds: Number(BENCH_LIVE_CACHE_SECONDS), runs, edge, checks }
}
