import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { resolvePath } from '../lib/routes'
import {
  contentSecurityPolicy,
  hasStyleAttributes,
  headersFile,
  inlineScriptHashes,
  mediaOrigins,
  redirectsFile,
} from './edgeFiles'

const hashOf = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes inline scripts a browser runs and skips external ones and JSON data blocks', () => {
    const html = [
      '<script>document.documentElement.dataset.theme="dark"</script>',
      '<script type="module">import("/a.js")</script>',
      '<script src="/assets/x.js" type="module"></script>',
      '<script id="vike_pageContext" type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Person"}</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('document.documentElement.dataset.theme="dark"'),
      hashOf('import("/a.js")'),
    ])
  })
  it('notices style attributes', () => {
    expect(hasStyleAttributes('<div style="aspect-ratio:3/4">')).toBe(true)
    expect(hasStyleAttributes('<div class="x">style=</div>')).toBe(false)
  })
})

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: ["'sha256-abc'"],
    styleHashes: [],
    styleAttributes: true,
    mediaOrigins: mediaOrigins(['{"cover":"https://cdn.example/u/a.jpg","v":"https://cdn.example/v.mp4"}']),
  })
  const directive = (name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `))
  it('allows inline scripts by hash only, never with unsafe-inline', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
  })
  it('allows the CMS media, the map, the video players, and no framing', () => {
    expect(directive('img-src')).toContain('https://cdn.example')
    expect(directive('img-src')).toContain('https://basemaps.cartocdn.com')
    expect(directive('media-src')).toContain('https://cdn.example')
    expect(directive('worker-src')).toContain('blob:')
    expect(directive('frame-src')).toBe('frame-src https://www.youtube-nocookie.com https://player.vimeo.com')
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
    expect(policy).toContain('upgrade-insecure-requests')
  })
  it('lets a local stand-in CMS answer on any port', () => {
    expect(mediaOrigins(['"http://127.0.0.1:8790/uploads/a-1x1.jpg"'], ['http://127.0.0.1:8812/'])).toEqual([
      'http://127.0.0.1:*',
    ])
  })
})

describe('headersFile', () => {
  it('sends HSTS of at least a year, nosniff, a referrer policy and long caching of build assets', () => {
    const file = headersFile("default-src 'self'")
    expect(file).toMatch(/Strict-Transport-Security: max-age=(\d+)/)
    expect(Number(/max-age=(\d+)/.exec(file)?.[1])).toBeGreaterThanOrEqual(31_536_000)
    expect(file).toContain('X-Content-Type-Options: nosniff')
    expect(file).toContain('Referrer-Policy: strict-origin-when-cross-origin')
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
    // /media/ is the Worker's (functions/routes/media.ts sets its caching), not a static path.
    expect(file).not.toContain('/media/*')
    expect(file).toContain('/fonts/*\n  Cache-Control: public, max-age=31536000, immutable')
  })
  it('refuses a line Cloudflare would reject', () => {
    expect(() => headersFile('x'.repeat(2000))).toThrow(/characters/)
  })
})

describe('redirectsFile', () => {
  const rules = redirectsFile()
    .trim()
    .split('\n')
    .map((line) => line.split(' '))
  /** Where the first matching rule sends `path`, as Cloudflare applies them. */
  const follow = (path: string) => {
    for (const [from = '', to = ''] of rules) {
      if (from.endsWith('/*') && path.startsWith(from.slice(0, -1))) {
        return to.replace(':splat', path.slice(from.length - 1))
      }
      if (from === path) return to
    }
    return null
  }
  it('agrees with resolvePath on the /pt prefix and the other language’s segments', () => {
    for (const path of [
      '/pt',
      '/pt/contato',
      '/pt/contact',
      '/contact',
      '/en/contato',
      '/news/x',
      '/en/sobre',
      '/get-scouted',
      '/pt/get-scouted',
      '/en/get-scouted',
    ]) {
      const resolution = resolvePath(path)
      expect(resolution.type).toBe('redirect')
      expect(follow(path)).toBe(resolution.type === 'redirect' ? resolution.location : null)
    }
  })
  it('stays within Cloudflare’s limits (2000 static and 100 dynamic rules) and uses 301s', () => {
    const dynamic = rules.filter(([from]) => from?.includes('*'))
    expect(dynamic.length).toBeLessThanOrEqual(100)
    expect(rules.length).toBeLessThanOrEqual(2100)
    expect(rules.every((r) => r.length === 3 && r[2] === '301')).toBe(true)
  })
})
