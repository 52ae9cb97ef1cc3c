import type { MouseEvent, ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Route } from '../../lib/routes'
import { Link } from '../Link'

/**
 * Whether the history entry before this one is a page of this site. The Navigation API lists only the
 * same-origin entries around the current one, so an index above 0 says so exactly; elsewhere a same-origin
 * referrer (with something to go back to) is the best guess.
 */
function previousEntryIsSite(): boolean {
  const nav = (window as { navigation?: { currentEntry?: { index: number } | null } }).navigation
  if (nav?.currentEntry) return nav.currentEntry.index > 0
  try {
    return (
      history.length > 1 && document.referrer !== '' && new URL(document.referrer).origin === location.origin
    )
  } catch {
    return false
  }
}

/**
 * Back to the previous page when it is a page of this site (reached by client navigation, or a full load
 * with a same-origin referrer: history back, keeping its scroll position), else to `fallback`. A real
 * link, so it works before hydration and in a new tab.
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
  const { isHydration } = usePageContext()
  // Decided on click: a page reached by client navigation always has a page of this site before it.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const fromSite = !isHydration || previousEntryIsSite()
    if (!fromSite || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    // Vike's client router listens for link clicks on the document and does not check defaultPrevented:
    // stop the click here, or it would also navigate to the link's own href.
    event.stopPropagation()
    history.back()
  }
  return (
    <Link to={fallback} className={className} onClick={onClick}>
      {children}
    </Link>
  )
}
