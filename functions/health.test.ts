import { describe, expect, it } from 'vitest'
import { harness } from './testing/workerd'

describe('GET /api/health', () => {
  it('answers ok with the snapshot version of the assets, with the security headers', async () => {
    const res = await harness().request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true, version: 'v-test' })
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=(\d{8,})/)
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })
})

describe('unknown API routes', () => {
  it('answer 404 in the JSON error shape', async () => {
    const res = await harness().request('/api/nothing-here')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } })
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('errors nothing else answers', () => {
  it.each([
    ['an Error naming a path', { error: true, message: 'ENOENT: /work/secret/dist/client/404.html' }],
    ['a value that is not an Error', { error: false, message: '/work/secret/stack at x.ts:12' }],
  ])(
    'answer JSON 500 internal_error with the security headers, never the error itself: %s',
    async (_, thrown) => {
      const res = await harness({}, { assetsThrow: thrown }).request('/some/page/the-worker-serves')
      expect(res.status).toBe(500)
      const text = await res.text()
      expect(JSON.parse(text)).toEqual({
        error: { code: 'internal_error', message: 'Something went wrong.' },
      })
      expect(text).not.toContain('/work')
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    },
  )
})
