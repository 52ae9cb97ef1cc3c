import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapEntry, sitemapXml } from './seoFiles'

const page = `<!DOCTYPE html><html lang="en"><head><title>News | X</title>
<link rel="canonical" href="https://x.test/en/news"/><link rel="alternate" hrefLang="pt-BR" href="https://x.test/noticias"/>
<link rel="alternate" hrefLang="en" href="https://x.test/en/news"/><link rel="alternate" hrefLang="x-default" href="https://x.test/noticias"/>
<link rel="stylesheet" href="/a.css"></head><body><link rel="alternate" hreflang="fr" href="/nope"></body></html>`

describe('sitemapEntry', () => {
  it('reads the canonical URL and the hreflang alternates from the head', () => {
    expect(sitemapEntry(page)).toEqual({
      loc: 'https://x.test/en/news',
      alternates: [
        ['pt-BR', 'https://x.test/noticias'],
        ['en', 'https://x.test/en/news'],
        ['x-default', 'https://x.test/noticias'],
      ],
    })
  })

  it('leaves out pages marked noindex or without a canonical URL', () => {
    expect(sitemapEntry('<head><meta name="robots" content="noindex"/></head>')).toBeNull()
    expect(sitemapEntry('<head><title>x</title></head>')).toBeNull()
  })
})

describe('sitemapXml', () => {
  it('writes each URL with its alternates, escaped and sorted', () => {
    const xml = sitemapXml([
      { loc: 'https://x.test/en?a=1&b=2', alternates: [] },
      { loc: 'https://x.test/', alternates: [['pt-BR', 'https://x.test/']] },
    ])
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml.indexOf('https://x.test/</loc>')).toBeLessThan(
      xml.indexOf('https://x.test/en?a=1&amp;b=2</loc>'),
    )
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="pt-BR" href="https://x.test/"/>')
  })
})

describe('robotsTxt', () => {
  it('points to the sitemap on the site origin', () => {
    expect(robotsTxt('https://x.test')).toContain('Sitemap: https://x.test/sitemap.xml')
  })
})
