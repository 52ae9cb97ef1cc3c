import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { compCardRoute, profileRoute } from '../../components/roster/talentPaths'
import { locales } from '../../lib/i18n/locales'
import { type Route, urlFor } from '../../lib/routes'
import type { Profile } from '../../lib/schemas/snapshot'
import { prerenderShard, rendersTalent } from '../../lib/snapshot/prerenderShard'
import { snapshot } from '../../lib/snapshot/readSnapshot.server'

/** The pages of a built talent: the profile, and its comp card under the same path. */
type TalentScreen = 'profile' | 'compCard'

const talentRoute = (talent: Parameters<typeof profileRoute>[0], screen: TalentScreen): Route =>
  screen === 'profile' ? profileRoute(talent) : compCardRoute(talent)

/**
 * The built talent a profile or comp card URL names (+data of pages/models/profile and comp-card): a
 * wrong category or slug goes to the canonical URL of the same page, an unknown id is a 404.
 */
export function builtProfile(pageContext: PageContextServer, screen: TalentScreen): Profile {
  const { category, id, slug } = pageContext.routeParams
  const n = Number(id)
  const talent = String(n) === id ? snapshot().talent(n) : undefined
  if (!talent) throw render(404)
  const canonical = profileRoute(talent)
  if (canonical.screen === 'profile' && (canonical.category !== category || canonical.slug !== slug)) {
    throw redirect(urlFor(talentRoute(talent, screen), pageContext.locale), 301)
  }
  return snapshot().profile(talent.id)
}

/**
 * Every talent's page at its one canonical URL, in both languages (+onBeforePrerenderStart of the profile
 * and the comp card; only this process's part of the roster when scripts/prerender.ts splits the
 * prerender, see lib/snapshot/prerenderShard).
 */
export function builtTalentUrls(screen: TalentScreen): string[] {
  const shard = prerenderShard()
  return snapshot()
    .talents()
    .filter((_, position) => rendersTalent(shard, position))
    .flatMap((talent) => locales.map((locale) => urlFor(talentRoute(talent, screen), locale)))
}
