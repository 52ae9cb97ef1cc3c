import { useEffect, useState } from 'react'
import type { Profile } from '../../lib/schemas/snapshot'
import { fetchLiveProfile } from './fetchLiveProfile'

/**
 * The profile as built, replaced after hydration by the live one when it differs (a new photo, a changed
 * measurement). A failed refresh keeps the page as it is and logs.
 */
export function useLiveProfile(built: Profile): Profile {
  const [profile, setProfile] = useState(built)
  useEffect(() => {
    let active = true
    fetchLiveProfile(built.id)
      .then((live) => {
        if (active && JSON.stringify(live) !== JSON.stringify(built)) setProfile(live)
      })
      .catch((error: unknown) =>
        console.warn(`profile ${built.id}: live refresh failed, keeping the built page`, error),
      )
    return () => {
      active = false
    }
  }, [built])
  return profile
}
