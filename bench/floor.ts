import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type { ComponentType, ReactNode } from 'react'

// The floor of the prerender benchmark: the same profile pages (the bulk of the output) rendered by a
// plain renderToString loop over the real components (renderer/+Layout, the profile +Page, renderer/+Head),
// with a minimal pageContext and no Vike around them: no routing, no hooks, no asset injection, no
// pageContext.json, no file writes. Modules are loaded through Vite's SSR
// loader (CSS imports and `define` constants handled as in the build); only the loop is timed.
//
// Run by bench/prerender.ts in the source snapshot, with DATA_DIR set:
//   tsx bench/floor.ts --root DIR [--limit N]   → one JSON line on stdout

type PageContext = Record<string, unknown>

async function main() {
  const { values } = parseArgs({
    options: { root: { type: 'string', default: '.' }, limit: { type: 'string' } },
  })
  const root = resolve(values.root ?? '.')
  // Production builds of the libraries, as in `vike build`.
  process.env.NODE_ENV = 'production'
  const { createServer } = await import('vite')
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    mode: 'production',
    logLevel: 'error',
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const load = (path: string) => server.ssrLoadModule(path) as Promise<Record<string, unknown>>
    // The renderer as the build has it (React, through Vite's SSR loader like the build).
    const renderer = (await load('/bench/floorRenderer.ts')) as unknown as {
      createElement: typeof import('react').createElement
      renderToString: (node: ReactNode) => string
      VikeReactProviderPageContext: ComponentType<{ pageContext: PageContext; children?: ReactNode }>
    }
    const { createElement, renderToString } = renderer
    const Provider = renderer.VikeReactProviderPageContext
    const Page = (await load('/pages/models/profile/+Page.tsx')).default as ComponentType
    const Layout = (await load('/renderer/+Layout.tsx')).Layout as ComponentType<{ children: ReactNode }>
    const Head = (await load('/renderer/+Head.tsx')).Head as ComponentType
    const { snapshot } = await load('/lib/snapshot/readSnapshot.server.ts')
    const { talentRoute } = await load('/lib/routes/talentRoute.ts')
    const routes = await load('/lib/routes/index.ts')
    const { locales } = await load('/lib/i18n/locales.ts')
    const snap = (
      snapshot as () => {
        talents: () => { id: number; slug: string; categories: string[] }[]
        profile: (id: number) => unknown
        social: () => unknown
      }
    )()
    const urlFor = routes.urlFor as (route: unknown, locale: string) => string
    const logicalPath = routes.logicalPath as (route: unknown) => string
    const toRoute = talentRoute as (t: unknown) => { category: string; id: number; slug: string }

    const talents = snap.talents()
    const limit = values.limit ? Number(values.limit) : talents.length
    const jobs = talents
      .slice(0, limit)
      .flatMap((t) => (locales as string[]).map((locale) => ({ t, locale })))
    // Profiles read once up front, as Vike's run reads them (cached) too.
    for (const { t } of jobs) snap.profile(t.id)

    const started = performance.now()
    const cpu0 = process.cpuUsage()
    let bytes = 0
    for (const { t, locale } of jobs) {
      const route = toRoute(t)
      const url = urlFor(route, locale)
      const pageContext: PageContext = {
        isClientSide: false,
        isHydration: false,
        locale,
        route,
        urlLogical: logicalPath(route),
        urlOriginal: url,
        urlPathname: url,
        urlParsed: { pathname: url, search: {}, searchAll: {}, searchOriginal: null, hash: '', href: url },
        social: snap.social(),
        data: { profile: snap.profile(t.id) },
        config: {},
      }
      const body = renderToString(
        createElement(Provider, { pageContext }, createElement(Layout, null, createElement(Page))),
      )
      // The tags the page's <Seo> sets through vike-react's <Head> are created in the body's render but
      // left out here: reaching them needs vike-react's private pageContext field, and they are a dozen
      // short tags (the floor is a little lower, the comparison a little stricter).
      const head = renderToString(createElement(Provider, { pageContext }, createElement(Head)))
      bytes += body.length + head.length
    }
    const wallMs = performance.now() - started
    const cpu = process.cpuUsage(cpu0)
    process.stdout.write(
      `${JSON.stringify({
        pages: jobs.length,
        wallMs,
        cpuMs: (cpu.user + cpu.system) / 1000,
        pagesPerSecond: jobs.length / (wallMs / 1000),
        avgHtmlChars: Math.round(bytes / Math.max(1, jobs.length)),
      })}\n`,
    )
  } finally {
    await server.close()
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e)
    process.exit(1)
  },
)
