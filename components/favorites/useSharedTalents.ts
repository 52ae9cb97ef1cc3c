import { useRef, useState } from 'react'
import { toFavorite } from '../../lib/favorites/sharedRequest'
import type { RosterTalent } from '../../lib/roster/filterTalents'
import type { FavoriteTalent } from '../../lib/state/favorites'
import { fetchLiveRoster, loadStaticRoster } from '../roster/rosterSource'
import { useLoad } from '../useLoad'

export type Shared = { status: 'idle' | 'loading' | 'ready'; talents: FavoriteTalent[]; missing: number }

/**
 * The talents of a shared link, looked up in the roster: the static list first (quick), then the live one
 * (a talent newer than the build, or gone since). Ids found in neither are counted as missing. `initial`:
 * the talents the Worker already found for these ids (functions/favoritesPage.ts), shown from the first
 * render, so the request its HTML showed is there at once (and what was typed in it is handed over).
 */
export function useSharedTalents(ids: readonly number[], initial?: readonly FavoriteTalent[]): Shared {
  const key = ids.join(',')
  const [found, setFound] = useState<{ key: string; talents: FavoriteTalent[]; missing: number } | null>(
    () => (initial ? { key, talents: [...initial], missing: ids.length - initial.length } : null),
  )
  const liveFor = useRef<string | null>(null)
  const pick = (list: RosterTalent[]) => {
    const wanted = key === '' ? [] : key.split(',').map(Number)
    const byId = new Map(list.map((t) => [t.id, t]))
    const talents = wanted.flatMap((id) => {
      const t = byId.get(id)
      return t ? [toFavorite(t)] : []
    })
    setFound({ key, talents, missing: wanted.length - talents.length })
  }
  const wanted = key !== ''
  useLoad(
    wanted ? loadStaticRoster : null,
    {
      done: (list) => {
        if (liveFor.current !== key) pick(list)
      },
      failed: (error) => console.error('favorites: could not load the roster', error),
    },
    [key],
  )
  useLoad(
    wanted ? fetchLiveRoster : null,
    {
      done: (list) => {
        liveFor.current = key
        pick(list)
      },
      failed: (error) => console.warn('favorites: live roster unavailable, using the built one', error),
    },
    [key],
  )
  if (!wanted) return { status: 'idle', talents: [], missing: 0 }
  if (found?.key !== key)
    return { status: 'loading', talents: found?.talents ?? [], missing: found?.missing ?? 0 }
  return { status: 'ready', talents: found.talents, missing: found.missing }
}
