import type { Profile } from '../../lib/schemas/snapshot'
import { ProfileView } from './ProfileView'

/**
 * A built profile as an island (components/islands): woken by the visitor's first touch (its galleries,
 * videos, units, comp card). Its props are the profile the HTML shows: the build's, or the live one the
 * Worker wrote into the page when the CMS changed since, `stale` when that is not the CMS's of now
 * (functions/liveProfilePage.ts). Nothing is fetched when it wakes.
 */
export function LiveProfile({
  profile,
  stale = false,
  whatsapp = null,
}: {
  profile: Profile
  stale?: boolean
  /** The agency's WhatsApp number (the page's, lib/whatsapp): the "ask about" link. */
  whatsapp?: string | null
}) {
  return <ProfileView profile={profile} stale={stale} whatsapp={whatsapp} />
}
