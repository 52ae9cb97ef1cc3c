// https://vike.dev/onBeforePrerenderStart
import { profileRoute } from '../../../components/roster/talentPaths'
import { locales } from '../../../lib/i18n/locales'
import { urlFor } from '../../../lib/routes'
import { prerenderShard, rendersTalent } from '../../../lib/snapshot/prerenderShard'
import { snapshot } from '../../../lib/snapshot/readSnapshot.server'

/**
 * Every talent of the snapshot at its one canonical URL, in both languages (only this process's part of
 * the roster when scripts/prerender.ts splits the prerender, see lib/snapshot/prerenderShard).
 */
export function onBeforePrerenderStart() {
  const shard = prerenderShard()
  return snapshot()
    .talents()
    .filter((_, position) => rendersTalent(shard, position))
    .flatMap((talent) => locales.map((locale) => urlFor(profileRoute(talent), locale)))
}
