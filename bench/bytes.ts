import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromeArgs, chromePath, mobile } from './browser'
import { budgets, type Check, checkMax } from './budgets'
import type { Context } from './context'
import type { BenchPage } from './pages'
import { kib } from './stats'

// 3. Bytes on first view: each page loaded once in a fresh browser context (empty cache, mobile viewport
// as Lighthouse's), responses summed by type until the network is idle and 1 s more, with no scrolling,
// pointer, focus or key: the JS counted is what a page fetches before any interaction (issue 23). Text is compressed
// here with node:zlib (gzip level 6, brotli quality 11) whatever the local server sent, so figures do not
// depend on wrangler dev's encoding. Images count their bytes as served.

type Sizes = { raw: number; gzip: number; brotli: number; count: number }
const empty = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0, count: 0 })

export type BytesPage = BenchPage & {
  html: Sizes
  css: Sizes
  js: Sizes
  /** JSON and other fetches (pageContext.json, roster list, live API). */
  data: Sizes
  font: Sizes
  image: { bytes: number; count: number }
  media: { bytes: number; count: number }
  aboveFold: { src: string; bytes: number | null }[]
  lcp: { element: string; url: string | null; bytes: number | null; startTime: number } | null
  jsFiles: { url: string; gzip: number }[]
  requests: number
}

export type BytesResult = {
  pages: BytesPage[]
  /** Other commits measured in the same run (`--against`); no budget is checked on them. */
  against?: { label: string; pages: BytesPage[] }[]
  checks: Check[]
}

const textKinds = new Set(['document', 'stylesheet', 'script', 'fetch', 'xhr', 'font'])

function compressed(body: Buffer): Omit<Sizes, 'count'> {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 6 }).length,
    brotli: brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).length,
  }
}

const add = (s: Sizes, x: Omit<Sizes, 'count'>) => {
  s.raw += x.raw
  s.gzip += x.gzip
  s.brotli += x.brotli
  s.count += 1
}

// Records the largest-contentful-paint candidates (the last one is the LCP).
const lcpObserver = `
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      window.__lcp = { element: el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '') : '(removed)', url: e.url || null, startTime: e.startTime };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`

export async function benchBytes(ctx: Context, origin: string, pages: BenchPage[]): Promise<BytesResult> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs })
  const out: BytesPage[] = []
  try {
    for (const p of pages) {
      ctx.log(`bytes: ${p.path}`)
      const context = await browser.newContext({ ...mobile, serviceWorkers: 'block' })
      const page = await context.newPage()
      await page.addInitScript(lcpObserver)
      const bodies: Promise<void>[] = []
      const r: BytesPage = {
        ...p,
        html: empty(),
        css: empty(),
        js: empty(),
        data: empty(),
        font: empty(),
        image: { bytes: 0, count: 0 },
        media: { bytes: 0, count: 0 },
        aboveFold: [],
        lcp: null,
        jsFiles: [],
        requests: 0,
      }
      const imageBytes = new Map<string, number>()
      page.on('response', (response) => {
        const kind = response.request().resourceType()
        r.requests += 1
        bodies.push(
          (async () => {
            let body: Buffer
            try {
              body = await response.body()
            } catch {
              return // redirects and aborted requests have no body
            }
            if (kind === 'image') {
              r.image.bytes += body.length
              r.image.count += 1
              imageBytes.set(response.url(), body.length)
              return
            }
            if (kind === 'media') {
              r.media.bytes += body.length
              r.media.count += 1
              return
            }
            if (!textKinds.has(kind)) return
            const sizes = compressed(body)
            if (kind === 'document') add(r.html, sizes)
            else if (kind === 'stylesheet') add(r.css, sizes)
            else if (kind === 'script') {
              add(r.js, sizes)
              r.jsFiles.push({ url: new URL(response.url()).pathname, gzip: sizes.gzip })
            } else if (kind === 'font') add(r.font, sizes)
            else add(r.data, sizes)
          })(),
        )
      })
      await page.goto(`${origin}${p.path}`, { waitUntil: 'networkidle', timeout: 60_000 })
      await page.waitForTimeout(1000)
      await Promise.all(bodies)
      r.lcp = await page.evaluate(() => (window as unknown as { __lcp: BytesPage['lcp'] }).__lcp)
      if (r.lcp) {
        const url = r.lcp.url ? new URL(r.lcp.url, origin).href : null
        r.lcp = { ...r.lcp, url, bytes: url ? (imageBytes.get(url) ?? null) : null }
      }
      const srcs = await page.evaluate(() =>
        [...document.querySelectorAll('img')]
          .filter((img) => {
            const b = img.getBoundingClientRect()
            return b.width > 0 && b.height > 0 && b.top < innerHeight && b.bottom > 0 && img.currentSrc
          })
          .map((img) => img.currentSrc),
      )
      r.aboveFold = [...new Set(srcs)].map((src) => ({ src, bytes: imageBytes.get(src) ?? null }))
      r.jsFiles.sort((a, b) => b.gzip - a.gzip)
      out.push(r)
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return { pages: out, checks: bytesChecks(out) }
}

export function bytesChecks(pages: BytesPage[]): Check[] {
  const checks: Check[] = []
  for (const p of pages) {
    const label = `${p.type} (${p.locale})`
    if (!budgets.bytes.wakeAtLoad.includes(p.type))
      checks.push(
        checkMax(
          `JS before any interaction, gzip, ${label}`,
          kib(p.js.gzip),
          budgets.bytes.jsBeforeInteractionGzipKiB,
          'KiB',
        ),
      )
    checks.push(
      checkMax(`HTML+CSS gzip, ${label}`, kib(p.html.gzip + p.css.gzip), budgets.bytes.htmlCssGzipKiB, 'KiB'),
    )
    const imageBudget = budgets.bytes.imagesFirstViewKB[p.type]
    if (imageBudget !== undefined) {
      checks.push(checkMax(`Images of the first view, ${label}`, p.image.bytes / 1000, imageBudget, 'kB'))
    }
    if (p.lcp?.url) {
      checks.push(
        checkMax(
          `LCP image, ${label}`,
          p.lcp.bytes === null ? null : kib(p.lcp.bytes),
          budgets.bytes.lcpImageKiB,
          'KiB',
          p.lcp.url,
        ),
      )
    }
  }
  return checks
}
