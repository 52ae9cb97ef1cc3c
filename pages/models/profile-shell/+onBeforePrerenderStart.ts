// https://vike.dev/onBeforePrerenderStart
import { profileShellPaths } from '../../../lib/routes/profileShell'

/** One shell per language (`/__profile-shell`, `/en/__profile-shell`); the Worker serves them. */
export function onBeforePrerenderStart() {
  return Object.values(profileShellPaths)
}
