import {
  type CategoryIds,
  categoryIdsVariable,
  categoryOfId,
  categoryOrder,
  formatCategoryIds,
} from '../lib/categories'
import { locales } from '../lib/i18n/locales'
import type { UpstreamTalent } from '../lib/schemas/upstream'
import {
  keepEach,
  normalizeAttributes,
  normalizePost,
  normalizeProfile,
  normalizeSlide,
  normalizeTalent,
  notShown,
  type Rejected,
} from '../lib/upstream'
import { createUpstream, type UpstreamConfig } from '../lib/upstream/createUpstream'
import { problemLine } from './problems'
import { attributesWarnings, type CmsSettings, postsWarning, slidesOfSection, slidesWarning } from './pull'

export type CheckRow = {
  call: string
  /** ok: read and valid; empty: read, nothing in it; warn: read, some values skipped; failed: not readable. */
  status: 'ok' | 'empty' | 'warn' | 'failed'
  detail: string
}

/** One category id the account's talents carry: how many talents, its name, and the site category it is. */
export type CategoryCount = { id: number; name: string; talents: number; category: string | null }

export type CheckReport = {
  rows: CheckRow[]
  /** Every category id the talents carry, most talents first; the configured ones included even at 0. */
  categories: CategoryCount[]
  /** The ids the check read the roster with (`CMS_CATEGORY_IDS`). */
  categoryIds: CategoryIds
  /** Sections that give nothing, lists the CMS does not answer, records set aside: as the sync prints them. */
  warnings: string[]
}

/** How many profiles of the roster `--check` reads. */
const PROFILES = 5

/**
 * `npm run sync -- --check`: what an agency's developer runs first against a new account. Signs in to both
 * APIs, reads one page of every call the sync makes (the whole roster, for its categories), validates and
 * normalizes it, and reports what it found, what it could not read, and every category id the account's
 * talents carry. Publishes nothing; never retries for long.
 */
