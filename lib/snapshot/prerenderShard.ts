/**
 * The part of the prerender this process renders. scripts/prerender.ts runs Vike's prerender in several
 * processes at once and tells each its part with PRERENDER_SHARD="index/count": profile pages (the bulk)
 * are dealt out by the talent's position in the roster, every other page is rendered by part 0 only.
 * Without the variable (a plain `vike prerender`) one process renders all.
 */
export type PrerenderShard = { index: number; count: number }

export function prerenderShard(value: string | undefined = process.env.PRERENDER_SHARD): PrerenderShard {
  const m = /^(\d+)\/(\d+)$/.exec(value ?? '')
  if (!m) return { index: 0, count: 1 }
  const index = Number(m[1])
  const count = Number(m[2])
  if (count < 1 || index >= count) throw new Error(`PRERENDER_SHARD must be "index/count", not "${value}"`)
  return { index, count }
}

/** Whether the talent at `position` in the roster is rendered by this part. */
export const rendersTalent = (shard: PrerenderShard, position: number) =>
  position % shard.count === shard.index

/** Whether this part renders the pages that are not a talent's (home, roster, news, 404…). */
export const rendersSharedPages = (shard: PrerenderShard) => shard.index === 0

/** Vike's id of the profile page (pages/models/profile). */
export const profilePageId = '/pages/models/profile'

/** The pages dealt out by talent (the profile and the comp card); every other page is part 0's. */
export const talentPageIds: readonly string[] = [profilePageId, '/pages/models/comp-card']
