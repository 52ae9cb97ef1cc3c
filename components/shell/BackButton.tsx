import type { ReactNode } from 'react'
import { useLocale } from '../../lib/i18n/useT'
import { type Route, urlFor } from '../../lib/routes'
import { Link } from '../Link'

/**
 * "Back": a link to the list the page belongs to (`to`: the talent's roster, the news list), in the page's
 * language, so it works with no JavaScript, in a new tab and from a shared link. The page's first script
 * goes back in history instead only when the previous page is that list, or one of `lists` (the whole
 * roster for a profile), so a visitor returns to where they were in it (`data-back`,
 * components/islands/shell.ts).
 */
export function BackButton({
  to,
  lists = [],
  className,
  children,
}: {
  to: Route
  lists?: readonly Route[]
  className: string
  children: ReactNode
}) {
  const locale = useLocale()
  return (
    <Link to={to} className={className} data-back={lists.map((r) => urlFor(r, locale)).join(' ')}>
      {children}
    </Link>
  )
}
