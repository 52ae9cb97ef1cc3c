import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from './inlineCss'

const page = (head: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body><main id="main"></main></body></html>`

describe('inlineStylesheets', () => {
  it('puts each stylesheet of the build inside the page, in place of its link', () => {
    const read = (path: string) => ({ '/assets/static/site.abc.css': 'body{color:red}' })[path] ?? ''
    const html = inlineStylesheets(
      page('<link rel="stylesheet" type="text/css" href="/assets/static/site.abc.css"><title>x</title>'),
      read,
    )
    expect(html).toContain('<head><style>body{color:red}</style><title>x</title></head>')
    expect(html).not.toContain('rel="stylesheet"')
  })

  it('fails the build on a page with no stylesheet link (Vike changed its tag)', () => {
    expect(() => inlineStylesheets(page('<title>x</title>'), () => '')).toThrow(/links no stylesheet/)
  })

  it('refuses a stylesheet that would close the element early', () => {
    const html = page('<link rel="stylesheet" type="text/css" href="/assets/a.css">')
    expect(() => inlineStylesheets(html, () => 'a::after{content:"</style>"}')).toThrow(/contains/)
  })
})
