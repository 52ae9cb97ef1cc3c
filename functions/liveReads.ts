import type { Context } from 'hono'
import { parseCategoryIds } from '../lib/categories'
import { byRosterOrder } from '../lib/roster/rosterOrder'
import type { Profile, TalentSummary } from '../lib/schemas/snapshot'
import type { UpstreamProfile } from '../lib/schemas/upstream'
import { normalizeProfile, normalizeTalent, type ReadOptions } from '../lib/upstream'
import { withMirroredUrls } from './mirroredUrls'
import { withBuiltFollowers } from './snapshot'
import type { AppEnv } from './types'

// The CMS read for live data (functions/live.ts keeps, caches and serves what these return): the roster
// and one profile, normalized exactly as the sync normalizes the snapshot's, with the snapshot's follower
// counts (`withBuiltFollowers`: no Instagram call on a visitor's time).

function upstreamOf(c: Context<AppEnv>) {
  return c.var.services.upstream(c.env)
}

/** The account's category ids, as the sync reads them (`CMS_CATEGORY_IDS`, lib/categories.ts). */
const categoryIdsOf = (c: Context<AppEnv>) => parseCategoryIds(c.env.CMS_CATEGORY_IDS)

/**
 * The live roster: site categories only, normalized and ordered exactly as the snapshot's. A record that
 * cannot be read or shown is left out (the sync names it; a visitor gets the others).
 */
export async function fetchRoster(c: Context<AppEnv>, options: ReadOptions): Promise<TalentSummary[]> {
  const upstream = upstreamOf(c)
  const base = upstream.baseUrl('integration')
  const categoryIds = categoryIdsOf(c)
  const seen = new Set<number>()
  const list: TalentSummary[] = []
  for (const t of (await upstream.talents(1000, options)).items) {
    const summary = normalizeTalent(t, base, undefined, categoryIds)
    if (summary && !seen.has(summary.id)) {
      seen.add(summary.id)
      list.push(withBuiltFollowers(summary))
    }
  }
  return withMirroredUrls(c, list.sort(byRosterOrder))
}

/** Whether a profile answer lacks what its list entry gives (no client reads cover or categories from it). */
const lacksListFields = (p: UpstreamProfile) =>
  !p.name?.trim() || !p.cover?.trim() || !p.gender?.trim() || !p.categories?.length

/**
 * One live profile normalized as the snapshot's (completed from the talent's roster entry where it lacks a
 * field, as the sync does), or null when the CMS does not show it on the site.
 */
export async function fetchProfile(
  c: Context<AppEnv>,
  id: number,
  options: ReadOptions,
  listedTalent: (c: Context<AppEnv>, id: number) => Promise<TalentSummary | undefined>,
): Promise<Profile | null> {
  const upstream = upstreamOf(c)
  const answer = await upstream.profile(id, options)
  if (!answer || answer.id !== id) return null
  const listed = lacksListFields(answer) ? await listedTalent(c, id) : undefined
  const profile = normalizeProfile(answer, upstream.baseUrl('integration'), undefined, {
    categoryIds: categoryIdsOf(c),
    listed,
  })
  return profile && (await withMirroredUrls(c, withBuiltFollowers(profile)))
}
