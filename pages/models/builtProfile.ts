import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { routeOfPage } from '../../lib/routes/pageRoute'
import { talentParams } from '../../lib/routes/screens'
import { type TalentScreen, talentPath } from '../../lib/routes/talentRoute'
import type { Profile } from '../../lib/schemas/snapshot'
import { snapshot } from '../../lib/snapshot/readSnapshot.server'

/**
 * The built talent a profile or comp card URL names (+data of pages/models/profile and comp-card): a
 * wrong category or slug goes to the canonical URL of the same page, an unknown id is a 404.
 */
export function builtProfile(pageContext: PageContextServer, screen: TalentScreen): Profile {
  const { category, id, slug } = routeOfPage(pageContext, screen)
  const talent = snapshot().talent(id)
  if (!talent) throw render(404)
  const canonical = talentParams(talent)
  if (canonical.category !== category || canonical.slug !== slug) {
    throw redirect(talentPath(talent, pageContext.locale, screen), 301)
  }
  return snapshot().profile(talent.id)
}