export async function checkCms(
  config: Omit<UpstreamConfig, 'retries' | 'onRetry'>,
  settings: CmsSettings,
): Promise<CheckReport> {
  const up = createUpstream({ ...config, retries: 1 })
  const rows: CheckRow[] = []
  const warnings: string[] = []
  const setAside = (list: string, rejected: readonly Rejected[]) => {
    for (const r of rejected) warnings.push(problemLine({ list, ...r, outcome: 'left out' }))
  }
  const run = async (call: string, fn: (skipped: string[]) => Promise<{ count: number; detail: string }>) => {
    const skipped: string[] = []
    const before = warnings.length
    try {
      const { count, detail } = await fn(skipped)
      const notes =
        skipped.length > 0 ? `; ${skipped.length} values skipped: ${skipped.slice(0, 3).join('; ')}` : ''
      rows.push({
        call,
        status: skipped.length > 0 || warnings.length > before ? 'warn' : count === 0 ? 'empty' : 'ok',
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
  for (const [key, type] of [
    ['prehome', settings.slides.prehome],
    ['about', settings.slides.about],
  ] as const) {
    await run(`GET /api/slides/${type}`, async (skipped) => {
      const answer = await up.slides(type)
      const warning = slidesWarning(type, answer)
      if (warning) warnings.push(warning)
      if (!answer) return { count: 0, detail: 'not answered (404), nor /api/slides/all' }
      const { mine, sections } = slidesOfSection(answer.items, type, answer.fallback)
      const read = keepEach(mine, (s, i) => normalizeSlide(s, up.baseUrl('panel'), i, note(skipped)))
      setAside(`slides.${key}`, [...(answer.fallback ? [] : answer.rejected), ...read.rejected])
      return {
        count: read.items.length,
        detail: `${read.items.length} slides${answer.fallback ? ' (404; from /api/slides/all)' : ''}${sections.length > 0 ? ` (sections in the answer: ${sections.join(', ')})` : ''}`,
      }
    })
  }
  for (const locale of locales) {
    const path = `GET /api/posts/${settings.postType}/${locale}`
    let firstSlug: string | undefined
    await run(`${path} (page 1)`, async (skipped) => {
      const page = await up.postsPage(settings.postType, locale, 1)
      const warning = postsWarning(
        settings.postType,
        locale,
        page ? page.data.length + page.rejected.length : 'missing',
      )
      if (warning) warnings.push(warning)
      if (!page) return { count: 0, detail: 'not answered (404)' }
      const mine = page.data.filter((x) => !x.lang?.trim() || x.lang.trim().toLowerCase() === locale)
      const read = keepEach(mine, (x, i) => normalizePost(x, up.baseUrl('panel'), (h) => h, i, note(skipped)))
      setAside(`posts.${locale}`, [...page.rejected, ...read.rejected])
      firstSlug = read.items[0]?.slug
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
  let listed: UpstreamTalent[] = []
  await run('POST /api/talents (every page)', async (skipped) => {
    const talents = await up.talents(1000)
    listed = talents.items
    setAside('talents', talents.rejected)
    let unnamed = 0
    for (const t of talents.items) {
      if (notShown(t, settings.categoryIds) === 'no name') {
        unnamed++
        warnings.push(`warning: talent ${t.id} has no name; left out (as the platform's own template does)`)
      }
    }
    const shown = talents.items.filter(
      (t) => normalizeTalent(t, up.baseUrl('integration'), note(skipped), settings.categoryIds) !== null,
    )
    const parts = [
      `${talents.items.length + talents.rejected.length} talents`,
      talents.rejected.length ? `${talents.rejected.length} unreadable` : '',
      unnamed ? `${unnamed} without a name` : '',
      `${shown.length} in the site's categories (${categoryIdsVariable})`,
    ]
    return { count: talents.items.length, detail: parts.filter(Boolean).join(', ') }
  })
  const base = up.baseUrl('integration')
  const shown = listed
    .map((t) => normalizeTalent(t, base, undefined, settings.categoryIds))
    .filter((t) => t !== null)
  for (const t of shown.slice(0, PROFILES)) {
    await run(`GET /api/talent/profile?id=${t.id}`, async (skipped) => {
      const answer = await up.profile(t.id)
      if (!answer) return { count: 0, detail: '404' }
      const profile = normalizeProfile(answer, base, note(skipped), {
        categoryIds: settings.categoryIds,
        listed: t,
      })
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
      const read = normalizeAttributes(raw, note(skipped))
      warnings.push(...attributesWarnings(locale, raw, read))
      for (const [field, list] of Object.entries(read.lists))
        setAside(`attributes.${locale}.${field}`, list.rejected)
      if (!raw) return { count: 0, detail: 'not answered (404): every list built in' }
      const lists = Object.keys(read.lists)
      return { count: lists.length, detail: `lists: ${lists.join(', ') || 'none'} (the rest built in)` }
    })
  }
  return {
    rows,
    categories: countCategories(listed, settings.categoryIds),
    categoryIds: settings.categoryIds,
    warnings,
  }
}

/** Every category id the talents carry, with how many carry it; the configured ids included even at 0. */
export function countCategories(talents: readonly UpstreamTalent[], ids: CategoryIds): CategoryCount[] {
  const counts = new Map<number, CategoryCount>()
  const entry = (id: number, name: string) => {
    const known = counts.get(id)
    if (known) return known
    const fresh = { id, name, talents: 0, category: categoryOfId(id, ids) }
    counts.set(id, fresh)
    return fresh
  }
  for (const t of talents) {
    for (const id of new Set((t.categories ?? []).map((c) => c.id))) {
      const c = entry(id, '')
      c.talents++
      c.name ||= t.categories?.find((x) => x.id === id)?.name?.trim() ?? ''
    }
  }
  for (const category of categoryOrder) entry(ids[category], '')
  return [...counts.values()].sort((a, b) => b.talents - a.talents || a.id - b.id)
}

/** Whether none of the configured category ids has a talent (the sync would find an empty roster). */
export const noSiteCategory = (report: CheckReport) =>
  report.categories.every((c) => c.category === null || c.talents === 0)

/** The report as text: the calls as an aligned table, the category table, then the warnings. */
export function formatCheck(report: CheckReport): string {
  const { rows, categories, categoryIds } = report
  const width = Math.max(...rows.map((r) => r.call.length), 4)
  const lines = [`${'call'.padEnd(width)}  status  detail`]
  for (const r of rows) lines.push(`${r.call.padEnd(width)}  ${r.status.padEnd(6)}  ${r.detail}`)

  lines.push(
    '',
    `category ids the account's talents carry (${categoryIdsVariable}=${formatCategoryIds(categoryIds)}):`,
  )
  const nameWidth = Math.max(4, ...categories.map((c) => c.name.length))
  lines.push(`  ${'id'.padStart(8)}  talents  ${'name'.padEnd(nameWidth)}  site category`)
  for (const c of categories) {
    const site = c.category
      ? `${c.category} (configured)${c.talents === 0 ? ': no talent carries this id' : ''}`
      : ''
    lines.push(
      `  ${String(c.id).padStart(8)}  ${String(c.talents).padStart(7)}  ${c.name.padEnd(nameWidth)}  ${site}`.trimEnd(),
    )
  }
  if (noSiteCategory(report)) {
    lines.push(
      '',
      `none of the configured category ids (${categoryOrder.map((c) => `${c} ${categoryIds[c]}`).join(', ')}) has a talent:`,
      'the site would have no roster and the sync refuses to publish. Set CMS_CATEGORY_IDS to the',
      `account's ids from the table above, e.g. ${categoryIdsVariable}=image:<id>,mainboard:<id>,development:<id>`,
    )
  }
  if (report.warnings.length > 0)
    lines.push(
      '',
      `${report.warnings.length} warnings and records set aside:`,
      ...report.warnings.map((w) => `  ${w}`),
    )
  return lines.join('\n')
}
