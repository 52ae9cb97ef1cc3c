import { describe, expect, it } from 'vitest'
import { postForm } from './postForm'

function answer(status: number, body: unknown, contentType = 'application/json'): typeof fetch {
  return async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': contentType },
    })
}

describe('postForm', () => {
  it('is ok on a 2xx answer', async () => {
    expect(await postForm('/api/contact', new FormData(), answer(200, { ok: true }))).toEqual({ ok: true })
  })

  it('posts the body as it is to the URL', async () => {
    let seen: { url: string; init: RequestInit | undefined } | undefined
    const body = new FormData()
    body.append('email', 'ana@example.com')
    await postForm('/api/contact', body, async (url, init) => {
      seen = { url: String(url), init }
      return new Response('{}')
    })
    expect(seen?.url).toBe('/api/contact')
    expect(seen?.init?.method).toBe('POST')
    expect(seen?.init?.body).toBe(body)
  })

  it('reads the code and the named fields of an API error', async () => {
    const result = await postForm(
      '/api/get-scouted',
      new FormData(),
      answer(422, { error: { code: 'invalid_fields', message: 'x', fields: ['email', 'birthdate'] } }),
    )
    expect(result).toEqual({ ok: false, code: 'invalid_fields', status: 422, fields: ['email', 'birthdate'] })
  })

  it('accepts fields given as an object keyed by name', async () => {
    const result = await postForm(
      '/api/contact',
      new FormData(),
      answer(422, { error: { code: 'invalid_fields', message: 'x', fields: { email: 'invalid' } } }),
    )
    expect(result.ok === false && result.fields).toEqual(['email'])
  })

  it('falls back on the status when the body is not the API error shape', async () => {
    const cases: [number, string | null][] = [
      [413, 'body_too_large'],
      [429, 'rate_limited'],
      [502, 'upstream_failed'],
      [500, 'upstream_failed'],
      [404, null],
    ]
    for (const [status, code] of cases) {
      const result = await postForm('/api/contact', new FormData(), answer(status, '<html>', 'text/html'))
      expect(result).toEqual({ ok: false, code, status, fields: [] })
    }
  })

  it('ignores an unknown code and uses the status', async () => {
    const result = await postForm(
      '/api/contact',
      new FormData(),
      answer(429, { error: { code: 'slow_down' } }),
    )
    expect(result.ok === false && result.code).toBe('rate_limited')
  })

  it('is a network error when the request fails, without throwing', async () => {
    const result = await postForm('/api/contact', new FormData(), async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(result).toEqual({ ok: false, code: 'network', status: 0, fields: [] })
  })
})
