import { describe, expect, it } from 'vitest'
import { createUpstream } from './createUpstream'
import { UpstreamError } from './UpstreamError'

const credentials = { mfSalt: 's1', mfApiKey: 'k1', panelSalt: 's2', panelApiToken: 't2' }

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>

function stub(handler: Handler) {
  const calls: string[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    return handler(url, init ?? {})
  }) as typeof globalThis.fetch
  return { fetch, calls }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const tokenAnswer = (n: number) => json({ access_token: `tok-${n}`, expires_in: 3600 })

function client(handler: Handler) {
  const s = stub(handler)
  const up = createUpstream({
    panelUrl: 'http://panel.test',
    integrationUrl: 'http://integration.test/base/',
    credentials,
    fetch: s.fetch,
    backoffMs: 1,
    timeoutMs: 200,
  })
  return { up, calls: s.calls }
}

describe('createUpstream', () => {
  it('exchanges the integration credentials once and sends the bearer token', async () => {
    let auth = ''
    let logins = 0
    const { up } = client(async (url, init) => {
      if (url.pathname.endsWith('/api/signin')) {
        logins++
        expect(JSON.parse(String(init.body))).toEqual({ salt: 's1', api_key: 'k1' })
        return tokenAnswer(logins)
      }
      auth = new Headers(init.headers).get('authorization') ?? ''
      return json({ data: { gender: [], height: [], weight: [], bust: [], waist: [], hips: [] } })
    })
    await up.attributes('pt')
    await up.attributes('en')
    expect(logins).toBe(1)
    expect(auth).toBe('Bearer tok-1')
  })

  it('renews the token once on a 401 and repeats the call', async () => {
    let logins = 0
    let served = 0
    const { up } = client((url) => {
      if (url.pathname === '/api/login') return tokenAnswer(++logins)
      served++
      return served === 1
        ? json({ message: 'Unauthenticated.' }, 401)
        : json({ data: { instagram: { link: 'x' } } })
    })
    expect(await up.socialMedia()).toEqual({ instagram: { link: 'x' } })
    expect(logins).toBe(2)
  })

  it('retries a 500 on reads, then succeeds', async () => {
    let n = 0
    const { up } = client((url) => {
      if (url.pathname === '/api/login') return tokenAnswer(1)
      return ++n < 3 ? json({ message: 'boom' }, 500) : json({ data: [] })
    })
    expect((await up.slides('prehome'))?.items).toEqual([])
    expect(n).toBe(3)
  })

  it('does not repeat a submission that failed with a 500', async () => {
    let n = 0
    const { up } = client((url) => {
      if (url.pathname === '/api/login') return tokenAnswer(1)
      n++
      return json({ message: 'boom' }, 500)
    })
    await expect(up.submit('contact', 'pt', new FormData())).rejects.toBeInstanceOf(UpstreamError)
    expect(n).toBe(1)
  })

  it('names the call and the field when an answer is invalid', async () => {
    const { up } = client((url) => {
      if (url.pathname.endsWith('/api/signin')) return tokenAnswer(1)
      return json({ id: 7, name: 'Ana', cover: null, categories: [], book: 'none' })
    })
    const error = await up.profile(7).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UpstreamError)
    expect((error as UpstreamError).field).toBe('book')
    expect((error as UpstreamError).message).toContain('/api/talent/profile')
    expect((error as UpstreamError).message).toContain('(id 7)')
  })

  it('shares one renewal between concurrent calls refused with the same token', async () => {
    let logins = 0
    let revoked = false
    const { up } = client((url, init) => {
      if (url.pathname.endsWith('/api/signin')) return tokenAnswer(++logins)
      const auth = new Headers(init.headers).get('authorization')
      if (revoked && auth === 'Bearer tok-1') return json({ message: 'Unauthenticated.' }, 401)
      const id = Number(url.searchParams.get('id'))
      return json({ id, name: 'Ana', gender: 'woman', cover: null, categories: [], galleries: {} })
    })
    await up.profile(1) // signs in: tok-1
    revoked = true // upstream expires it; four calls in flight all get a 401
    const ids = await Promise.all([1, 2, 3, 4].map(async (id) => (await up.profile(id))?.id))
    expect(ids).toEqual([1, 2, 3, 4])
    expect(logins).toBe(2)
  })

  it('reads a list record by record: an invalid one is set aside with its id and field, the rest kept', async () => {
    const { up } = client((url) => {
      if (url.pathname.endsWith('/api/signin')) return tokenAnswer(1)
      const t = (id: number, categories: unknown) => ({
        id,
        name: 'Ana',
        gender: 'woman',
        cover: null,
        categories,
      })
      return json({ data: [t(1, []), t(9001, 'mainboard'), t(2, [])], last_page: 1 })
    })
    const listed = await up.talents()
    expect(listed.items.map((t) => t.id)).toEqual([1, 2])
    expect(listed.rejected).toEqual([{ id: 9001, field: 'categories', message: expect.any(String) }])
  })

  it('asks /api/slides/all for a slide type the CMS does not know, and answers null when it knows neither', async () => {
    const slide = { id: 1, section: 'prehome', type: 'image', url: { desktop: 'a.jpg', mobile: null } }
    const { up, calls } = client((url) => {
      if (url.pathname === '/api/login') return tokenAnswer(1)
      return url.pathname === '/api/slides/all' ? json([slide]) : json({ message: 'Not found' }, 404)
    })
    expect(await up.slides('prehome')).toEqual({ items: [slide], rejected: [], fallback: true })
    expect(calls).toEqual(['POST /api/login', 'GET /api/slides/prehome', 'GET /api/slides/all'])
    const none = client((url) =>
      url.pathname.endsWith('/api/signin') || url.pathname === '/api/login'
        ? tokenAnswer(1)
        : json({ message: 'Not found' }, 404),
    )
    expect(await none.up.slides('prehome')).toBeNull()
    expect(await none.up.postsPage('blog', 'pt', 1)).toBeNull()
    expect(await none.up.attributes('pt')).toBeNull()
  })

  it('answers null for an unknown profile and follows talent pages', async () => {
    const { up, calls } = client((url) => {
      if (url.pathname.endsWith('/api/signin')) return tokenAnswer(1)
      if (url.pathname.endsWith('/api/talent/profile')) return json({ message: 'Talent not found' }, 404)
      const page = Number(url.searchParams.get('page'))
      const t = { id: page, name: `T${page}`, gender: 'woman', cover: null, categories: [], instagram: null }
      return json({ data: [t], current_page: page, last_page: 2 })
    })
    expect(await up.profile(99)).toBeNull()
    expect((await up.talents()).items.map((t) => t.id)).toEqual([1, 2])
    expect(calls.filter((c) => c.includes('/base/api/talents'))).toHaveLength(2)
  })

  it('treats refused credentials as a permanent failure', async () => {
    const { up } = client(() => json({ message: 'Invalid credentials' }, 401))
    await expect(up.socialMedia()).rejects.toMatchObject({ kind: 'auth' })
  })

  it('counts any 2xx of a submission as delivered, whatever its body', async () => {
    const { up } = client((url) => {
      if (url.pathname === '/api/login') return tokenAnswer(1)
      return new Response('OK', { status: 201 })
    })
    expect((await up.submit('favorites', 'en', new FormData())).status).toBe(201)
  })

  it('reads bare and wrapped answers alike: slides, one post, one profile', async () => {
    const slide = { id: 1, type: 'image', url: { desktop: 'a.jpg', mobile: null } }
    const post = { id: 3, slug: 's', title: 'T' }
    const profile = { id: 5, name: 'Ana', cover: null }
    for (const wrap of [(x: unknown) => x, (x: unknown) => ({ data: x })]) {
      const { up } = client((url) => {
        if (url.pathname.endsWith('/api/signin') || url.pathname.endsWith('/api/login')) return tokenAnswer(1)
        if (url.pathname.includes('/api/slides/')) return json(wrap([slide]))
        if (url.pathname.includes('/api/posts/')) return json(wrap(post))
        return json(wrap(profile))
      })
      expect((await up.slides('prehome'))?.items).toMatchObject([{ id: 1, type: 'image' }])
      expect(await up.post('blog', 'pt', 's')).toMatchObject({ id: 3, slug: 's' })
      expect(await up.profile(5)).toMatchObject({ id: 5, name: 'Ana' })
    }
  })

  it('stops a read when its budget runs out: one retry inside it, the token exchange included', async () => {
    // Every call stalls until its signal aborts, as a hung upstream does.
    const stall = (_url: URL, init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true }),
      )
    const stalled = client((url, init) =>
      url.pathname.endsWith('/api/signin') ? tokenAnswer(1) : stall(url, init),
    )
    // Attempts of 100 ms and one retry: two attempts, well within a budget of 5 s.
    const retried = { signal: AbortSignal.timeout(5000), timeoutMs: 100, retries: 1, backoffMs: 1 }
    await expect(stalled.up.profile(7, retried)).rejects.toMatchObject({ kind: 'timeout' })
    expect(stalled.calls.filter((c) => c === 'GET /base/api/talent/profile')).toHaveLength(2)
    // A budget that ends inside an attempt ends the read there: no retry, however many are allowed.
    const short = { signal: AbortSignal.timeout(100), timeoutMs: 5000, retries: 5, backoffMs: 1 }
    await expect(stalled.up.profile(8, short)).rejects.toMatchObject({
      message: expect.stringContaining('within the budget'),
    })
    expect(stalled.calls.filter((c) => c === 'GET /base/api/talent/profile')).toHaveLength(3)

    // A stalled token exchange is inside the budget too: the budget, not the client's 200 ms, ends it.
    const noToken = client(stall)
    await expect(noToken.up.profile(7, { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
      kind: 'timeout',
      message: expect.stringContaining('within the budget'),
    })
    expect(noToken.calls).toEqual(['POST /base/api/signin'])
  })
})
