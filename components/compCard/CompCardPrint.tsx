import type { ReactNode } from 'react'
import { useT } from '../../lib/i18n/useT'
import { compCardId } from '../../lib/routes/talentRoute'
import './CompCard.css'

/**
 * What a page prints when it holds comp cards: the cards alone, two A5 pages each (CompCard.css), from the
 * browser's own Print as from the "Comp card (PDF)" actions. Hidden on screen. Placed outside every island,
 * so the cards are HTML that never hydrates. The profile's holds its talent's card and is its preview
 * (`preview`: the `#comp-card` fragment shows it on screen, with how to print it); the favorites page's is
 * empty until its action gathers the selection's cards into it (printCompCards).
 */
export function CompCardPrint({ preview = false, children }: { preview?: boolean; children?: ReactNode }) {
  const t = useT()
  return (
    <div className="comp-cards" data-comp-cards="" id={preview ? compCardId : undefined}>
      {preview && <p className="comp-cards__hint">{t('compCard.printHint')}</p>}
      {children}
    </div>
  )
}
