import { locales } from '../lib/i18n/locales'
import { normalizeAttributes, normalizeProfile, normalizeSlide, normalizeTalent } from '../lib/upstream'
import { createUpstream, type UpstreamConfig } from '../lib/upstream/createUpstream'
import { type CmsSettings, slidesOfSection } from './pull'

export type CheckRow = {
  call: string
  /** ok: read and valid; empty: read, nothing in it; warn: read, some values skipped; failed: not readable. */
  status: 'ok' | 'empty' | 'warn' | 'failed'
  detail: string
}

/** How many profiles of the first roster page `--check` reads. */
const PROFILES = 5

/**
 * `npm run sync -- --check`: what an agency's developer runs first against a new account. Signs in to both
 * APIs, reads one page of every call the sync makes, validates and normalizes it, and reports what it
 * found and what it could not read. Publishes nothing; never retries for long.
 */
export async function checkCms(
  config: Omit<UpstreamConfig, 'retries' | 'onRetry'>,
  settings: CmsSettings,
): Promise<CheckRow[]> {
  const up = createUpstream({ ...config, retries: 1 })
  const rows: CheckRow[] = []
  const run = async (call: string, fn: (skipped: string[]) => Promise<{ count: number; detail: string }>) => {
    const skipped: string[] = []
    try {
      const { count, detail } = await fn(skipped)
      const notes =
        skipped.length > 0 ? `; ${skipped.length} values skipped: ${skipped.slice(0, 3).join('; ')}` : ''
      rows.push({
        call,
        status: skipped.length > 0 ? 'warn' : count === 0 ? 'empty' : 'ok',
        detail: `${detail}${notes}`,
      })
    } catch (e) {
      rows.push({ call, status: 'failed', detail: e instanceof Error ? e.message : String(e) })
    }
  }
  const note = (skipped: string[]) => (field: string, message: string) => skipped.push(`${field}: ${message}`)

  await run('GET /api/social-media (optional)', async () => {
    const answer = await up.socialMedia()
    const link = answer?.instagram
    const url = typeof link === 'string' ? link : link?.link
    return {
      count: url ? 1 : 0,
      detail: answer ? `instagram ${url ?? 'none'}` : 'not answered (404): the site configuration is used',
    }
  })
  for (const type of [settings.slides.prehome, settings.slides.about]) {
    await run(`GET /api/slides/${type}`, async (skipped) => {
      const { mine, sections } = slidesOfSection(await up.slides(type), type)
      for (const [i, s] of mine.entries()) normalizeSlide(s, up.baseUrl('panel'), i, note(skipped))
      return {
        count: mine.length,
        detail: `${mine.length} slides${sections.length > 0 ? ` (sections in the answer: ${sections.join(', ')})` : ''}`,
      }
    })
  }
  for (const locale of locales) {
    const path = `GET /api/posts/${settings.postType}/${locale}`
    let firstSlug: string | undefined
    await run(`${path} (page 1)`, async () => {
      const page = await up.postsPage(settings.postType, locale, 1)
      firstSlug = page.data[0]?.slug
      return {
        count: page.data.length,
        detail: `${page.data.length} posts, last_page ${page.last_page ?? '(not given)'}`,
      }
    })
    if (firstSlug) {
      const slug = firstSlug
      await run(`${path}/{slug}`, async () => {
        const post = await up.post(settings.postType, locale, slug)
        return { count: post ? 1 : 0, detail: post ? `"${post.title}"` : `404 for "${slug}"` }
      })
    }
  }
  let ids: number[] = []
  await run('POST /api/talents (page 1)', async (skipped) => {
    const talents = await up.talents(20, { pages: 1 })
    const shown = talents.filter((t) => normalizeTalent(t, up.baseUrl('integration'), note(skipped)) !== null)
    ids = shown.slice(0, PROFILES).map((t) => t.id)
    return {
      count: talents.length,
      detail: `${talents.length} talents, ${shown.length} in the site's categories (lib/categories.ts)`,
    }
  })
  for (const id of ids) {
    await run(`GET /api/talent/profile?id=${id}`, async (skipped) => {
      const answer = await up.profile(id)
      if (!answer) return { count: 0, detail: '404' }
      const profile = normalizeProfile(answer, up.baseUrl('integration'), note(skipped))
      return {
        count: 1,
        detail: profile
          ? `book ${profile.book.length}, snap ${profile.snap.length}, compo ${profile.compo.length}, videos ${profile.videos.length}`
          : 'in no site category',
      }
    })
  }
  for (const locale of locales) {
    await run(`GET /api/talents/attributes (${locale})`, async (skipped) => {
      const raw = await up.attributes(locale)
      normalizeAttributes(raw, note(skipped))
      const lists = Object.keys(raw)
      return { count: lists.length, detail: `lists: ${lists.join(', ') || 'none'} (the rest built in)` }
    })
  }
  return rows
}

/** The rows as an aligned text table. */
export function formatCheck(rows: readonly CheckRow[]): string {
  const width = Math.max(...rows.map((r) => r.call.length), 4)
  const lines = [`${'call'.padEnd(width)}  status  detail`]
  for (const r of rows) lines.push(`${r.call.padEnd(width)}  ${r.status.padEnd(6)}  ${r.detail}`)
  return lines.join('\n')
}
