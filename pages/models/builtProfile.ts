import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { routeOfPage } from '../../lib/routes/pageRoute'
import { talentParams } from '../../lib/routes/screens'
import { talentPath } from '../../lib/routes/talentRoute'
import type { Profile } from '../../lib/schemas/snapshot'
import { snapshot } from '../../lib/snapshot/readSnapshot.server'

/**
 * The built talent a profile URL names (+data of pages/models/profile): a wrong category or slug goes to
 * the canonical URL, an unknown id is a 404.
 */
export function builtProfile(pageContext: PageContextServer): Profile {
  const { category, id, slug } = routeOfPage(pageContext, 'profile')
  const talent = snapshot().talent(id)
  if (!talent) throw render(404)
  const canonical = talentParams(talent)
  if (canonical.category !== category || canonical.slug !== slug) {
    throw redirect(talentPath(talent, pageContext.locale), 301)
  }
  return snapshot().profile(talent.id)
}
