// https://vike.dev/data
import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { profileRoute } from '../../../components/roster/talentPaths'
import { urlFor } from '../../../lib/routes'
import { snapshot } from '../../../lib/snapshot/readSnapshot.server'

/** The talent's profile as built; a wrong category or slug goes to the canonical URL, an unknown id is a 404. */
export function data(pageContext: PageContextServer) {
  const { category, id, slug } = pageContext.routeParams
  const n = Number(id)
  const talent = String(n) === id ? snapshot().talent(n) : undefined
  if (!talent) throw render(404)
  const canonical = profileRoute(talent)
  if (canonical.screen === 'profile' && (canonical.category !== category || canonical.slug !== slug)) {
    throw redirect(urlFor(canonical, pageContext.locale), 301)
  }
  return { profile: snapshot().profile(talent.id) }
}

export type Data = Awaited<ReturnType<typeof data>>
