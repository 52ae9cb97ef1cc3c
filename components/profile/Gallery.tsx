import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { useT } from '../../lib/i18n/useT'
import type { Image } from '../../lib/schemas/snapshot'
import { GallerySlider } from './GallerySlider'

type Kind = 'book' | 'snap' | 'compo'

/**
 * The book (portfolio), snap (digitals) and compo (composites) galleries as tabs, each only when it has
 * images, all in the same slider; the arrow
 * keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
 */
export function Gallery({
  book,
  snap,
  compo,
  name,
}: {
  book: readonly Image[]
  snap: readonly Image[]
  compo: readonly Image[]
  name: string
}) {
  const t = useT()
  const id = useId()
  const galleries = { book, snap, compo }
  const kinds = (['book', 'snap', 'compo'] as const).filter((k) => galleries[k].length > 0)
  const [active, setActive] = useState<Kind>(kinds[0] ?? 'book')
  const tabs = useRef<Partial<Record<Kind, HTMLButtonElement | null>>>({})
  if (kinds.length === 0) return null
  const current = kinds.includes(active) ? active : (kinds[0] as Kind)

  const onKeyDown = (event: KeyboardEvent) => {
    const at = kinds.indexOf(current)
    const to =
      event.key === 'ArrowRight'
        ? kinds[(at + 1) % kinds.length]
        : event.key === 'ArrowLeft'
          ? kinds[(at - 1 + kinds.length) % kinds.length]
          : event.key === 'Home'
            ? kinds[0]
            : event.key === 'End'
              ? kinds[kinds.length - 1]
              : undefined
    if (!to) return
    event.preventDefault()
    setActive(to)
    tabs.current[to]?.focus()
  }

  return (
    <div className="gallery">
      <div className="gallery__tabs" role="tablist" aria-label={t('profile.galleries')}>
        {kinds.map((k) => (
          <button
            key={k}
            ref={(el) => {
              tabs.current[k] = el
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${k}`}
            aria-selected={current === k}
            aria-controls={`${id}-panel-${k}`}
            tabIndex={current === k ? 0 : -1}
            onClick={() => setActive(k)}
            onKeyDown={onKeyDown}
          >
            {t(`profile.${k}`)}
          </button>
        ))}
      </div>
      {kinds.map((k) => (
        <div
          key={k}
          role="tabpanel"
          id={`${id}-panel-${k}`}
          aria-labelledby={`${id}-tab-${k}`}
          hidden={current !== k}
          className="gallery__panel"
        >
          {current === k && (
            <GallerySlider
              // A new photo from the live refresh rebuilds the slider rather than patching Swiper's DOM.
              key={galleries[k].map((img) => img.src).join(' ')}
              images={galleries[k]}
              name={name}
              label={t(`profile.${k}`)}
            />
          )}
        </div>
      ))}
    </div>
  )
}
