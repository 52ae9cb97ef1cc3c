// https://vike.dev/onBeforePrerenderStart
import { profileRoute } from '../../../components/roster/talentPaths'
import { locales } from '../../../lib/i18n/locales'
import { urlFor } from '../../../lib/routes'
import { snapshot } from '../../../lib/snapshot/readSnapshot.server'

/** Every talent of the snapshot at its one canonical URL, in both languages. */
export function onBeforePrerenderStart() {
  return snapshot()
    .talents()
    .flatMap((talent) => locales.map((locale) => urlFor(profileRoute(talent), locale)))
}
