import type { Locale } from '../../lib/i18n/locales'
import { resolvePath, urlFor } from '../../lib/routes'

/** A stored (Portuguese) profile path in the page's language: `/modelos/image/3/bia` → `/en/models/image/3/bia`. */
export function localizedPath(path: string, locale: Locale): string {
  const resolution = resolvePath(path)
  return resolution.type === 'page' ? urlFor(resolution.route, locale) : path
}
