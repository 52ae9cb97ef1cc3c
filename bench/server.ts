import { spawn } from 'node:child_process'
import type { Context } from './context'
import { cleanups, killTree, sleep } from './proc'

export type Site = { origin: string; cmsOrigin: string; stop: () => Promise<void>; output: () => string }

/** A rate limit no benchmark reaches (the Worker reads RATE_LIMIT under wrangler dev). */
export const BENCH_RATE_LIMIT = '100000000'
/** The edge cache's lifetime of a live answer, as in production (the stalled-CMS run waits it out). */
export const BENCH_LIVE_CACHE_SECONDS = '60'

/**
 * `npm start` in the measured tree on the bench's ports: builds when stale, then the stand-in CMS and the
 * Worker under wrangler dev. Resolves once /api/health answers.
 */
export async function startSite(ctx: Context): Promise<Site> {
  const origin = `http://127.0.0.1:${ctx.port}`
  const cmsOrigin = `http://127.0.0.1:${ctx.cmsPort}`
  let output = ''
  const child = spawn('npm', ['start'], {
    cwd: ctx.src,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(ctx.port),
      CMS_PORT: String(ctx.cmsPort),
      RATE_LIMIT: BENCH_RATE_LIMIT,
      RATE_PERIOD: '60',
      LIVE_CACHE_SECONDS: BENCH_LIVE_CACHE_SECONDS,
    },
  })
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let exited = false
  child.on('exit', () => {
    exited = true
  })
  const stop = async () => {
    cleanups.delete(stop)
    if (exited) return
    killTree(child, 'SIGTERM')
    for (let i = 0; i < 100 && !exited; i++) await sleep(100)
    if (!exited) killTree(child, 'SIGKILL')
  }
  cleanups.add(stop)
  ctx.log(`site: npm start on ${origin} (CMS ${cmsOrigin}); builds first when dist/ is stale`)
  const deadline = Date.now() + 10 * 60_000
  while (Date.now() < deadline) {
    if (exited) throw new Error(`npm start exited before it was ready:\n${output.slice(-4000)}`)
    try {
      const r = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) })
      if (r.ok) {
        ctx.log('site: ready')
        return { origin, cmsOrigin, stop, output: () => output }
      }
    } catch {}
    await sleep(500)
  }
  await stop()
  throw new Error(`npm start was not ready within 10 minutes:\n${output.slice(-4000)}`)
}
