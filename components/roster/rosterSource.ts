import { array, is, unknown } from 'superstruct'
import { apiPaths } from '../../lib/http/api'
import type { RosterTalent } from '../../lib/roster/filterTalents'
import { toRosterTalent } from './toRosterTalent'

// The roster's full list in the browser. The prerendered page carries only its first 20 cards; the rest
// comes from the roster file (`virtual:roster`: the snapshot's talents with the traits the height, hair
// and eye filters read), which Vite emits as its own hashed chunk (fetched once on demand, cached
// forever, never inlined in a page), or, when the Worker wrote the live roster into the page because it
// differs from the build, the live list from the Worker. Browser-only: nothing here is filled while
// prerendering.

let staticList: RosterTalent[] | undefined
let staticLoad: Promise<RosterTalent[]> | undefined

/** The roster as built: every talent of the snapshot (all site categories), in CMS order, with traits. */
export function loadStaticRoster(): Promise<RosterTalent[]> {
  staticLoad ??= import('virtual:roster').then((m) => {
    staticList = m.default.flatMap(toRosterTalent)
    return staticList
  })
  // A failed chunk load may succeed on the next try.
  staticLoad.catch(() => {
    staticLoad = undefined
  })
  return staticLoad
}

/**
 * The live roster from the Worker (`GET /api/talents`): the CMS as it is now, so a talent added or removed
 * since the build shows up. It has no traits (lib/roster/builtTraits adds the built ones). Rejects on any
 * failure; the caller keeps what it shows.
 */
export async function fetchLiveRoster(): Promise<RosterTalent[]> {
  const response = await fetch(apiPaths.talents, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${apiPaths.talents} answered ${response.status}`)
  const body: unknown = await response.json()
  if (!is(body, array(unknown()))) throw new Error(`GET ${apiPaths.talents} did not answer a list`)
  return body.flatMap(toRosterTalent)
}
