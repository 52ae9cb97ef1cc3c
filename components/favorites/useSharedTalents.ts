import { useRef, useState } from 'react'
import type { RosterTalent } from '../../lib/roster/filterTalents'
import { talentPath } from '../../lib/routes/talentRoute'
import type { FavoriteTalent } from '../../lib/state/favorites'
import { capitalizeWords } from '../../lib/text/capitalizeWords'
import { fetchLiveRoster, loadStaticRoster } from '../roster/rosterSource'
import { useLoad } from '../useLoad'

export type Shared = { status: 'idle' | 'loading' | 'ready'; talents: FavoriteTalent[]; missing: number }

/** A roster entry as a favorite: what the card needs, with the Portuguese profile path. */
export function toFavorite(t: RosterTalent): FavoriteTalent {
  return { id: t.id, name: capitalizeWords(t.name), cover: t.cover, path: talentPath(t, 'pt') }
}

/**
 * The talents of a shared link, looked up in the roster: the static list first (quick), then the live one
 * (a talent newer than the build, or gone since). Ids found in neither are counted as missing.
 */
export function useSharedTalents(ids: readonly number[]): Shared {
  const key = ids.join(',')
  const [found, setFound] = useState<{ key: string; talents: FavoriteTalent[]; missing: number } | null>(null)
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
