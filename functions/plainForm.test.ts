import { describe, expect, it } from 'vitest'
import { harness, post, siteOrigin } from './testing/harness'

/** The browser's own form post: urlencoded, asking for a page, from a page of the site. */
const browserPost = (fields: Record<string, string>, from = '/contato') =>
  post(new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    referer: `${siteOrigin}${from}`,
  })

describe('a form posted with no JavaScript', () => {
  it('is stored as a script’s would be, and answered 303 back to its page at the "sent" anchor', async () => {
    const h = harness()
    const res = await h.request(
      '/api/contact',
      browserPost({ email: 'ana@example.com', message: 'Olá', website: '' }, '/en/contact'),
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/en/contact#contact-sent')
    expect((await h.inbox())[0]?.fields).toEqual({ email: 'ana@example.com', message: 'Olá' })
  })

  it('is answered 303 to the "failed" anchor when refused, and nothing is sent', async () => {
    const h = harness()
    const res = await h.request('/api/contact', browserPost({ email: 'ana@', message: '' }))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/contato#contact-failed')
    expect(await h.inbox()).toEqual([])
  })

  it('leaves a script’s request its JSON answer', async () => {
    const h = harness()
    const res = await h.request(
      '/api/contact',
      post(new URLSearchParams({ email: 'ana@', message: '' }).toString(), {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      }),
    )
    expect(res.status).toBe(422)
  })
})
