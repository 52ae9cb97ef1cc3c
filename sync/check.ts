import {
  type CategoryIds,
  categoryIdsVariable,
  categoryOfId,
  categoryOrder,
  formatCategoryIds,
} from '../lib/categories'
import { locales } from '../lib/i18n/locales'
import type { Profile, TalentSummary } from '../lib/schemas/snapshot'
import type { UpstreamTalent } from '../lib/schemas/upstream'
import { createUpstream, type UpstreamConfig } from '../lib/upstream/createUpstream'
import { problemLine } from './problems'
import { readAttributes } from './readers/attributes'
import { readFollowers } from './readers/followers'
import { readPosts } from './readers/posts'
import { readProfile } from './readers/profiles'
import type { CmsSettings, ReadContext, Reading } from './readers/reading'
import { readRoster } from './readers/roster'
import { readSlides } from './readers/slides'
import { readSocial } from './readers/social'

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
 * APIs and runs the sync's readers one page deep (the whole roster, for its categories; the first few
 * profiles), and reports what each call gave, what it could not read, and every category id the
 * account's talents carry. Publishes nothing; never retries for long.
 */
export async function checkCms(
  config: Omit<UpstreamConfig, 'retries' | 'onRetry'>,
  settings: CmsSettings,
): Promise<CheckReport> {
  const ctx: ReadContext = {
    upstream: createUpstream({ ...config, retries: 1 }),
    settings,
    concurrency: 4,
    depth: 'first',
  }
  const rows: CheckRow[] = []
  const warnings: string[] = []
  /** One call's row: failed when it throws; warn when it skipped values, warned or set records aside. */
  const run = async <T>(call: string, reader: () => Promise<Reading<T>>): Promise<T | undefined> => {
    try {
      const r = await reader()
      const rejected = r.setAside.flatMap((s) => s.rejected.map((x) => ({ list: s.list, ...x })))
      warnings.push(...r.warnings, ...rejected.map((x) => problemLine({ ...x, outcome: 'left out' })))
      const notes = r.notes.map((n) => n.replace(/^warning: /, ''))
      const skipped =
        notes.length > 0 ? `; ${notes.length} values skipped: ${notes.slice(0, 3).join('; ')}` : ''
      const warned = notes.length + r.warnings.length + rejected.length > 0
      rows.push({
        call,
        status: warned ? 'warn' : r.count === 0 ? 'empty' : 'ok',
        detail: `${r.detail}${skipped}`,
      })
      return r.items
    } catch (e) {
      rows.push({ call, status: 'failed', detail: e instanceof Error ? e.message : String(e) })
      return undefined
    }
  }

  await run('GET /api/social-media (optional)', () => readSocial(ctx))
  for (const key of ['prehome', 'about'] as const)
    await run(`GET /api/slides/${settings.slides[key]}`, () => readSlides(ctx, key))
  for (const locale of locales) {
    const path = `GET /api/posts/${settings.postType}/${locale}`
    const posts = await run(`${path} (page 1)`, () => readPosts(ctx, locale))
    const slug = posts?.[0]?.slug
    if (slug)
      await run(`${path}/{slug}`, async () => {
        const post = await ctx.upstream.post(settings.postType, locale, slug)
        const detail = post ? `"${post.title}"` : `404 for "${slug}"`
        return { items: post, setAside: [], warnings: [], notes: [], count: post ? 1 : 0, detail }
      })
  }
  const roster = await run('POST /api/talents (every page)', () => readRoster(ctx))
  const shown: TalentSummary[] = roster?.talents ?? []
  const profiles: Profile[] = []
  for (const t of shown.slice(0, PROFILES)) {
    const profile = await run(`GET /api/talent/profile?id=${t.id}`, () => readProfile(ctx, t))
    if (profile) profiles.push(profile)
  }
  await run('GET /api/agency/instagram (optional: those profiles)', () => readFollowers(ctx, profiles))
  for (const locale of locales)
    await run(`GET /api/talents/attributes (${locale})`, () => readAttributes(ctx, locale))
  return {
    rows,
    categories: countCategories(roster?.listed ?? [], settings.categoryIds),
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
