import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { type TalentScreen, talentPath, talentRoute } from '../../lib/routes/talentRoute'
import type { Profile } from '../../lib/schemas/snapshot'
import { snapshot } from '../../lib/snapshot/readSnapshot.server'

/**
 * The built talent a profile or comp card URL names (+data of pages/models/profile and comp-card): a
 * wrong category or slug goes to the canonical URL of the same page, an unknown id is a 404.
 */
export function builtProfile(pageContext: PageContextServer, screen: TalentScreen): Profile {
  const { category, id, slug } = pageContext.routeParams
  const n = Number(id)
  const talent = String(n) === id ? snapshot().talent(n) : undefined
  if (!talent) throw render(404)
  const canonical = talentRoute(talent)
  if (canonical.screen === 'profile' && (canonical.category !== category || canonical.slug !== slug)) {
    throw redirect(talentPath(talent, pageContext.locale, screen), 301)
  }
  return snapshot().profile(talent.id)
}
