import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { compCardRoute, profileRoute } from '../../components/roster/talentPaths'
import { type Route, urlFor } from '../../lib/routes'
import type { Profile } from '../../lib/schemas/snapshot'
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
