import type { Locale } from '../i18n/locales'
import { resolvePath } from './resolvePath'
import type { Route } from './route'

/**
 * The prerendered profile "shell" of each language: a profile page without a talent, which reads the id
 * from the address bar and loads the profile from `/api/talents/:id`. The Worker serves it (status 200,
 * URL unchanged) for a talent the CMS knows but the build does not. Not a page of its own: noindex, out of
 * the sitemap.
 */
export const profileShellPaths: Readonly<Record<Locale, string>> = {
  pt: '/__profile-shell',
  en: '/en/__profile-shell',
}

/** The language-neutral path Vike routes the shell on (pages/models/profile-shell). */
export const profileShellLogicalPath = '/__profile-shell'

/** The shell's language when `pathname` is a shell path, else null: `profileShellLocale('/en/__profile-shell')` → 'en'. */
export function profileShellLocale(pathname: string): Locale | null {
  if (pathname === profileShellPaths.pt) return 'pt'
  if (pathname === profileShellPaths.en) return 'en'
  return null
}

/**
 * The profile the shell shows: the one in the address bar (browser only, after hydration), or null when
 * the address is no profile URL.
 */
export function shellProfileRoute(pathname: string): Extract<Route, { screen: 'profile' }> | null {
  const resolution = resolvePath(pathname)
  return resolution.type === 'page' && resolution.route.screen === 'profile' ? resolution.route : null
}
