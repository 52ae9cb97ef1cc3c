// The site's stylesheet goes inside each prerendered page, as a <style> element, instead of a link.
// Every page is HTML-only and its stylesheet is its only render-blocking file: linked, a first visit on a
// phone waits a full round trip after the HTML before anything paints (Lighthouse's slow 4G: ~150 ms plus
// its transfer, behind the HTML's own). Inlined, the first paint needs the HTML alone. The stylesheet is
// one file for the whole site, 11 KiB gzip (docs/DECISIONS.md, "The typefaces and the LCP budget"): each
// later page carries those bytes again instead of reading them from the cache, about 50 ms on the same
// network, which speculative prerendering hides (renderer/speculationRules.ts). The CSP allows each
// inlined stylesheet by its hash (scripts/pageFacts.ts collects it, scripts/edgeFiles.ts writes it).

/** Vike's tag for a stylesheet of the build (`vike build` writes them under /assets/). */
const stylesheetLink = /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)">/g

/**
 * A prerendered page with each of the build's stylesheets inlined; `read` gives a stylesheet's text by
 * its URL path. A page that links none fails the build: Vike's tag changed and this would silently stop.
 */
export function inlineStylesheets(html: string, read: (path: string) => string): string {
  let found = false
  const out = html.replace(stylesheetLink, (_, path: string) => {
    found = true
    const css = read(path)
    // A stylesheet cannot end the element early: `</style` never appears in valid CSS outside a string.
    if (/<\/style/i.test(css)) throw new Error(`inline CSS: ${path} contains "</style"`)
    return `<style>${css}</style>`
  })
  if (!found)
    throw new Error("inline CSS: the page links no stylesheet of the build (has Vike's tag changed?)")
  return out
}
