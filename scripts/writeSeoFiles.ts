// Runs after the prerender (package.json "build"): writes dist/client/sitemap.xml and robots.txt from the
// prerendered pages' own tags, which the prerender read from each page as it wrote it (dist/build-facts.json,
// scripts/pageFacts.ts): the sitemap lists exactly what was built, with the hreflang alternates <Seo> wrote.
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { site } from '../lib/site'
import { type BuildFacts, buildFactsFile } from './pageFacts.ts'
import { robotsTxt, sitemapXml } from './seoFiles'

const outDir = resolve(process.argv[2] ?? 'dist/client')
const origin = (process.env.SITE_URL ?? site.defaultOrigin).replace(/\/+$/, '')

const facts = JSON.parse(readFileSync(join(dirname(outDir), buildFactsFile), 'utf8')) as BuildFacts
if (facts.sitemap.length === 0) throw new Error(`no indexable page found in ${outDir}: run the build first`)
writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(facts.sitemap))
writeFileSync(join(outDir, 'robots.txt'), robotsTxt(origin))
console.log(`sitemap.xml: ${facts.sitemap.length} URLs; robots.txt (origin ${origin})`)
