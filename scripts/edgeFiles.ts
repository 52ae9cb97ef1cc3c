import { securityHeaders } from '../lib/http/securityHeaders'
import { mapCspSources } from '../lib/mapStyle'
import { aliasesOf, sections } from '../lib/routes'
import { fontsDir } from '../renderer/fontFaces.ts'

export { hasStyleAttributes, inlineScriptHashes, inlineStyleHashes } from './pageFacts.ts'

// The edge files of the static output (Cloudflare Workers static assets): `_headers` with the
// Content-Security-Policy and the other security headers, `_redirects` from the route table, and the
// version file /api/health reports. Pure functions here; scripts/writeEdgeFiles.ts writes them.

const mediaUrlPattern =
  /https?:\/\/[^\s"'<>()\\]+?\.(?:jpe?g|png|gif|webp|avif|svg|mp4|webm|m4v)(?=[?#"'\s<>)\\]|$)/gi

/**
 * The origins of the images and videos a snapshot names (covers, books, post bodies, slides), plus the
 * API bases the live data's images resolve against. Example: a snapshot with
 * `https://cdn.example/uploads/a.jpg` → `['https://cdn.example']`.
 */
export function mediaOrigins(snapshotTexts: readonly string[], apiBases: readonly string[] = []): string[] {
  const origins = new Set<string>()
  for (const base of apiBases) {
    try {
      origins.add(new URL(base).origin)
    } catch {}
  }
  for (const text of snapshotTexts) {
    for (const m of text.matchAll(mediaUrlPattern)) {
      try {
        origins.add(new URL(m[0]).origin)
      } catch {}
    }
  }
  return [...origins]
    .map(anyLoopbackPort)
    .filter((o, i, all) => all.indexOf(o) === i)
    .sort()
}

/**
 * A local stand-in CMS may answer on another port than the one the snapshot was synced from (CMS_PORT):
 * a loopback origin allows any port. Production origins are left as they are.
 */
function anyLoopbackPort(origin: string): string {
  const url = new URL(origin)
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)
    ? `${url.protocol}//${url.hostname}:*`
    : origin
}

/** The video players the profile and post pages embed (lib/video.ts embedUrl). */
export const frameOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

export type PolicyInput = {
  scriptHashes: readonly string[]
  styleHashes: readonly string[]
  styleAttributes: boolean
  mediaOrigins: readonly string[]
}

/**
 * The pages' Content-Security-Policy: the site itself, inline scripts only by hash (no 'unsafe-inline'
 * for scripts), the CMS's media origins for images and videos, MapLibre (lib/mapStyle.ts), the YouTube
 * and Vimeo players in frames, and nothing else. Inline style attributes are allowed only when the
 * markup has them (React prerenders `style={…}` as attributes). The site's own markup has none (its
 * layouts are classes of the stylesheet), so the built policy says `style-src-attr 'none'`, and
 * tests/edge/headers.spec.ts fails the day a style attribute comes back.
 */
export function contentSecurityPolicy(p: PolicyInput): string {
  const unique = (list: readonly string[]) => [...new Set(list)]
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...p.scriptHashes]],
    ['style-src', ["'self'", ...p.styleHashes]],
    ['style-src-attr', p.styleAttributes ? ["'unsafe-inline'"] : ["'none'"]],
    ['img-src', unique(["'self'", ...p.mediaOrigins, ...mapCspSources['img-src']])],
    ['media-src', unique(["'self'", 'blob:', ...p.mediaOrigins])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...mapCspSources['connect-src']])],
    ['worker-src', unique([...mapCspSources['worker-src']])],
    ['frame-src', [...frameOrigins]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`)
  // Upgrading would break a local demo whose CMS answers over plain http.
  if (p.mediaOrigins.every((o) => o.startsWith('https:'))) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
}

/** Cloudflare refuses `_headers` lines over 2000 characters. */
export const maxHeaderLine = 2000

/** `_headers`: security headers and the CSP on every path, long caching for hashed build assets. */
export function headersFile(csp: string): string {
  const all = { 'Content-Security-Policy': csp, ...securityHeaders }
  const lines = ['/*', ...Object.entries(all).map(([k, v]) => `  ${k}: ${v}`)]
  lines.push('/assets/*', '  Cache-Control: public, max-age=31536000, immutable')
  // The web fonts are named by their content too (scripts/subsetFonts.ts).
  lines.push(`/${fontsDir}/*`, '  Cache-Control: public, max-age=31536000, immutable')
  // The profile shell is a page for the Worker to serve under a talent's URL, never one to index.
  lines.push('/__profile-shell', '  X-Robots-Tag: noindex', '/en/__profile-shell', '  X-Robots-Tag: noindex')
  const long = lines.find((l) => l.length > maxHeaderLine)
  if (long) throw new Error(`_headers: a line has ${long.length} characters (limit ${maxHeaderLine})`)
  return `${lines.join('\n')}\n`
}

/**
 * `_redirects` (301s) from the sections of the screen table (lib/routes/screens): the /pt prefix to the unprefixed path, and each section's
 * other-language segment to the canonical one, with and without a path after it. The Worker resolves
 * the same aliases of profile paths itself (they run it first), in one hop to the canonical slug.
 */
export function redirectsFile(): string {
  const rules: string[] = ['/pt / 301']
  const seen = new Set<string>(['/pt'])
  const add = (from: string, to: string) => {
    if (from === to || seen.has(from)) return
    seen.add(from)
    rules.push(`${from} ${to} 301`)
  }
  for (const s of sections) {
    const pairs: [string, string][] = [
      [`/pt/${s.pt}`, `/${s.pt}`],
      [`/pt/${s.en}`, `/${s.pt}`],
      [`/${s.en}`, `/${s.pt}`],
      [`/en/${s.pt}`, `/en/${s.en}`],
    ]
    for (const alias of aliasesOf(s)) {
      pairs.push([`/${alias}`, `/${s.pt}`], [`/pt/${alias}`, `/${s.pt}`], [`/en/${alias}`, `/en/${s.en}`])
    }
    for (const [from, to] of pairs) {
      add(from, to)
      add(`${from}/*`, `${to}/:splat`)
    }
  }
  // Anything else under /pt: drop the prefix (an unknown path then answers the 404 page).
  add('/pt/*', '/:splat')
  // Static rules first (Cloudflare matches them faster); the splats keep their order, /pt/* last.
  const ordered = [...rules.filter((r) => !r.includes('*')), ...rules.filter((r) => r.includes('*'))]
  return `${ordered.join('\n')}\n`
}

/** /version.json: the snapshot version the assets were built from (GET /api/health reports it). */
export function versionFile(version: string, builtAt: Date): string {
  return `${JSON.stringify({ version, builtAt: builtAt.toISOString() }, null, 2)}\n`
}
