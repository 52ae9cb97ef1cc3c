// Runs after `vike build` (npm run build): writes dist/client/_headers, _redirects and version.json
// (last: npm start takes its presence as "the build finished"). See scripts/edgeFiles.ts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { snapshotFiles } from '../lib/schemas/snapshot'
import { contentSecurityPolicy, headersFile, mediaOrigins, redirectsFile, versionFile } from './edgeFiles'
import { type BuildFacts, buildFactsFile } from './pageFacts.ts'

const root = join(import.meta.dirname, '..')
const client = join(root, 'dist/client')
const dataDir = join(root, process.env.DATA_DIR ?? 'data')

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && keep(e.name) && !e.parentPath.includes(`${join(dir, '.versions')}`))
    .map((e) => join(e.parentPath, e.name))
}

// The pages' inline scripts and styles, hashed by the prerender as it wrote each page (scripts/pageFacts.ts).
const facts = JSON.parse(readFileSync(join(root, 'dist', buildFactsFile), 'utf8')) as BuildFacts
const scriptHashes = new Set(facts.scriptHashes)
const styleHashes = new Set(facts.styleHashes)
const { styleAttributes } = facts

const manifest = JSON.parse(readFileSync(join(dataDir, snapshotFiles.manifest), 'utf8')) as {
  version: string
  source: { panel: string; integration: string }
}
const snapshotTexts = filesUnder(dataDir, (name) => name.endsWith('.json')).map((f) =>
  readFileSync(f, 'utf8'),
)
const origins = mediaOrigins(snapshotTexts, [manifest.source.panel, manifest.source.integration])

const csp = contentSecurityPolicy({
  scriptHashes: [...scriptHashes],
  styleHashes: [...styleHashes],
  styleAttributes,
  mediaOrigins: origins,
})
writeFileSync(join(client, '_headers'), headersFile(csp))
writeFileSync(join(client, '_redirects'), redirectsFile())
writeFileSync(join(client, 'version.json'), versionFile(manifest.version, new Date()))
console.log(
  `edge files: _headers (${scriptHashes.size} inline script hashes, media from ${origins.join(', ') || 'self'}), ` +
    `_redirects, version.json (${manifest.version}) in ${relative(root, client)}`,
)
