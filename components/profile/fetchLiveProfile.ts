import { mask } from 'superstruct'
import { Profile } from '../../lib/schemas/snapshot'
import { liveFetch } from '../islands/liveAnswers'

/** The Worker's live profile of a talent. */
export const liveProfileUrl = (id: number) => `/api/talents/${id}`

/** A live profile, and whether the Worker answered a fallback (`Live-Data: stale`, the CMS failing). */
export type LiveProfile = { profile: Profile; stale: boolean }

/**
 * One profile as the CMS has it now (`GET /api/talents/:id` on the Worker), in the snapshot's shape.
 * Rejects on a failed request or an answer of another shape; the caller keeps what it shows.
 */
export async function fetchLiveProfile(id: number): Promise<LiveProfile> {
  // The page's first script may have asked already (to see whether the profile changed): that answer is used.
  const response = await liveFetch(liveProfileUrl(id))
  if (!response.ok) throw new Error(`GET /api/talents/${id} answered ${response.status}`)
  const body: unknown = await response.json()
  // mask: validates and drops fields the page does not know, so the API may grow without breaking it.
  return { profile: mask(body, Profile), stale: response.headers.get('Live-Data') === 'stale' }
}
