import { describe, expect, it } from 'vitest'
import { addPageFacts, mergeFacts, noFacts } from './pageFacts'

const page = (canonical: string, script: string) =>
  `<html><head><link rel="canonical" href="${canonical}"><script>${script}</script></head><body></body></html>`

describe('the build facts the prerender keeps of its pages', () => {
  it('a sitemap entry per indexable page, and each inline script hashed once across processes', () => {
    const a = noFacts()
    addPageFacts(a, page('https://x.test/sobre', 'theme()'))
    addPageFacts(a, page('https://x.test/contato', 'theme()'))
    const b = noFacts()
    addPageFacts(b, page('https://x.test/en/about', 'theme()'))
    addPageFacts(
      b,
      '<html><head><meta name="robots" content="noindex"><script>other()</script></head></html>',
    )
    const all = mergeFacts([a, b])
    expect(all.sitemap.map((e) => e.loc)).toEqual([
      'https://x.test/sobre',
      'https://x.test/contato',
      'https://x.test/en/about',
    ])
    expect(all.scriptHashes).toHaveLength(2)
    expect(all.styleAttributes).toBe(false)
  })
})
