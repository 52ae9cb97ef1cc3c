import { Hono } from 'hono'
import { bodyLimit as honoBodyLimit } from 'hono/body-limit'
import { secureHeaders } from 'hono/secure-headers'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../types'
import { bodyLimit, bodyTimeouts } from './bodyLimit'
import { securityHeaders } from './securityHeaders'

// Why these two are ours and not Hono's (docs/decisions/0006-hono-middleware.md): each test names the
// contract Hono's own middleware misses, and shows it missing.

/** A request body that has sent `bytes` and stays open until `close()`: a chunked upload in progress. */
function openBody(bytes: number) {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c
      c.enqueue(new Uint8Array(bytes))
    },
  })
  return { body, close: () => controller?.close() }
}

const post = (body: ReadableStream<Uint8Array>) => ({ method: 'POST', body, duplex: 'half' }) as RequestInit

describe('bodyLimit', () => {
  const limited = () =>
    new Hono<AppEnv>()
      .post('/', bodyLimit(100), async (c) => c.text(await c.req.text()))
      .onError((error, c) =>
        c.json(
          { status: 'status' in error ? error.status : 500 },
          ('status' in error ? error.status : 500) as 413,
        ),
      )

  it('answers a declared Content-Length over the limit with 413 at once, before a byte is read', async () => {
    const { body } = openBody(10) // never closed: only an answer before reading can come back
    const res = await limited().request('/', {
      ...post(body),
      headers: { 'content-length': '40000' },
    })
    expect(res.status).toBe(413)
  })

  it('cuts a body that stops arriving after the idle timeout: 408', async () => {
    const idle = bodyTimeouts.idleMs
    bodyTimeouts.idleMs = 50
    try {
      const { body } = openBody(10) // 10 bytes, then nothing: a stalled sender
      const res = await limited().request('/', { ...post(body), headers: { 'content-length': '60' } })
      expect(res.status).toBe(408)
    } finally {
      bodyTimeouts.idleMs = idle
    }
  })

  it('hands a body within the limit that keeps arriving to the handler whole', async () => {
    const { body, close } = openBody(10)
    const answer = limited().request('/', post(body))
    close()
    expect((await (await answer).text()).length).toBe(10)
  })

  it('hands a chunked body within the limit to the handler as it streams, never copied first', async () => {
    const app = new Hono<AppEnv>().post('/', bodyLimit(100), async (c) => {
      const first = await c.req.raw.body?.getReader().read()
      return c.text(String(first?.value?.byteLength))
    })
    const { body } = openBody(10) // never closed: only a streaming hand-over can answer
    expect(await (await app.request('/', post(body))).text()).toBe('10')
  })

  it('(Hono’s body-limit reads the whole chunked body into a buffer before the handler starts)', async () => {
    let started = false
    const app = new Hono().post('/', honoBodyLimit({ maxSize: 100 }), (c) => {
      started = true
      return c.text('ok')
    })
    const { body, close } = openBody(10)
    const answer = app.request('/', post(body))
    await new Promise((r) => setTimeout(r, 50))
    expect(started).toBe(false)
    close()
    expect((await answer).status).toBe(200)
    expect(started).toBe(true)
  })
})

describe('securityHeaders', () => {
  // Response.redirect() has immutable headers, like a response from the ASSETS binding in workerd.
  const immutable = () => Response.redirect('https://www.site.test/modelos', 301)

  it('adds the headers to a response whose headers are immutable (a page from the assets)', async () => {
    const app = new Hono<AppEnv>().use(securityHeaders).get('/', immutable)
    const res = await app.request('/')
    expect(res.status).toBe(301)
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })

  it('(Hono’s secure-headers sets them in place, so such a response fails)', async () => {
    const app = new Hono()
      .use(secureHeaders())
      .get('/', immutable)
      .onError((error, c) => c.text(error.message, 500)) // the TypeError, answered quietly
    expect((await app.request('/')).status).toBe(500)
  })
})
