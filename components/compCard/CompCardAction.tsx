import { type MouseEvent, useState } from 'react'
import { useT } from '../../lib/i18n/useT'
import './CompCardAction.css'
import { printCompCards } from './printCompCards'

type Status = 'idle' | 'preparing' | 'failed'

/**
 * "Comp card (PDF)": prints the page's comp cards through the browser's print dialog
 * (components/compCard/printCompCards), after gathering those of `paths` (profile pages) when given. With
 * `href` it is a link (the profile's to its own `#comp-card`, which shows the card to print when no script
 * runs), else a button.
 */
export function CompCardAction({
  paths = [],
  title,
  label,
  href,
}: {
  paths?: readonly string[]
  /** The printed document's title (the PDF's default file name). */
  title: string
  label: string
  href?: string
}) {
  const t = useT()
  const [status, setStatus] = useState<Status>('idle')
  const print = (event: MouseEvent) => {
    event.preventDefault()
    if (status === 'preparing') return
    setStatus('preparing')
    printCompCards(paths, title)
      .then(() => setStatus('idle'))
      .catch((error: unknown) => {
        console.error('comp card: could not prepare the print', error)
        setStatus('failed')
      })
  }
  const message = status === 'idle' ? '' : t(`compCard.${status}`)
  return (
    <div className="comp-card-action">
      {href ? (
        // A link first: a click before the profile's island wakes opens the card's page (its print view).
        <a className="button" href={href} onClick={print}>
          {label}
        </a>
      ) : (
        <button type="button" className="button" onClick={print}>
          {label}
        </button>
      )}
      <p role="status" className="comp-card-action__status">
        {message}
      </p>
    </div>
  )
}
