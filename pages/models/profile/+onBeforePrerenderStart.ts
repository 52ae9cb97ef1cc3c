// https://vike.dev/onBeforePrerenderStart
import { builtTalentUrls } from '../builtProfile'

/**
 * Every talent of the snapshot at its one canonical URL, in both languages (only this process's part of
 * the roster when scripts/prerender.ts splits the prerender, see lib/snapshot/prerenderShard).
 */
export function onBeforePrerenderStart() {
  return builtTalentUrls('profile')
}
