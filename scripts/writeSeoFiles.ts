// Runs after `vike build` (package.json "build"): writes dist/client/sitemap.xml and robots.txt from the
// prerendered pages themselves, so the sitemap lists exactly what was built, with the hreflang
// alternates <Seo> wrote into each page.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { site } from '../lib/site'
import { robotsTxt, type SitemapEntry, sitemapEntry, sitemapXml } from './seoFiles'

const outDir = resolve(process.argv[2] ?? 'dist/client')
const origin = (process.env.SITE_URL ?? site.defaultOrigin).replace(/\/+$/, '')

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && !entry.name.startsWith('_')) yield* htmlFiles(path)
    } else if (entry.name.endsWith('.html')) {
      yield path
    }
  }
}

const entries: SitemapEntry[] = []
for (const file of htmlFiles(outDir)) {
  const entry = sitemapEntry(readFileSync(file, 'utf8'))
  if (entry) entries.push(entry)
}
if (entries.length === 0) throw new Error(`no indexable page found in ${outDir}: run vike build first`)
writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(entries))
writeFileSync(join(outDir, 'robots.txt'), robotsTxt(origin))
console.log(`sitemap.xml: ${entries.length} URLs; robots.txt (origin ${origin})`)
