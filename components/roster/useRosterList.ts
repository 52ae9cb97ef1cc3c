import { useRef, useState } from 'react'
import type { RosterTalent } from '../../lib/roster/filterTalents'
import { useLoad } from '../useLoad'
import { fetchLiveRoster, loadStaticRoster, withTraits } from './rosterSource'

export type RosterList = {
  /** The full list once known (all categories), else the prerendered first cards of the route. */
  talents: RosterTalent[]
  /** Whether `talents` is the whole roster. */
  complete: boolean
  /** The full list is needed but not here yet (the only case that shows a loading state). */
  waiting: boolean
}

/**
 * The list behind the roster: starts with the prerendered cards (what the HTML shows, so hydration
 * matches), loads the static full list when `needFull` (a filter, or scrolling past the first cards),
 * and after hydration always asks the Worker for the live list, which replaces whatever is shown: changed
 * names and covers, new talents, removed ones. The live list has no traits: with `needTraits` (a height,
 * hair or eye filter) the static list is loaded for them too. A failed load keeps what is shown and logs.
 */
export function useRosterList(
  first: RosterTalent[],
  total: number,
  needFull: boolean,
  needTraits: boolean,
): RosterList {
  const [full, setFull] = useState<{ list: RosterTalent[]; live: boolean } | undefined>(undefined)
  const [built, setBuilt] = useState<RosterTalent[] | undefined>(undefined)
  const live = useRef(full?.live ?? false)

  useLoad(
    fetchLiveRoster,
    {
      done: (list) => {
        live.current = true
        setFull({ list, live: true })
      },
      failed: (error) => console.warn('roster: live refresh failed, keeping the built list', error),
    },
    [],
  )

  const wantStatic = (needFull && full === undefined) || (needTraits && built === undefined)
  useLoad(
    wantStatic ? loadStaticRoster : null,
    {
      done: (list) => {
        setBuilt(list)
        if (!live.current) setFull((current) => current ?? { list, live: false })
      },
      failed: (error) => {
        console.error('roster: could not load the full list', error)
        // Stop waiting: show what we have rather than a loading state forever.
        setBuilt((current) => current ?? [])
        setFull((current) => current ?? { list: first, live: false })
      },
    },
    [wantStatic, first],
  )

  if (full) {
    if (!full.live) return { talents: full.list, complete: true, waiting: false }
    if (built) return { talents: withTraits(full.list, built), complete: true, waiting: false }
    return { talents: full.list, complete: true, waiting: needTraits }
  }
  const complete = first.length >= total
  return { talents: first, complete, waiting: needFull && !complete }
}
