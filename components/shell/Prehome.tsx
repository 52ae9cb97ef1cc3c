import { useT } from '../../lib/i18n/useT'
import { imageAttrs } from '../../lib/media/imageAttrs'
import type { Slide } from '../../lib/schemas/snapshot'
import { site } from '../../lib/site'
import { CloseIcon } from './icons'
import './Prehome.css'

/**
 * The full-screen splash on entry at a home URL, once per visit: plain HTML and CSS. renderer/themeScript
 * decides before first paint (it sets `<html data-prehome>` and remembers the visit in sessionStorage), so
 * the splash is there from the first frame and the page underneath renders as usual; the same inline
 * script focuses it as soon as it is parsed and closes it on a click, on any key, or 5 s later, from the
 * first paint (no script file to wait for). Should that script stop, CSS hides it after 10 s (Prehome.css). The slides follow each other in CSS, as the spec's autoplay
 * (delay 3000 ms, speed 1500 ms) would show them in the 5 s the splash stays: the first, then the second
 * fading in; none moves under reduced motion.
 */
export function Prehome({ slides }: { slides: readonly Slide[] }) {
  const t = useT()
  const playable = slides.filter((s) => s.video === null && (s.desktop || s.mobile))
  if (playable.length === 0) return null
  // The splash closes before a third slide could show.
  const shown = playable.slice(0, 2)
  return (
    <div
      className="prehome"
      role="dialog"
      aria-modal="true"
      aria-label={t('common.prehome.label')}
      tabIndex={-1}
      data-testid="prehome"
      data-prehome-dialog=""
    >
      {shown.map((slide, i) => (
        <div key={slide.id} className="prehome-slide">
          <PrehomeSlide slide={slide} first={i === 0} />
        </div>
      ))}
      <p className="prehome-name" aria-hidden="true">
        {site.name}
      </p>
      <button type="button" className="prehome-close icon-button" aria-label={t('common.prehome.close')}>
        <CloseIcon />
      </button>
    </div>
  )
}

function PrehomeSlide({ slide, first }: { slide: Slide; first: boolean }) {
  const mobile = slide.mobile ?? slide.desktop
  const desktop = slide.desktop ?? slide.mobile
  if (slide.type === 'video') {
    return (
      <video
        className="prehome-media"
        muted
        loop
        playsInline
        autoPlay
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
