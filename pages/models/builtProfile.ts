import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { locales } from '../../lib/i18n/locales'
import { type TalentScreen, talentPath, talentRoute } from '../../lib/routes/talentRoute'
import type { Profile } from '../../lib/schemas/snapshot'
import { prerenderShard, rendersTalent } from '../../lib/snapshot/prerenderShard'
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
    .flatMap((talent) => locales.map((locale) => talentPath(talent, locale, screen)))
}
