import type { ReactNode } from 'react'
import { useT } from '../../lib/i18n/useT'
import { compCardId } from '../../lib/routes/talentRoute'
import { fontFacesCss } from '../../renderer/fontScript'
import './CompCard.css'

const printFaces = `@media print{${fontFacesCss}}`

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
      {/* The brand's faces for print, on any view: on screen a visitor's first page keeps its fallback
          faces (renderer/fontScript.ts); a printed card is set in the brand's, fetched when it prints. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: CSS of the build's own constants (a style's text is not escaped). */}
      <style dangerouslySetInnerHTML={{ __html: printFaces }} />
      {preview && <p className="comp-cards__hint">{t('compCard.printHint')}</p>}
      {children}
    </div>
  )
}
