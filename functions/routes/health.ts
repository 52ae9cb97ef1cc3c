import { Hono } from 'hono'
import type { AppEnv } from '../types'

/** GET /api/health: liveness and the snapshot version the assets were built from (/version.json). */
export const health = new Hono<AppEnv>().get('/', async (c) => {
  let version: string | null = null
  try {
    const answer = await c.env.ASSETS.fetch(new URL('/version.json', c.req.url))
    if (answer.ok) version = ((await answer.json()) as { version?: string }).version ?? null
  } catch {}
  c.header('Cache-Control', 'no-store')
  return c.json({ ok: true, version })
})
