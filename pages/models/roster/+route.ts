// https://vike.dev/route-function
import type { PageContext } from 'vike/types'
import { isCategory } from '../../../lib/categories'

/** `/models` and `/models/{image|mainboard|development}` (language-neutral paths, see +onBeforeRoute). */
export default function route(pageContext: PageContext) {
  const match = /^\/models(?:\/([^/]+))?$/.exec(pageContext.urlPathname)
  if (!match) return false
  const category = match[1]
  if (category !== undefined && !isCategory(category)) return false
  return { routeParams: category ? { category } : {} }
}
