import { type MouseEvent, useState } from 'react'
import { useT } from '../../lib/i18n/useT'
import './CompCardAction.css'
import { openPrintWindow, printCompCards } from './printCompCards'

type Status = 'idle' | 'preparing' | 'failed' | 'blocked'

/**
 * "Comp card (PDF)": prints the comp cards of `paths` (card page URLs) as one document through the browser's
 * print dialog (components/compCard/printCompCards). With `href` it is a link to that card page, which
 * opens the card before the page's JavaScript runs (to print with the browser's own menu).
 */
export function CompCardAction({
  paths,
  title,
  label,
  href,
}: {
  paths: readonly string[]
  /** The printed document's title (the PDF's default file name). */
  title: string
  label: string
  href?: string
}) {
  const t = useT()
  const [status, setStatus] = useState<Status>('idle')
  const print = (event: MouseEvent) => {
    event.preventDefault()
    const [first] = paths
    if (status === 'preparing' || first === undefined) return
    const target = openPrintWindow(first)
    if (!target) {
      setStatus('blocked')
      return
    }
    setStatus('preparing')
    printCompCards(target, paths, title)
      .then(() => setStatus('idle'))
      .catch((error: unknown) => {
        console.error('comp card: could not prepare the print', error)
        target.close()
        setStatus('failed')
      })
  }
  const message = status === 'idle' ? '' : t(`compCard.${status}`)
  return (
    <div className="comp-card-action">
      {href ? (
        // `data-hold-click`: a click before the profile's island wakes waits for it, then prints (components/islands/boot.ts).
        <a className="button" href={href} target="_blank" rel="noopener" onClick={print} data-hold-click="">
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
