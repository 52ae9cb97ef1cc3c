import { useCallback, useEffect, useRef, useState } from 'react'
import { useT } from '../../lib/i18n/useT'
import { imageAttrs } from '../../lib/media/imageAttrs'
import type { Slide } from '../../lib/schemas/snapshot'
import { limits, site } from '../../lib/site'
import { Slider } from '../sliders/Slider'
import { useReducedMotion } from '../sliders/useReducedMotion'
import { CloseIcon } from './icons'
import './Prehome.css'

/**
 * The full-screen splash on entry at a home URL, once per visit. renderer/themeScript decides before first
 * paint (it sets `<html data-prehome>` and remembers the visit in sessionStorage), so the splash is there
 * from the first frame and the page underneath renders as usual. Once hydrated it closes on click, on any
 * key, or 5 s later (the original started its timer on mount too). Should the JavaScript never arrive, CSS
 * hides it after 10 s (Prehome.css), so nothing can keep the page covered.
 */
export function Prehome({ slides }: { slides: readonly Slide[] }) {
  const t = useT()
  const reducedMotion = useReducedMotion()
  const [state, setState] = useState<'initial' | 'open' | 'closed'>('initial')
  const dialog = useRef<HTMLDivElement>(null)
  const playable = slides.filter((s) => s.video === null && (s.desktop || s.mobile))

  const close = useCallback(() => {
    delete document.documentElement.dataset.prehome
    setState('closed')
  }, [])

  useEffect(() => {
    const root = document.documentElement
    // Already hidden by the CSS fallback (very slow JavaScript): nothing to show any more.
    const hiddenByCss = dialog.current !== null && getComputedStyle(dialog.current).visibility === 'hidden'
    if (root.dataset.prehome === undefined || hiddenByCss) {
      delete root.dataset.prehome
      setState('closed')
      return
    }
    root.dataset.prehome = 'js'
    setState('open')
  }, [])

  useEffect(() => {
    if (state !== 'open') return
    dialog.current?.focus({ preventScroll: true })
    const timer = window.setTimeout(close, limits.prehomeMs)
    window.addEventListener('keydown', close)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener('keydown', close)
    }
  }, [state, close])

  if (state === 'closed' || playable.length === 0) return null
  const first = playable[0] as Slide
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: any key closes it (a window listener above).
    <div
      ref={dialog}
      className="prehome"
      role="dialog"
      aria-modal="true"
      aria-label={t('common.prehome.label')}
      tabIndex={-1}
      onClick={close}
      data-testid="prehome"
    >
      {state === 'open' && playable.length > 1 && !reducedMotion ? (
        <Slider
          className="prehome-slider"
          label={t('common.prehome.label')}
          items={playable.map((slide, i) => ({
            key: String(slide.id),
            content: <PrehomeSlide slide={slide} first={i === 0} reducedMotion={reducedMotion} />,
          }))}
          delay={limits.prehomeSlides.delay}
          speed={limits.prehomeSlides.speed}
          controls={false}
        />
      ) : (
        <PrehomeSlide slide={first} first reducedMotion={reducedMotion} />
      )}
      <p className="prehome-name" aria-hidden="true">
        {site.name}
      </p>
      <button type="button" className="prehome-close icon-button" aria-label={t('common.prehome.close')}>
        <CloseIcon />
      </button>
    </div>
  )
}

function PrehomeSlide({
  slide,
  first,
  reducedMotion,
}: {
  slide: Slide
  first: boolean
  reducedMotion: boolean
}) {
  const mobile = slide.mobile ?? slide.desktop
  const desktop = slide.desktop ?? slide.mobile
  if (slide.type === 'video') {
    return (
      <video
        className="prehome-media"
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        preload={first ? 'auto' : 'metadata'}
        tabIndex={-1}
        aria-hidden="true"
      >
        {mobile && <source src={mobile} type="video/mp4" media="(max-width: 649.98px)" />}
        {desktop && <source src={desktop} type="video/mp4" />}
      </video>
    )
  }
  // Full screen: the viewport's width; below 650 px the mobile image (spec section 2).
  const small = mobile ? imageAttrs(mobile, '100vw') : null
  return (
    <picture>
      {small && (
        <source
          srcSet={small.srcSet ?? small.src}
          sizes={small.sizes}
          width={small.width}
          height={small.height}
          media="(max-width: 649.98px)"
        />
      )}
      <img
        className="prehome-media"
        {...imageAttrs(desktop ?? '', '100vw')}
        alt={slide.description ?? ''}
        // Lazy: a splash that is not shown (display: none) downloads nothing; shown, it loads at once.
        loading="lazy"
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  )
}
