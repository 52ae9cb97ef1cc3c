/**
 * The Worker API's contract that both sides read (DESIGN.md "Worker API"): the paths the Worker routes and
 * the browser fetches or posts to, and the header that marks where live data came from. Error codes and
 * the error body are in `apiErrors.ts`.
 */

/** Every path of the API starts with this. */
export const apiPrefix = '/api/'

/** The Worker API's routes (same origin). */
export const apiPaths = {
  health: '/api/health',
  /** The live roster; one live profile under it (`talentApiPath`). */
  talents: '/api/talents',
  contact: '/api/contact',
  getScouted: '/api/get-scouted',
  favorites: '/api/favorites',
  /** Staff only (`npm run deliveries`). */
  adminDeliveries: '/api/admin/deliveries',
} as const

/** One live profile: `talentApiPath(12)` → `/api/talents/12`. */
export const talentApiPath = (id: number): string => `${apiPaths.talents}/${id}`

/** The routes that take a form submission (POST only). */
export const formApiPaths = [apiPaths.contact, apiPaths.getScouted, apiPaths.favorites] as const
export type FormApiPath = (typeof formApiPaths)[number]

/** The header that tells the page where live data came from: `live`, or `stale` (last good / snapshot). */
export const liveDataHeader = 'Live-Data'
export type LiveData = 'live' | 'stale'
