import type { Profile } from '../../lib/schemas/snapshot'
import { ProfileView } from './ProfileView'
import { useLiveProfile } from './useLiveProfile'

/**
 * A built profile as an island (components/islands): woken by the visitor's first touch (its galleries,
 * videos, units, comp card), or by the page's first script when the live profile differs from the built one
 * (a new photo, a changed measurement) or could not be read fresh; it then shows the live one.
 */
export function LiveProfile({
  profile: built,
  whatsapp = null,
}: {
  profile: Profile
  /** The agency's WhatsApp number (the page's, lib/whatsapp): the "ask about" link. */
  whatsapp?: string | null
}) {
  const { profile, stale } = useLiveProfile(built)
  return <ProfileView profile={profile} stale={stale} whatsapp={whatsapp} />
}
