import { describe, expect, it } from 'vitest'
import { errorOf, harness, jsonPost, post } from './testing/workerd'

describe('the form routes', () => {
  it.each(['/api/contact', '/api/get-scouted', '/api/favorites'])(
    'answer 405 with Allow: POST to any other method on %s',
    async (path) => {
      const h = harness()
      for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const res = await h.request(path, { method })
        expect(res.status, `${method} ${path}`).toBe(405)
        expect(res.headers.get('allow'), `${method} ${path}`).toBe('POST')
        if (method !== 'HEAD') expect((await errorOf(res)).code).toBe('method_not_allowed')
      }
    },
  )

  it('still answer 404 for an unknown API route, whatever the method', async () => {
    const h = harness()
    for (const method of ['GET', 'POST']) {
      const res = await h.request('/api/contacts', { method })
      expect(res.status).toBe(404)
      expect(res.headers.get('allow')).toBeNull()
    }
  })
})

describe('POST /api/contact and the HTML standard’s e-mail rule', () => {
  it.each(['a\u0000@b.co', '"x"<a@b.co>', 'a,b@c.co'])(
    'refuses %j with 422 naming the email, and forwards nothing',
    async (email) => {
      const h = harness()
      const res = await h.request('/api/contact', jsonPost({ email, message: 'Olá' }))
      expect(res.status).toBe(422)
      expect(await errorOf(res)).toMatchObject({ code: 'invalid_fields', fields: ['email'] })
      expect(await h.inbox()).toEqual([])
    },
  )
})

describe('bodies nested deeper than any form needs', () => {
  // 5,000 levels in under 32 KiB: walking such a value overflowed the stack (500) before issue 19.
  const deep = `${'['.repeat(5000)}"x"${']'.repeat(5000)}`

  it.each([
    ['/api/contact', { email: 'ana@example.com', message: 'Olá' }],
    ['/api/favorites', { name: 'Rui', email: 'rui@example.pt', phone: '+55 11 98765-4321', message: 'Olá' }],
  ])('are refused with 400 bad_request on %s, in a field or in the selection', async (path, fields) => {
    const h = harness()
    for (const body of [
      `${JSON.stringify(fields).slice(0, -1)},"message":${deep}}`,
      `${JSON.stringify(fields).slice(0, -1)},"favorites":${deep}}`,
    ]) {
      expect(body.length).toBeLessThan(32 * 1024)
      const res = await h.request(path, post(body, { 'content-type': 'application/json' }))
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toBe('bad_request')
    }
  })

  it('are refused in the selection sent as form data (its JSON text) with 422 naming it', async () => {
    const h = harness()
    const form = new FormData()
    const fields = { name: 'Rui', email: 'rui@example.pt', phone: '+55 11 98765-4321', message: 'Olá' }
    for (const [k, v] of Object.entries({ ...fields, favorites: deep })) form.append(k, v)
    const res = await h.request('/api/favorites', post(form))
    expect(res.status).toBe(422)
    expect((await errorOf(res)).fields).toEqual(['favorites'])
  })
})
