import { type MouseEvent, useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useT } from '../../lib/i18n/useT'
import type { Route } from '../../lib/routes'
import { Link } from '../Link'

/**
 * Back to the previous page when it is a page of this site (reached by client navigation, or a full load
 * with a same-origin referrer), else to `fallback` (the roster). A real link, so it works before hydration.
 */
export function BackButton({ fallback }: { fallback: Route }) {
  const t = useT()
  const { isHydration } = usePageContext()
  const [fromSite, setFromSite] = useState(false)
  useEffect(() => {
    const sameOriginReferrer = (() => {
      try {
        return document.referrer !== '' && new URL(document.referrer).origin === location.origin
      } catch {
        return false
      }
    })()
    setFromSite(history.length > 1 && (!isHydration || sameOriginReferrer))
  }, [isHydration])
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!fromSite || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    history.back()
  }
  return (
    <Link to={fallback} className="back-button" onClick={onClick}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span>{t('profile.back')}</span>
    </Link>
  )
}
