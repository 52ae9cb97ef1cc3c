import { array, is, type, unknown } from 'superstruct'
import { apiPaths } from '../../lib/http/api'
import type { RosterTalent } from '../../lib/roster/filterTalents'
import { toRosterTalent } from './toRosterTalent'

// The roster's full list in the browser. The prerendered page carries only its first 20 cards; the rest
// comes from the roster file (`virtual:roster`: the snapshot's talents with the traits the height, hair
// and eye filters read), which Vite emits as its own hashed chunk (fetched once on demand, cached
// forever, never inlined in a page), and the live list from the Worker then replaces it. Both are kept
// for the session, so a back navigation renders the long list at once and its scroll position can be
// restored. Browser-only: nothing here is filled while prerendering.

let staticList: RosterTalent[] | undefined
let staticLoad: Promise<RosterTalent[]> | undefined
let liveList: RosterTalent[] | undefined

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

/** The freshest full list already in memory this session (live over static), if any. */
export function cachedRoster(): { list: RosterTalent[]; live: boolean } | undefined {
  if (liveList) return { list: liveList, live: true }
  if (staticList) return { list: staticList, live: false }
  return undefined
}

/** The built list, if loaded this session (the traits of the live list come from it). */
export function cachedStaticRoster(): RosterTalent[] | undefined {
  return staticList
}

/**
 * The live roster from the Worker (`GET /api/talents`): the CMS as it is now, so a talent added or removed
 * since the build shows up. It has no traits (`withTraits` adds the built ones). Rejects on any failure;
 * the caller keeps what it shows.
 */
export async function fetchLiveRoster(): Promise<RosterTalent[]> {
  const response = await fetch(apiPaths.talents, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET ${apiPaths.talents} answered ${response.status}`)
  const body: unknown = await response.json()
  const items = is(body, array(unknown())) ? body : is(body, Paged) ? body.data : null
  if (!items) throw new Error('GET /api/talents did not answer a list')
  liveList = items.flatMap(toRosterTalent)
  return liveList
}

/** The paged form of the answer (`{ data: [...] }`). */
const Paged = type({ data: array(unknown()) })

const merged = new WeakMap<readonly RosterTalent[], RosterTalent[]>()

/**
 * The live list with each talent's traits from the built list (the live roster has none): a talent newer
 * than the build has none and passes no height, hair or eye filter until the next build. Made once per
 * pair of lists.
 */
export function withTraits(live: readonly RosterTalent[], built: readonly RosterTalent[]): RosterTalent[] {
  let list = merged.get(live)
  if (!list) {
    const traits = new Map(built.map((t) => [t.id, t]))
    list = live.map((t) => {
      const b = traits.get(t.id)
      return b ? { ...t, height: b.height ?? null, hair: b.hair ?? null, eyes: b.eyes ?? null } : t
    })
    merged.set(live, list)
  }
  return list
}
