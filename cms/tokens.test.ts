import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCms } from './openCms.ts'

let cms: Awaited<ReturnType<typeof openCms>>
beforeAll(async () => {
  cms = await openCms({ shape: 'spec' })
})
afterAll(() => cms.close())

const post = (path: string, body: unknown) =>
  fetch(`${cms.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('token exchange', () => {
  it('answers a bearer token with its lifetime', async () => {
    const response = await post('/api/signin', { salt: 'demo-mf-salt', api_key: 'demo-mf-api-key' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 })
  })

  it('refuses wrong or missing credentials', async () => {
    for (const [path, body] of [
      ['/api/signin', { salt: 'demo-mf-salt', api_key: 'nope' }],
      ['/api/signin', {}],
      ['/api/login', { salt: 'demo-mf-salt', api_key: 'demo-mf-api-key' }],
      ['/api/login', { salt: 'demo-panel-salt' }],
    ] as const) {
      const response = await post(path, body)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Invalid credentials' })
    }
  })

  it('accepts the credentials as form fields too', async () => {
    const response = await fetch(`${cms.url}/api/login`, {
      method: 'POST',
      body: new URLSearchParams({ salt: 'demo-panel-salt', api_token: 'demo-panel-api-token' }),
    })
    expect(response.status).toBe(200)
  })
})

describe('bearer tokens', () => {
  it('needs a token', async () => {
    const response = await fetch(`${cms.url}/api/social-media`)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' })
  })

  it('refuses an unknown token', async () => {
    const response = await fetch(`${cms.url}/api/social-media`, { headers: { authorization: 'Bearer nope' } })
    expect(response.status).toBe(401)
  })

  it("refuses the other API's token", async () => {
    expect((await cms.call('integration', '/api/social-media')).status).toBe(401)
    expect((await cms.call('panel', '/api/talents/attributes?language=pt')).status).toBe(401)
    expect((await cms.call('panel', '/api/social-media')).status).toBe(200)
    expect((await cms.call('integration', '/api/talents/attributes?language=pt')).status).toBe(200)
  })

  it('refuses expired tokens, and new ones work', async () => {
    const own = await openCms({ shape: 'spec' })
    try {
      expect((await own.call('panel', '/api/social-media')).status).toBe(200)
      await fetch(`${own.url}/__tokens/expire`, { method: 'POST' })
      expect((await own.call('panel', '/api/social-media')).status).toBe(401)
      expect((await own.talents('paginate=1')).status).toBe(401)
    } finally {
      await own.close()
    }
  })

  it('expires tokens after CMS_TOKEN_TTL seconds', async () => {
    const own = await openCms({ tokenTtl: 1, shape: 'spec' })
    try {
      expect((await own.call('panel', '/api/social-media')).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 1100))
      expect((await own.call('panel', '/api/social-media')).status).toBe(401)
    } finally {
      await own.close()
    }
  })

  it('does not need a token for media and test routes', async () => {
    expect((await fetch(`${cms.url}/__health`)).status).toBe(200)
    expect((await fetch(`${cms.url}/uploads/slides/11/desktop-1920x1080.jpg`)).status).toBe(200)
  })
})
