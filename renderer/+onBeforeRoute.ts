// https://vike.dev/onBeforeRoute

import { redirect } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { rosterCardsLocale, rosterCardsLogicalPath } from '../lib/roster/rosterCards'
import { logicalPath, resolvePath } from '../lib/routes'
import { profileShellLocale, profileShellLogicalPath } from '../lib/routes/profileShell'

/** Matches no page: Vike then renders the error page as a 404, with the locale set below. */
const noPage = '/__not-found'

/**
 * One page tree for both languages: the localized URL (`/en/models/image`, `/modelos/image`) is resolved
 * through the route table, and Vike routes on the language-neutral path (`/models/image`) while the page
 * reads `pageContext.locale` and `pageContext.route`.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { pathname, searchOriginal } = pageContext.urlParsed
  const query = searchOriginal ?? ''
  // The profile shells (pages/models/profile-shell) are no route of the table: prerendered, served by the Worker.
  const shellLocale = profileShellLocale(pathname)
  if (shellLocale) {
    return { pageContext: { locale: shellLocale, route: null, urlLogical: profileShellLogicalPath } }
  }
  // The roster cards page (pages/roster-cards) neither: the build turns it into the Worker's cards file.
  const cardsLocale = rosterCardsLocale(pathname)
  if (cardsLocale) {
    return { pageContext: { locale: cardsLocale, route: null, urlLogical: rosterCardsLogicalPath } }
  }
  const resolution = resolvePath(pathname)
  switch (resolution.type) {
    case 'page':
      return {
        pageContext: {
          locale: resolution.locale,
          route: resolution.route,
          urlLogical: `${logicalPath(resolution.route)}${query}`,
        },
      }
    case 'redirect':
      // The edge answers these with a 301 (_redirects); this covers the prerender and the dev server.
      throw redirect(`${resolution.location}${query}`, 301)
    case 'not-found':
      return { pageContext: { locale: resolution.locale, route: null, urlLogical: noPage } }
  }
}
