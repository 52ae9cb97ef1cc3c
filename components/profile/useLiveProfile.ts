import { useState } from 'react'
import type { Profile } from '../../lib/schemas/snapshot'
import { useLoad } from '../useLoad'
import { fetchLiveProfile } from './fetchLiveProfile'

/**
 * The profile as built, replaced after hydration by the live one when it differs (a new photo, a changed
 * measurement). `stale` once the refresh failed or the Worker could only answer its last good copy: the
 * page then shows the snapshot's (or that copy's) data, and says so in `data-live` (ProfileView).
 */
export function useLiveProfile(built: Profile): { profile: Profile; stale: boolean } {
  const [state, setState] = useState({ profile: built, stale: false })
  useLoad(
    () => fetchLiveProfile(built.id),
    {
      done: (live) => {
        const changed = JSON.stringify(live.profile) !== JSON.stringify(built)
        if (changed || live.stale) setState({ profile: changed ? live.profile : built, stale: live.stale })
      },
      failed: (error) => {
        console.warn(`profile ${built.id}: live refresh failed, keeping the built page`, error)
        setState({ profile: built, stale: true })
      },
    },
    [built],
  )
  return state
}
