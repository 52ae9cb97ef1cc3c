import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { locales } from './lib/i18n/locales.ts'
import { newsPages, newsPageUrl } from './lib/news/newsPages.ts'
import type { Post } from './lib/schemas/snapshot.ts'
import { customMediaRules, site } from './lib/site.ts'
import { rosterFilePlugin } from './scripts/rosterFile.ts'

// SITE_URL is read at build time only: canonical links, hreflang and og:url carry it (no trailing slash).
const siteUrl = (process.env.SITE_URL ?? site.defaultOrigin).replace(/\/+$/, '')
// The site's public address, printed on comp cards: SITE_URL when the build has it, else the production
// one wrangler.toml's [vars] names (a local build's canonical origin is this machine, not the agency's site).
const publicUrl = (
  process.env.SITE_URL ??
  /^SITE_URL\s*=\s*"([^"]+)"/m.exec(readFileSync(resolve('wrangler.toml'), 'utf8'))?.[1] ??
  siteUrl
).replace(/\/+$/, '')

/** The news feed's pages after the first (which is prerendered), one static JSON file per page and language. */
function newsFeedFiles(): Map<string, string> {
  // The snapshot's posts as published (the pages' +data validate the same files with the snapshot reader).
  const dataDir = resolve(process.env.DATA_DIR ?? 'data')
  const files = new Map<string, string>()
  for (const locale of locales) {
    const posts = JSON.parse(readFileSync(join(dataDir, `posts.${locale}.json`), 'utf8')) as Post[]
    for (const page of newsPages(posts).slice(1)) {
      files.set(newsPageUrl(locale, page.page), JSON.stringify(page))
    }
  }
  return files
}

/** Emits the feed files into the client build and serves them from the dev server. */
function newsFeed(): Plugin {
  return {
    name: 'agency:news-feed',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const body = req.url ? newsFeedFiles().get(req.url.split('?')[0] ?? '') : undefined
        if (body === undefined) return next()
        res.setHeader('content-type', 'application/json')
        res.end(body)
      })
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      for (const [url, source] of newsFeedFiles()) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source })
      }
    },
  }
}

/**
 * The layouts' breakpoints in CSS: the site's stylesheets write `@media (--phone)`, `(--desktop)` and so on,
 * and this defines those custom media at the top of each of them from lib/site's `media` (the one place the
 * breakpoints are written); Lightning CSS then replaces them with the queries.
 */
function customMedia(): Plugin {
  const rules = customMediaRules()
  return {
    name: 'agency:custom-media',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.css(?:$|\?)/.test(id) || id.includes('/node_modules/')) return undefined
      return { code: `${rules}\n${code}`, map: null }
    },
  }
}

/**
 * One stylesheet for the whole site instead of one per CSS module (Vike's default, which gave a first view
 * 10–13 render-blocking requests): the site's own CSS and Swiper's (about 10 KiB gzip together) form one
 * file that every page links and the browser caches once. MapLibre's CSS stays with the map's lazy chunk.
 * Vike asks its own grouping only when this returns undefined.
 */
function cssChunk(id: string): string | undefined {
  if (!id.endsWith('.css') || id.includes('/maplibre-gl/')) return undefined
  return 'site'
}

/**
 * The page's first script is one file: the island loader and the page's plain behaviours
 * (components/islands/boot.ts) with everything it imports, rather than the chunks of a few hundred bytes
 * each that the automatic splitting cut it into (modules it shares with the islands: the favorites store,
 * the sliders' autoplay): one request on a phone's first view, where each answer also carries about 1.3 KB
 * of headers (issue 29's budget: at most 3 requests, 10 KiB with headers). Rolldown puts a group's static
 * dependencies in it; an island that shares one imports it from this chunk, already loaded, so the store
 * is one module instance for the first script and the islands.
 */
function chunkOf(id: string): string | undefined {
  return cssChunk(id) ?? (id.endsWith('/components/islands/boot.ts') ? 'boot' : undefined)
}

/**
 * The server build owns the site's stylesheet: every page is rendered on the server, so every component's
 * CSS is in the server build's `site` chunk (fonts.css, imported by the server-only +Head, included), which
 * Vike moves to the client and links (https://vike.dev/includeAssetsImportedByServer). The islands import
 * the same CSS modules in the browser build; left alone, that build made a second `site` stylesheet with
 * the same rules minus the fonts, a different hash, so every page linked both (21 KiB gzip, half of it
 * twice). In the browser build those imports resolve to an empty module, so it emits no stylesheet; the
 * map's (MapLibre's CSS, which only the browser loads, with the map) and the comp card's stay.
 */
function serverOwnsCss(): Plugin {
  const empty = '\0agency:no-css'
  return {
    name: 'agency:server-owns-css',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      // `swiper/css` names a stylesheet by a package export: what an import resolves to decides.
      if (!source.includes('css')) return undefined
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && cssChunk(resolved.id.split('?')[0] ?? '') === 'site' ? empty : undefined
    },
    load: (id) => (id === empty ? 'export {}' : undefined),
  }
}

export default defineConfig({
  // @vitejs/plugin-react: React's JSX runtime, and Fast Refresh under `npm run dev`.
  plugins: [react(), vike(), customMedia(), serverOwnsCss(), newsFeed(), rosterFilePlugin()],
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  build: { rolldownOptions: { output: { manualChunks: chunkOf } } },
  define: {
    __SITE_ORIGIN__: JSON.stringify(siteUrl),
    __PUBLIC_ORIGIN__: JSON.stringify(publicUrl),
    // The year the HTML was prerendered in; the footer corrects it from the visitor's clock.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  server: { port: Number(process.env.PORT ?? 3000) },
  preview: { port: Number(process.env.PORT ?? 3000) },
})
