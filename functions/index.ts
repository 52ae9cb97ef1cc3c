import { Hono } from 'hono'

const app = new Hono<{ Bindings: Env }>()
app.get('/api/health', async (c) => {
  const answer = await c.env.ASSETS.fetch(new URL('/version.json', c.req.url))
  const version = answer.ok ? ((await answer.json()) as { version?: string }).version : undefined
  return c.json({ ok: true, version: version ?? null })
})

export default { fetch: app.fetch }
