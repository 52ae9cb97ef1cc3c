import { categoryIdsVariable } from '../../lib/categories'
import type { TalentSummary } from '../../lib/schemas/snapshot'
import type { UpstreamTalent } from '../../lib/schemas/upstream'
import { limits } from '../../lib/site'
import { normalizeTalent, notShown } from '../../lib/upstream'
import { noteTo, type ReadContext, type Reading } from './reading'

/** The roster: the talents shown (in a site category, named, once each), and every entry as listed. */
export type Roster = { talents: TalentSummary[]; listed: UpstreamTalent[] }

/**
 * The roster (`POST /api/talents`, every page): each talent in a site category, once, with a name (one
 * without is left out with a warning, as the platform's own template does); an entry the site cannot read
 * is set aside. The notes are the list entries' own: the sync prints its profiles' instead.
 */
export async function readRoster(ctx: ReadContext): Promise<Reading<Roster>> {
  const { categoryIds } = ctx.settings
  const listed = await ctx.upstream.talents(limits.rosterFetchSize)
  const base = ctx.upstream.baseUrl('integration')
  const warnings: string[] = []
  const notes: string[] = []
  const seen = new Set<number>()
  const talents: TalentSummary[] = []
  let otherCategories = 0
  let unnamed = 0
  for (const t of listed.items) {
    const why = notShown(t, categoryIds)
    if (why === 'no site category') otherCategories++
    if (why === 'no name') {
      unnamed++
      warnings.push(`warning: talent ${t.id} has no name; left out (as the platform's own template does)`)
    }
    if (why) continue
    if (seen.has(t.id)) {
      warnings.push(`warning: talent ${t.id} is listed twice; its first entry is used`)
      continue
    }
    const summary = normalizeTalent(t, base, noteTo(notes, `warning: talent ${t.id}, field `), categoryIds)
    if (!summary) continue
    seen.add(summary.id)
    talents.push(summary)
  }
  const total = listed.items.length + listed.rejected.length
  const detail = [
    `${total} talents`,
    listed.rejected.length ? `${listed.rejected.length} unreadable` : '',
    unnamed ? `${unnamed} without a name` : '',
    `${talents.length} in the site's categories (${categoryIdsVariable})`,
    otherCategories ? `${otherCategories} in other categories only` : '',
  ]
  return {
    items: { talents, listed: listed.items },
    setAside: [{ list: 'talents', total, rejected: listed.rejected }],
    warnings,
    notes,
    count: listed.items.length,
    detail: detail.filter(Boolean).join(', '),
  }
}
