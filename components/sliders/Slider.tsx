import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import type { Swiper as SwiperClass } from 'swiper'
import 'swiper/css'
import 'swiper/css/pagination'
import { useT } from '../../lib/i18n/useT'
import { ArrowLeftIcon } from '../shell/icons'
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
 * One slide per view (Swiper). Loop, arrows and pagination only with more than one slide; autoplay pauses
 * on hover and focus; with reduced motion there is no autoplay and no transition.
 *
 * Swiper itself arrives on demand (swiperOnDemand): on the first pointer, touch or focus on the slider,
 * or on an arrow or bullet (whose move then happens). Until then the slider is Swiper's own markup with
 * the first slide showing, which is also what the server renders, and autoplay moves that markup the way
 * Swiper would (the wrapper's transform, Swiper's transition, a copy of the first slide after the last so
 * the loop goes on forward); Swiper then takes over at the slide showing.
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
  const { parts, request, onSwiper } = useSwiperOnDemand()
  const several = items.length > 1
  const autoplays = several && delay !== undefined && !reducedMotion
  const pagination = controls && several
  const bulletLabel = (index: number) => t('common.slider.goTo', { number: String(index) })

  // Autoplay before Swiper: `position` is the slide shown (items.length: the copy of the first slide).
  const [step, setStep] = useState({ position: 0, moving: false })
  const section = useRef<HTMLElement>(null)
  const count = items.length
  const index = step.position % count
  useEffect(() => {
    if (!autoplays || parts) return
    if (step.moving) {
      const timer = window.setTimeout(() => setStep({ position: index, moving: false }), speed)
      return () => window.clearTimeout(timer)
    }
    let timer = 0
    const advance = () => {
      // Paused as Swiper's autoplay would be: hidden page, pointer on the slider, focus in it.
      if (document.hidden || section.current?.matches(':hover, :focus-within')) {
        timer = window.setTimeout(advance, delay)
        return
      }
      setStep({ position: index + 1, moving: true })
    }
    timer = window.setTimeout(advance, delay)
    return () => window.clearTimeout(timer)
  }, [autoplays, parts, step.moving, index, delay, speed])

  const slides = parts ? (
    <parts.Swiper
      modules={[parts.A11y, parts.Autoplay, parts.Keyboard, parts.Pagination]}
      slidesPerView={1}
      speed={reducedMotion ? 0 : speed}
      initialSlide={index}
      loop={several}
      autoplay={autoplays ? { delay, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
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
      <div
        className="swiper-wrapper"
        style={
          step.position === 0 && !step.moving
            ? undefined
            : {
                transform: `translate3d(${-100 * step.position}%, 0, 0)`,
                transitionDuration: `${step.moving ? speed : 0}ms`,
              }
        }
      >
        {items.map((item, i) => (
          <div key={item.key} className={i === index ? 'swiper-slide swiper-slide-active' : 'swiper-slide'}>
            {item.content}
          </div>
        ))}
        {step.position === count && (
          <div key={`${items[0]?.key}-again`} className="swiper-slide" aria-hidden="true">
            {items[0]?.content}
          </div>
        )}
      </div>
      {pagination && (
        <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
          {items.map((item, i) => (
            <button
              type="button"
              key={item.key}
              className={
                i === index
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
      // Until its island wakes, the page's first script plays the autoplay (components/islands/shell.ts).
      data-autoplay={several && delay !== undefined ? delay : undefined}
      data-speed={several && delay !== undefined ? speed : undefined}
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
