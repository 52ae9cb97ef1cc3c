import { renderToString } from 'react-dom/server'
import type { Locale } from '../../lib/i18n/locales'
import { PageInfoContext } from '../../lib/i18n/pageInfo'
import { talentRoute } from '../../lib/routes/talentRoute'
import type { Profile } from '../../lib/schemas/snapshot'
import { ProfileIsland } from './ProfileIsland'

/**
 * React's own render of a profile page's island for `profile`, in a page of its own: what the build
 * prerenders, for the Worker's test of its rewrite (functions/liveProfilePage.test.ts), which loads this at
 * run time (functions/ imports no component). Never part of a page's bundle.
 */
export function renderProfileIsland(profile: Profile, locale: Locale): string {
  const island = renderToString(
    <PageInfoContext value={{ locale, route: talentRoute(profile) }}>
      <ProfileIsland profile={profile} />
    </PageInfoContext>,
  )
  return `<!doctype html><html lang="${locale}"><head><title>profile</title></head><body><main>${island}</main></body></html>`
}
