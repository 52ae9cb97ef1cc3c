import type { ReactNode } from 'react'
import type { Route } from '../../lib/routes'
import { Link } from '../Link'

/**
 * Back to the previous page when it is a page of this site (history back, keeping its scroll position),
 * else to `fallback`. A real link, so it works with no JavaScript and in a new tab; the page's first script
 * decides on click (`data-back`, components/islands/shell.ts).
 */
export function BackButton({
  fallback,
  className,
  children,
}: {
  fallback: Route
  className: string
  children: ReactNode
}) {
  return (
    <Link to={fallback} className={className} data-back="">
      {children}
    </Link>
  )
}
