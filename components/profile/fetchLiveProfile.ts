import { mask } from 'superstruct'
import { liveDataHeader, talentApiPath } from '../../lib/http/api'
import { Profile } from '../../lib/schemas/snapshot'

/** A live profile, and whether the Worker answered a fallback (`Live-Data: stale`, the CMS failing). */
export type LiveProfile = { profile: Profile; stale: boolean }

/**
 * One profile as the CMS has it now (`GET /api/talents/:id` on the Worker), in the snapshot's shape: the
 * profile shell's (a talent newer than the build has no page to write it into).
 * Rejects on a failed request or an answer of another shape; the caller keeps what it shows.
 */
export async function fetchLiveProfile(id: number): Promise<LiveProfile> {
  const response = await fetch(talentApiPath(id), { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${talentApiPath(id)} answered ${response.status}`)
  const body: unknown = await response.json()
  // mask: validates and drops fields the page does not know, so the API may grow without breaking it.
  return { profile: mask(body, Profile), stale: response.headers.get(liveDataHeader) === 'stale' }
}
