import { describe, expect, it } from 'vitest'
import { errorOf, harness, post, siteOrigin } from './testing/workerd'

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

describe('the page a plain post goes back to (issue 28: no open redirect)', () => {
  const plain = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  }
  const valid: Record<string, Record<string, string>> = {
    '/api/contact': { email: 'ana@example.com', message: 'Olá' },
    '/api/get-scouted': { name: 'Ana' },
    '/api/favorites': { name: 'Ana' },
  }
  const pages: Record<string, [string, string]> = {
    '/api/contact': ['/contato', '/en/contact'],
    '/api/get-scouted': ['/seja-um-modelo', '/en/be-a-model'],
    '/api/favorites': ['/favoritos', '/en/favorites'],
  }
  const outcome = { '/api/contact': 'contact', '/api/get-scouted': 'apply', '/api/favorites': 'request' }

  for (const route of Object.keys(pages) as (keyof typeof outcome)[]) {
    it(`${route}: a Referer path of another host ("//", "/\\") goes back to the form's own page`, async () => {
      const h = harness()
      for (const path of [
        '//evil.example/x',
        '/\\evil.example/x',
        '/%2F%2Fevil.example',
        '/en//evil.example',
      ]) {
        const res = await h.request(
          route,
          post(new URLSearchParams(valid[route]).toString(), { ...plain, referer: `${siteOrigin}${path}` }),
        )
        expect(res.status).toBe(303)
        const location = res.headers.get('location') ?? ''
        const [pt, en] = pages[route] ?? []
        expect(location).toMatch(new RegExp(`^(${pt}|${en})#${outcome[route]}-(sent|failed)$`))
        expect(location.startsWith(path.startsWith('/en') ? `${en}#` : `${pt}#`)).toBe(true)
      }
    })

    it(`${route}: a post from another site gets its 403, never a redirect`, async () => {
      const h = harness()
      const res = await h.request(
        route,
        post('x=1', {
          ...plain,
          origin: 'https://evil.example',
          referer: 'https://evil.example//evil.example/phish',
        }),
      )
      expect(res.status).toBe(403)
      expect(res.headers.get('location')).toBeNull()
      expect((await errorOf(res)).code).toBe('forbidden_origin')
    })
  }

  it('a sent contact from an English page goes back to the English contact page', async () => {
    const h = harness()
    const res = await h.request(
      '/api/contact',
      browserPost({ email: 'ana@example.com', message: 'Hi' }, '//evil.example/en/contact'),
    )
    expect(res.headers.get('location')).toBe('/contato#contact-sent')
    const en = await h.request(
      '/api/contact',
      browserPost({ email: 'ana@example.com', message: 'Hi' }, '/en//evil.example/x'),
    )
    expect(en.headers.get('location')).toBe('/en/contact#contact-sent')
  })
})
