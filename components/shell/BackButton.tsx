import type { MouseEvent } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Route } from '../../lib/routes'
import { Link } from '../Link'
import { ArrowLeftIcon } from './icons'

/**
 * Back to the previous page of this site (history back, keeping its scroll position), or, on a page
 * opened directly, to `fallback`. A real link, so it also works before hydration and in a new tab.
 */
export function BackButton({ fallback, label }: { fallback: Route; label: string }) {
  const { previousPageContext } = usePageContext() as { previousPageContext?: unknown }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!previousPageContext || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    // Vike's client router listens for link clicks on the document and does not check defaultPrevented:
    // stop the click here, or it would also navigate to the link's own href.
    event.stopPropagation()
    window.history.back()
  }
  return (
    <Link to={fallback} className="back-button caps" onClick={onClick}>
      <ArrowLeftIcon size={16} />
      {label}
    </Link>
  )
}
