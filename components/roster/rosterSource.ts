import type { RosterTalent } from './filterTalents'

// The roster's full list in the browser. The prerendered page carries only its first 20 cards; the rest
// comes from the snapshot's talents.json, which Vite emits as its own hashed chunk (fetched once on
// demand, cached forever, never inlined in a page), and the live list from the Worker then replaces it.
// Both are kept for the session, so a back navigation renders the long list at once and its scroll
// position can be restored. Browser-only: nothing here is filled while prerendering.

let staticList: RosterTalent[] | undefined
let staticLoad: Promise<RosterTalent[]> | undefined
let liveList: RosterTalent[] | undefined

/** The roster as built: every talent of the snapshot (all site categories), in CMS order. */
export function loadStaticRoster(): Promise<RosterTalent[]> {
  staticLoad ??= import('../../data/talents.json').then((m) => {
    staticList = (m.default as unknown[]).flatMap(toRosterTalent)
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

/**
 * The live roster from the Worker (`GET /api/talents`): the CMS as it is now, so a talent added or removed
 * since the build shows up. Rejects on any failure; the caller keeps what it shows.
 */
export async function fetchLiveRoster(): Promise<RosterTalent[]> {
  const response = await fetch('/api/talents', { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`GET /api/talents answered ${response.status}`)
  const body: unknown = await response.json()
  const items = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data
  if (!Array.isArray(items)) throw new Error('GET /api/talents did not answer a list')
  liveList = items.flatMap(toRosterTalent)
  return liveList
}

const categories = new Set(['mainboard', 'image', 'development'])

/**
 * What a card needs of a talent, or [] for an entry that lacks it. Lenient on purpose (extra fields are
 * fine): one odd entry in a live answer must not cost the visitor the whole roster.
 */
export function toRosterTalent(x: unknown): RosterTalent[] {
  if (typeof x !== 'object' || x === null) return []
  const t = x as Record<string, unknown>
  const cats = Array.isArray(t.categories)
    ? (t.categories.filter((c) => typeof c === 'string' && categories.has(c)) as RosterTalent['categories'])
    : []
  const valid =
    typeof t.id === 'number' &&
    typeof t.name === 'string' &&
    typeof t.slug === 'string' &&
    (t.gender === 'man' || t.gender === 'woman' || t.gender === null) &&
    (t.cover === null || typeof t.cover === 'string') &&
    cats.length > 0
  if (!valid) return []
  return [
    {
      id: t.id as number,
      name: t.name as string,
      slug: t.slug as string,
      gender: t.gender as RosterTalent['gender'],
      cover: t.cover as string | null,
      categories: cats,
    },
  ]
}
