import type { Locale } from '../../lib/i18n/locales'
import { resolvePath, urlFor } from '../../lib/routes'

/**
 * The comp card of a stored profile path (a favorite keeps its Portuguese profile path), in a language:
 * `/modelos/image/3/bia` → `/en/models/image/3/bia/comp-card`; null for a path that is no profile.
 */
export function compCardPathOf(profilePath: string, locale: Locale): string | null {
  const resolution = resolvePath(profilePath)
  if (resolution.type !== 'page' || resolution.route.screen !== 'profile') return null
  return urlFor({ ...resolution.route, screen: 'compCard' }, locale)
}
