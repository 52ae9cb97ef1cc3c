import { expect, test } from '@playwright/test'
import { open } from '../fixtures'
import { snapshotFile } from './edge'

// Static responses carry the generated _headers; the Worker's own carry the same through middleware;
// the Content-Security-Policy lets the site work and forbids inline script without a hash.

test.describe('security headers', () => {
  test('static pages carry the CSP (no unsafe-inline script, no style attributes), HSTS, nosniff and a referrer policy', async ({
    request,
  }) => {
    const headers = (await request.get('/contato')).headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')*;/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    // No page of the build has a style attribute (the build allows them only then): styles come from
    // the stylesheet, and a library's runtime styles go through the CSSOM, which the policy allows.
    expect(csp).toContain("style-src-attr 'none'")
    expect(csp).toContain('https://www.youtube-nocookie.com')
    expect(csp).toContain('https://player.vimeo.com')
    expect(
      Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]),
    ).toBeGreaterThanOrEqual(31_536_000)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  test('the Worker’s JSON answers carry them too', async ({ request }) => {
    const headers = (await request.get('/api/health')).headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toContain('max-age=')
    expect(headers['content-security-policy']).toContain("default-src 'none'")
  })

  test('GET /api/health reports the snapshot version the assets were built from', async ({ request }) => {
    const answer = await request.get('/api/health')
    expect(answer.status()).toBe(200)
    const { version } = snapshotFile<{ version: string }>('manifest.json')
    expect(await answer.json()).toEqual({ ok: true, version })
  })

  test('pages run under the policy without a single violation', async ({ page }) => {
    const violations: string[] = []
    await page.exposeFunction('reportViolation', (v: string) => void violations.push(v))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        ;(window as unknown as { reportViolation: (v: string) => void }).reportViolation(
          `${e.violatedDirective} ${e.blockedURI}`,
        )
      })
    })
    const talent = snapshotFile<{ id: number; slug: string; categories: string[] }[]>('talents.json')[0]
    for (const url of [
      '/',
      '/contato',
      '/en/be-a-model',
      '/noticias',
      `/modelos/${talent?.categories[0]}/${talent?.id}/${talent?.slug}`,
    ]) {
      await open(page, url)
    }
    expect(violations).toEqual([])
  })
})

test.describe('redirects of _redirects', () => {
  for (const [from, to] of [
    ['/pt/contato', '/contato'],
    ['/contact', '/contato'],
    ['/en/contato', '/en/contact'],
    ['/pt/seja-um-modelo', '/seja-um-modelo'],
    ['/news', '/noticias'],
    // The platform's own name for the application page, which its posts link to.
    ['/get-scouted', '/seja-um-modelo'],
    ['/pt/get-scouted', '/seja-um-modelo'],
    ['/en/get-scouted', '/en/be-a-model'],
  ] as const) {
    test(`${from} → ${to} (301)`, async ({ request }) => {
      const answer = await request.get(from, { maxRedirects: 0 })
      expect(answer.status()).toBe(301)
      expect(new URL(answer.headers().location ?? '', 'http://x').pathname).toBe(to)
    })
  }
})
