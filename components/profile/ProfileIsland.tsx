import type { Profile } from '../../lib/schemas/snapshot'
import { Island } from '../islands/Island'
import { LiveProfile } from './LiveProfile'

/**
 * The profile page's island (pages/models/profile): the built profile, woken by the visitor's first touch.
 * The live profile, when it differs, is in the HTML already: the Worker writes it in at the marks the
 * profile's components render (functions/liveProfilePage.ts, lib/profile/profileMarks).
 */
export function ProfileIsland({ profile, whatsapp = null }: { profile: Profile; whatsapp?: string | null }) {
  return <Island name="profile" component={LiveProfile} props={{ profile, whatsapp }} />
}
