import { describe, expect, it } from 'vitest'
import { errorOf, harness, jsonPost, post } from './testing/workerd'

// Issue 28's smaller items: what a hostile or careless client sends, answered as the README documents.

const message = { email: 'ana@example.com', message: 'Olá' }

describe('the Worker against odd requests (issue 28)', () => {
  it('parses JSON only for application/json exactly: json-patch+json and jsonx are refused with 400', async () => {
    const h = harness()
    for (const type of ['application/json-patch+json', 'application/jsonx', 'multipart/form-datax']) {
      const res = await h.request('/api/contact', post(JSON.stringify(message), { 'content-type': type }))
      expect(res.status, type).toBe(400)
      expect((await errorOf(res)).code).toBe('bad_request')
    }
    const ok = await h.request(
      '/api/contact',
      post(JSON.stringify(message), { 'content-type': 'Application/JSON ; charset=UTF-8' }),
    )
    expect(ok.status).toBe(200)
    expect(await h.inbox()).toHaveLength(1)
  })

  it('removes NUL and other control characters from prose, keeping newlines and tabs; refuses them in an address', async () => {
    const h = harness()
    const sent = { email: 'ana@example.com', message: 'Olá\u0000\u0007\u001b[31m\u007f\u0085!\n\tTchau' }
    expect((await h.request('/api/contact', jsonPost(sent))).status).toBe(200)
    const [item] = await h.inbox()
    // The line break as typed: workerd's FormData (the delivery's body) does not rewrite it as CRLF.
    expect(item?.fields).toEqual({ email: 'ana@example.com', message: 'Olá[31m!\n\tTchau' })
    const address = await h.request('/api/contact', jsonPost({ ...sent, email: 'ana@exam\u0000ple.com' }))
    expect(address.status).toBe(422)
    expect((await errorOf(address)).fields).toEqual(['email'])
  })

  it('answers a malformed staff Authorization 400 bad_request, as the README’s table says', async () => {
    const h = harness()
    const res = await h.request('/api/admin/deliveries', { headers: { authorization: 'Basic abc' } })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).code).toBe('bad_request')
  })

  it('marks every error answer Cache-Control: no-store', async () => {
    const h = harness()
    await h.fault({ path: '/api/talents', status: 500, count: 5 })
    await h.fault({ path: '/api/talent/profile', status: 500, count: 5 })
    const answers = [
      await h.request('/api/talents/9100'), // 502: no answer ever good
      await h.request('/api/nothing'), // 404
      await h.request('/api/contact'), // 405
      await h.request('/api/contact', post('x', { 'content-type': 'text/plain' })), // 400
    ]
    expect(answers.map((a) => a.status)).toEqual([502, 404, 405, 400])
    for (const a of answers) expect(a.headers.get('cache-control')).toBe('no-store')
  })

  it('sends Cross-Origin-Resource-Policy: same-origin on its answers', async () => {
    const h = harness()
    for (const path of ['/api/health', '/api/talents', '/api/nothing']) {
      expect((await h.request(path)).headers.get('cross-origin-resource-policy')).toBe('same-origin')
    }
  })
})
