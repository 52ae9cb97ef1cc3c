// What the build needs to know of each prerendered page, read from its HTML while the prerender has it in
// hand (scripts/prerenderPart.ts): its sitemap entry and its inline scripts' and styles' CSP hashes. The
// prerender writes them once for the whole build (`buildFactsFile`), and the sitemap and the edge files
// read that instead of reading every page back. Node built-ins only: the prerender's processes run plain
// Node, without a TypeScript loader for extensionless imports.
import { createHash } from 'node:crypto'

/** One page of the sitemap: its canonical URL and the URL of each language version (hreflang → URL). */
export type SitemapEntry = { loc: string; alternates: [hreflang: string, href: string][] }

function attr(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return match?.[1] ?? null
}

/**
 * What the sitemap needs from a prerendered page, read from the tags <Seo> wrote into its <head>: the
 * canonical URL and the hreflang alternates. A page marked noindex (or without a canonical) is left out.
 */
export function sitemapEntry(html: string): SitemapEntry | null {
  const end = html.indexOf('</head>')
  const head = end === -1 ? html : html.slice(0, end)
  const links = head.match(/<link\b[^>]*>/gi) ?? []
  const metas = head.match(/<meta\b[^>]*>/gi) ?? []
  if (metas.some((m) => attr(m, 'name') === 'robots' && /noindex/i.test(attr(m, 'content') ?? '')))
    return null
  const canonical = links.find((l) => attr(l, 'rel') === 'canonical')
  const loc = canonical ? attr(canonical, 'href') : null
  if (!loc) return null
  const alternates = links
    .filter((l) => attr(l, 'rel') === 'alternate' && attr(l, 'hreflang'))
    .map((l) => [attr(l, 'hreflang') as string, attr(l, 'href') ?? ''] as [string, string])
    .filter(([, href]) => href !== '')
  // A copy, not the matches themselves: V8 keeps a substring as a slice of the string it was cut from, so
  // a kept match holds the whole page in memory (at 10,000 talents that was every page a prerender
  // process rendered: its heap grew to 450 MB and its RSS past 1.3 GiB).
  return structuredClone({ loc, alternates })
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

// Script types a browser executes, and speculation rules (CSP allows inline ones by hash); JSON data blocks
// (an island's props, JSON-LD) are not scripts to CSP.
const executable = new Set(['', 'text/javascript', 'application/javascript', 'module', 'speculationrules'])

/** CSP hashes of the inline scripts a browser would run, in order of appearance, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = m[1] ?? ''
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (executable.has(type)) hashes.add(sha256(m[2] ?? ''))
  }
  return [...hashes]
}

/** CSP hashes of the inline `<style>` elements. */
export function inlineStyleHashes(html: string): string[] {
  return [
    ...new Set([...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((m) => sha256(m[1] ?? ''))),
  ]
}

/** Whether the markup has `style="…"` attributes (React's prerendered inline styles). */
export function hasStyleAttributes(html: string): boolean {
  return /<[a-z][^>]*\sstyle\s*=/i.test(html)
}

/** What the build keeps of the pages it prerendered (dist/build-facts.json). */
export type BuildFacts = {
  sitemap: SitemapEntry[]
  scriptHashes: string[]
  styleHashes: string[]
  styleAttributes: boolean
}

/** Where the prerender writes the build's facts, beside dist/client (never deployed). */
export const buildFactsFile = 'build-facts.json'

export const noFacts = (): BuildFacts => ({
  sitemap: [],
  scriptHashes: [],
  styleHashes: [],
  styleAttributes: false,
})

/** Adds one page's facts to `facts` (hashes once each). */
export function addPageFacts(facts: BuildFacts, html: string): void {
  const entry = sitemapEntry(html)
  if (entry) facts.sitemap.push(entry)
  for (const h of inlineScriptHashes(html)) if (!facts.scriptHashes.includes(h)) facts.scriptHashes.push(h)
  for (const h of inlineStyleHashes(html)) if (!facts.styleHashes.includes(h)) facts.styleHashes.push(h)
  facts.styleAttributes ||= hasStyleAttributes(html)
}

/** The facts of several prerender processes as one. */
export function mergeFacts(parts: readonly BuildFacts[]): BuildFacts {
  const all = noFacts()
  for (const p of parts) {
    all.sitemap.push(...p.sitemap)
    for (const h of p.scriptHashes) if (!all.scriptHashes.includes(h)) all.scriptHashes.push(h)
    for (const h of p.styleHashes) if (!all.styleHashes.includes(h)) all.styleHashes.push(h)
    all.styleAttributes ||= p.styleAttributes
  }
  return all
}
