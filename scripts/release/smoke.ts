// The pages a release looks at before it goes live: the home, the full roster, a profile and a post in
// both languages, and the health endpoint (which names the snapshot version the assets were built from).
// The same list is checked in the build output (checkBuild) and on the uploaded version's preview URL
// (smokeCheck).
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { apiPaths } from '../../lib/http/api'
import { locales } from '../../lib/i18n/locales'
import { urlFor } from '../../lib/routes'
import { talentPath } from '../../lib/routes/talentRoute'
import type { SnapshotView } from './changes'

export type SmokePage = {
  path: string
  /** Text a visitor would see on it (a talent's name, a post's title); none for the home and roster. */
  shows?: string
}

export type SmokeResult = { ok: boolean; lines: string[]; checked: string[] }

/** The pages to look at for a snapshot (the first talent and first post of each language). */
export function smokePages(view: SnapshotView): SmokePage[] {
  const pages: SmokePage[] = []
  const talent = view.talents[0]
  for (const l of locales) {
    pages.push({ path: urlFor({ screen: 'home' }, l) })
    pages.push({ path: urlFor({ screen: 'roster', category: null }, l) })
    if (talent) pages.push({ path: talentPath(talent, l), shows: talent.name })
    const post = view.posts[l][0]
    if (post) pages.push({ path: urlFor({ screen: 'post', slug: post.slug }, l), shows: post.title })
  }
  return pages
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
/** Page text with character references read, so a name is found however the renderer escaped it. */
export function readableText(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return entities[ref.toLowerCase()] ?? whole
  })
}

function pageProblem(page: SmokePage, html: string): string | null {
  if (!/<html[\s>]/i.test(html)) return 'is not an HTML page'
  if (page.shows && !readableText(html).includes(page.shows)) return `does not show “${page.shows}”`
  return null
}

/** The build output holds every smoke page (showing what it should) and the snapshot's version. */
export async function checkBuild(clientDir: string, view: SnapshotView): Promise<SmokeResult> {
  const lines: string[] = []
  const checked: string[] = []
  for (const page of smokePages(view)) {
    const file = join(clientDir, page.path === '/' ? '' : page.path, 'index.html')
    checked.push(page.path)
    const html = await readFile(file, 'utf8').catch(() => null)
    const problem = html === null ? `is missing (${file})` : pageProblem(page, html)
    if (problem) lines.push(`${page.path} ${problem}`)
  }
  const built = await readFile(join(clientDir, 'version.json'), 'utf8')
    .then((t) => (JSON.parse(t) as { version?: string }).version)
    .catch(() => undefined)
  checked.push('/version.json')
  if (built !== view.manifest.version) {
    lines.push(`/version.json names ${built ?? 'no version'}, not the snapshot's ${view.manifest.version}`)
  }
  return { ok: lines.length === 0, lines, checked }
}

export type SmokeOptions = {
  fetch?: typeof fetch
  /** Attempts per page (a new version's preview URL can take a moment to answer). Default 5. */
  attempts?: number
  /** Wait before the second attempt; doubles each time. Default 2 s. */
  backoffMs?: number
  timeoutMs?: number
}

/** Fetches every smoke page and the health endpoint from `baseUrl` (the preview URL). */
export async function smokeCheck(
  baseUrl: string,
  view: SnapshotView,
  o: SmokeOptions = {},
): Promise<SmokeResult> {
  const get = o.fetch ?? fetch
  const attempts = o.attempts ?? 5
  const lines: string[] = []
  const checked: string[] = []
  const visit = async (path: string, judge: (r: Response, body: string) => string | null) => {
    const url = new URL(path, baseUrl).toString()
    checked.push(url)
    let problem = ''
    for (let attempt = 0; attempt < attempts; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, (o.backoffMs ?? 2000) * 2 ** (attempt - 1)))
      try {
        const r = await get(url, { redirect: 'manual', signal: AbortSignal.timeout(o.timeoutMs ?? 15_000) })
        const body = await r.text()
        const found = r.status === 200 ? judge(r, body) : `answered ${r.status}`
        if (!found) return
        problem = found
      } catch (e) {
        problem = `failed: ${(e as Error).message}`
      }
    }
    lines.push(`${url} ${problem}`)
  }
  for (const page of smokePages(view)) await visit(page.path, (_r, body) => pageProblem(page, body))
  await visit(apiPaths.health, (_r, body) => {
    let answer: { ok?: boolean; version?: string | null }
    try {
      answer = JSON.parse(body)
    } catch {
      return 'is not JSON'
    }
    if (answer.ok !== true) return 'does not say ok'
    return answer.version === view.manifest.version
      ? null
      : `names version ${answer.version ?? 'none'}, not the snapshot's ${view.manifest.version}`
  })
  return { ok: lines.length === 0, lines, checked }
}
