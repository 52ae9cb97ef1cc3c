import { describe, expect, it } from 'vitest'
import { errorOf, harness, jsonPost } from './testing/harness'

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
