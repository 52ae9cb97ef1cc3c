import { type FocusEvent, type ReactNode, useEffect, useRef } from 'react'
import type { Swiper as SwiperClass } from 'swiper'
import 'swiper/css'
import 'swiper/css/pagination'
import { useT } from '../../lib/i18n/useT'
import { ArrowLeftIcon } from '../shell/icons'
import { setAutoplayStep, shownSlide } from './plainSlider'
import { useSwiperOnDemand } from './swiperOnDemand'
import { useReducedMotion } from './useReducedMotion'
import './Slider.css'

export type SliderItem = { key: string; content: ReactNode }

type SliderProps = {
  items: readonly SliderItem[]
  /** The carousel's accessible name. */
  label: string
  /** Transition length in ms. */
  speed: number
  /** Autoplay delay in ms; none when omitted. */
  delay?: number
  /** Arrows and pagination (shown only with more than one slide). */
  controls?: boolean
  className?: string
}

/**
 * One slide per view (Swiper). Loop, arrows and pagination only with more than one slide; with reduced
 * motion there is no autoplay and no transition.
 *
 * Swiper itself arrives on demand (swiperOnDemand): on the first pointer, touch or focus on the slider,
 * or on an arrow or bullet (whose move then happens). Until then the slider is Swiper's own markup with
 * the first slide showing, which is also what the server renders. The autoplay is the page's first
 * script's (./plainSlider: it moves that markup as Swiper would, then steps Swiper once it runs), so there
 * is one, whether the island is awake or not; Swiper starts at the slide it shows.
 */
/** Moves to slide `index`, keeping the focus on its bullet when a bullet had it. */
function goTo(swiper: SwiperClass, index: number) {
  const hadFocus = document.activeElement === document.body || document.activeElement === null
  swiper.slideToLoop(index)
  if (hadFocus) swiper.pagination.bullets[index]?.focus()
}

export function Slider({ items, label, speed, delay, controls = true, className }: SliderProps) {
  const t = useT()
  const reducedMotion = useReducedMotion()
  const { parts, swiper, request, onSwiper } = useSwiperOnDemand()
  const several = items.length > 1
  const autoplays = several && delay !== undefined && !reducedMotion
  const pagination = controls && several
  const bulletLabel = (index: number) => t('common.slider.goTo', { number: String(index) })

  const section = useRef<HTMLElement>(null)
  // Swiper, once it runs, takes the autoplay's steps (./plainSlider).
  useEffect(() => {
    const slider = section.current
    if (!swiper || !slider || !autoplays) return
    setAutoplayStep(slider, () => swiper.slideNext())
    return () => setAutoplayStep(slider, null)
  }, [swiper, autoplays])

  const slides = parts ? (
    <parts.Swiper
      modules={[parts.A11y, parts.Keyboard, parts.Pagination]}
      slidesPerView={1}
      speed={reducedMotion ? 0 : speed}
      initialSlide={shownSlide(section.current)}
      loop={several}
      keyboard={{ enabled: several, onlyInViewport: true }}
      pagination={pagination ? { clickable: true } : false}
      a11y={{
        enabled: true,
        prevSlideMessage: t('common.slider.previous'),
        nextSlideMessage: t('common.slider.next'),
        paginationBulletMessage: t('common.slider.goTo', { number: '{{index}}' }),
        slideLabelMessage: '{{index}} / {{slidesLength}}',
      }}
      onSwiper={onSwiper}
    >
      {items.map((item) => (
        <parts.SwiperSlide key={item.key}>{item.content}</parts.SwiperSlide>
      ))}
    </parts.Swiper>
  ) : (
    <div className="swiper">
      <div className="swiper-wrapper">
        {items.map((item, i) => (
          <div key={item.key} className={i === 0 ? 'swiper-slide swiper-slide-active' : 'swiper-slide'}>
            {item.content}
          </div>
        ))}
      </div>
      {pagination && (
        <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
          {items.map((item, i) => (
            <button
              type="button"
              key={item.key}
              className={
                i === 0
                  ? 'swiper-pagination-bullet swiper-pagination-bullet-active'
                  : 'swiper-pagination-bullet'
              }
              aria-label={bulletLabel(i + 1)}
              // Swiper's markup replaces this one: its bullet takes the focus over.
              onClick={() => request((s) => goTo(s, i))}
            />
          ))}
        </div>
      )}
    </div>
  )

  return (
    <section
      ref={section}
      className={`slider${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      // The page's first script plays the autoplay (./plainSlider).
      data-autoplay={several && delay !== undefined ? delay : undefined}
      data-speed={several ? speed : undefined}
      onPointerEnter={() => request()}
      onTouchStart={() => request()}
      // Focus on an arrow (which stays) loads Swiper; focus inside the markup it replaces would be lost.
      onFocus={(event: FocusEvent) => {
        if (!(event.target as Element).closest('.swiper')) request()
      }}
    >
      {slides}
      {controls && several && (
        <div className="slider-arrows">
          <button
            type="button"
            className="slider-arrow"
            aria-label={t('common.slider.previous')}
            onClick={() => request((s) => s.slidePrev())}
          >
            <ArrowLeftIcon />
          </button>
          <button
            type="button"
            className="slider-arrow slider-arrow--next"
            aria-label={t('common.slider.next')}
            onClick={() => request((s) => s.slideNext())}
          >
            <ArrowLeftIcon />
          </button>
        </div>
      )}
    </section>
  )
}
