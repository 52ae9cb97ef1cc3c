import { describe, expect, it } from 'vitest'
import { deferScripts, loaderScript } from './deferScripts'

const page = `<html><head><link rel="stylesheet" href="/assets/static/site.css"></head><body><div id="root">x</div>
        <script id="vike_pageContext" type="application/json">{}</script>
        <script type="module" async>
import("/assets/entries/renderer_client.A.js");
import("/assets/entries/entry-client-routing.B.js");
</script>
        <link rel="modulepreload" href="/assets/entries/pages_about.C.js" as="script" type="text/javascript">
        <link rel="modulepreload" href="/assets/chunks/chunk-D.js" as="script" type="text/javascript">
      </body></html>`

describe('deferScripts', () => {
  it('moves the entries and the preloads into one JSON block read by the shared loader', () => {
    const html = deferScripts(page)
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain('import("')
    const block = /<script id="page-scripts" type="application\/json">([^<]+)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(block ?? '')).toEqual({
      entries: ['/assets/entries/renderer_client.A.js', '/assets/entries/entry-client-routing.B.js'],
      preload: ['/assets/entries/pages_about.C.js', '/assets/chunks/chunk-D.js'],
    })
    expect(html).toContain(`<script type="module">${loaderScript}</script>`)
    // Everything else is untouched: the stylesheet, the content, Vike's page context.
    expect(html).toContain('<link rel="stylesheet" href="/assets/static/site.css">')
    expect(html).toContain('<div id="root">x</div>')
    expect(html).toContain('<script id="vike_pageContext" type="application/json">{}</script>')
  })

  it("defers Vike's single entry script the same way", () => {
    const single = page.replace(
      /<script type="module" async>[\s\S]*?<\/script>/,
      '<script src="/assets/entries/entry-client-routing.B.js" type="module" async></script>',
    )
    const html = deferScripts(single)
    expect(html).not.toContain('<script src=')
    const block = /<script id="page-scripts" type="application\/json">([^<]+)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(block ?? '')).toEqual({
      entries: ['/assets/entries/entry-client-routing.B.js'],
      preload: ['/assets/entries/pages_about.C.js', '/assets/chunks/chunk-D.js'],
    })
  })

  it('leaves HTML without Vike scripts as it is', () => {
    const other = '<html><body>plain</body></html>'
    expect(deferScripts(other)).toBe(other)
  })

  it('fails the build when a page loads modules in a form it does not know (Vike output changed)', () => {
    const changed = '<html><head><script type="module" src="/assets/entry.js" defer></script></head></html>'
    expect(() => deferScripts(changed)).toThrow(/Vike output changed/)
  })

  it('writes the entries as they are, even a name that looks like a replacement pattern ($&)', () => {
    const html = deferScripts(page.replace('renderer_client.A.js', () => 'renderer_client.$&.js'))
    const block = /<script id="page-scripts" type="application\/json">([^<]+)<\/script>/.exec(html)?.[1]
    expect(JSON.parse(block ?? '').entries[0]).toBe('/assets/entries/renderer_client.$&.js')
  })
})
