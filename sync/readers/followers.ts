import type { Profile } from '../../lib/schemas/snapshot'
import { followersOf, instagramHandle, UpstreamError } from '../../lib/upstream'
import { mapLimit } from '../mapLimit'
import type { ReadContext, Reading } from './reading'

/** One try and one retry: a count is worth a second ask, not the sync's patience. */
const FOLLOWER_RETRIES = 1

type Outcome = { followers: number } | { unknown: string } | { failed: string }

async function readOne(ctx: ReadContext, handle: string): Promise<Outcome> {
  try {
    const answer = await ctx.upstream.instagram(handle, { retries: FOLLOWER_RETRIES })
    if (!answer) return { unknown: 'the platform does not know this account (404)' }
    const followers = followersOf(answer)
    if (followers === null)
      return { failed: `no follower count in the answer (${JSON.stringify(answer.followers ?? null)})` }
    return { followers }
  } catch (e) {
    if (e instanceof UpstreamError) return { failed: `not read: ${e.message}` }
    throw e
  }
}

/**
 * Each profile with its Instagram account's follower count (`GET /api/agency/instagram?username=`, at most
 * `concurrency` at once). An optional call: an account the platform does not know, a failing call or an
 * answer without a count is a warning, and that profile is published without followers (the page shows
 * the handle alone); nothing here is a problem or stops the sync.
 */
export async function readFollowers(
  ctx: ReadContext,
  profiles: readonly Profile[],
): Promise<Reading<Profile[]>> {
  const warnings: string[] = []
  let asked = 0
  let unknown = 0
  let failed = 0
  const items = await mapLimit(profiles, ctx.concurrency, async (profile) => {
    const { followers: _previous, ...rest } = profile
    const handle = instagramHandle(profile.instagram)
    if (!handle) return rest
    asked++
    const outcome = await readOne(ctx, handle)
    ctx.phase?.tick()
    if ('followers' in outcome) return { ...rest, followers: outcome.followers }
    if ('unknown' in outcome) unknown++
    else failed++
    const why = 'unknown' in outcome ? outcome.unknown : outcome.failed
    warnings.push(`warning: talent ${profile.id}, followers of ${handle}: ${why}; the handle is shown alone`)
    return rest
  })
  const read = asked - unknown - failed
  return {
    items,
    setAside: [],
    warnings,
    notes: [],
    count: read,
    detail: `${read} of ${asked} accounts read${unknown ? `, ${unknown} unknown` : ''}${failed ? `, ${failed} failed` : ''}`,
  }
}
