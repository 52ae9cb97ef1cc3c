// Runs after `vike build` (npm run build): writes dist/client/_headers, _redirects and version.json
// (last: npm start takes its presence as "the build finished"). See scripts/edgeFiles.ts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { snapshotFiles } from '../lib/schemas/snapshot'
import {
  contentSecurityPolicy,
  hasStyleAttributes,
  headersFile,
  inlineScriptHashes,
  inlineStyleHashes,
  mediaOrigins,
  redirectsFile,
  versionFile,
} from './edgeFiles'

const root = join(import.meta.dirname, '..')
const client = join(root, 'dist/client')
const dataDir = join(root, process.env.DATA_DIR ?? 'data')

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && keep(e.name) && !e.parentPath.includes(`${join(dir, '.versions')}`))
    .map((e) => join(e.parentPath, e.name))
}

const pages = filesUnder(client, (name) => name.endsWith('.html'))
if (pages.length === 0) throw new Error('writeEdgeFiles: no HTML in dist/client; run vike build first')
const scriptHashes = new Set<string>()
const styleHashes = new Set<string>()
let styleAttributes = false
for (const page of pages) {
  const html = readFileSync(page, 'utf8')
  for (const h of inlineScriptHashes(html)) scriptHashes.add(h)
  for (const h of inlineStyleHashes(html)) styleHashes.add(h)
  styleAttributes ||= hasStyleAttributes(html)
}

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
