import { array, is, type, unknown } from 'superstruct'
import type { RosterTalent } from '../../lib/roster/filterTalents'
import { liveFetch } from '../islands/liveAnswers'
import { toRosterTalent } from './toRosterTalent'

// The roster's full list in the browser. The prerendered page carries only its first 20 cards; the rest
// comes from the roster file (`virtual:roster`: the snapshot's talents with the traits the height, hair
// and eye filters read), which Vite emits as its own hashed chunk (fetched once on demand, cached
// forever, never inlined in a page), and the live list from the Worker then replaces it. Both are kept
// for the page. Browser-only: nothing here is filled while prerendering.

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
 * since the build shows up. It has no traits (`withTraits` adds the built ones). Rejects on any failure;
 * the caller keeps what it shows.
 */
export async function fetchLiveRoster(): Promise<RosterTalent[]> {
  // The page's first script may have asked already (to see whether the roster changed): that answer is used.
  const response = await liveFetch('/api/talents')
  if (!response.ok) throw new Error(`GET /api/talents answered ${response.status}`)
  const body: unknown = await response.json()
  const items = is(body, array(unknown())) ? body : is(body, Paged) ? body.data : null
  if (!items) throw new Error('GET /api/talents did not answer a list')
  return items.flatMap(toRosterTalent)
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
