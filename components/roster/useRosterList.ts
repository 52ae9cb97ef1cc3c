import { useMemo, useState } from 'react'
import { withBuiltTraits } from '../../lib/roster/builtTraits'
import type { RosterTalent } from '../../lib/roster/filterTalents'
import { useLoad } from '../useLoad'
import { fetchLiveRoster, loadStaticRoster } from './rosterSource'

export type RosterList = {
  /** The full list once known (all categories), else the cards the HTML shows. */
  talents: RosterTalent[]
  /** Whether `talents` is the whole roster. */
  complete: boolean
  /** The full list is needed but not here yet (the only case that shows a loading state). */
  waiting: boolean
}

/**
 * The list behind the roster: starts with the cards the HTML shows (the build's, or the Worker's when it
 * wrote the live roster into the page: functions/rosterPage.ts), so the island's first render is the
 * page's. Only when `needFull` (a filter other than the page's, or scrolling past its cards) does it load
 * the rest: the built
 * list (with its traits), or, when `live` (the Worker found the CMS changed since the build), the Worker's
 * live list, with the built traits merged in when `needTraits` (a height, hair or eye filter) by the
 * Worker's own rule (lib/roster/builtTraits). Nothing is fetched at wake. A failed load keeps what is shown
 * and logs.
 */
export function useRosterList(
  first: RosterTalent[],
  total: number,
  needFull: boolean,
  needTraits: boolean,
  live: boolean,
): RosterList {
  const [liveList, setLiveList] = useState<RosterTalent[] | undefined>(undefined)
  const [built, setBuilt] = useState<RosterTalent[] | undefined>(undefined)
  const [failed, setFailed] = useState({ live: false, built: false })
  // The live list when the page holds it and it can be read; else the built one.
  const fromLive = live && !failed.live

  const wantLive = fromLive && needFull && liveList === undefined
  useLoad(
    wantLive ? fetchLiveRoster : null,
    {
      done: setLiveList,
      failed: (error) => {
        console.warn('roster: live list unavailable, using the built one', error)
        setFailed((f) => ({ ...f, live: true }))
      },
    },
    [wantLive],
  )

  const wantBuilt = needFull && (fromLive ? needTraits : true) && built === undefined && !failed.built
  useLoad(
    wantBuilt ? loadStaticRoster : null,
    {
      done: setBuilt,
      failed: (error) => {
        console.error('roster: could not load the full list', error)
        setFailed((f) => ({ ...f, built: true }))
      },
    },
    [wantBuilt],
  )

  // One merged list per pair of lists: the filters' work per talent is kept by object (filterTalents).
  const merged = useMemo(
    () => (liveList && built ? withBuiltTraits(liveList, built) : undefined),
    [liveList, built],
  )
  const full =
    !needFull && !(liveList ?? built)
      ? undefined
      : fromLive
        ? needTraits && !failed.built
          ? merged
          : (merged ?? liveList)
        : built
  if (full) return { talents: full, complete: true, waiting: false }
  const complete = first.length >= total
  // Stop waiting on a failure: show what is here rather than a loading state forever.
  return { talents: first, complete, waiting: needFull && !complete && !failed.built }
}
