import { type ReactNode, useState } from 'react'
import type { Swiper as SwiperClass } from 'swiper'
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/pagination'
import { useT } from '../../lib/i18n/useT'
import { ArrowLeftIcon } from '../shell/icons'
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
 */
export function Slider({ items, label, speed, delay, controls = true, className }: SliderProps) {
  const t = useT()
  const reducedMotion = useReducedMotion()
  const [swiper, setSwiper] = useState<SwiperClass | null>(null)
  const several = items.length > 1
  const autoplay =
    several && delay !== undefined && !reducedMotion
      ? { delay, disableOnInteraction: false, pauseOnMouseEnter: true }
      : false
  return (
    <section
      className={`slider${className ? ` ${className}` : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
    >
      <Swiper
        modules={[A11y, Autoplay, Keyboard, Pagination]}
        slidesPerView={1}
        speed={reducedMotion ? 0 : speed}
        loop={several}
        autoplay={autoplay}
        keyboard={{ enabled: several, onlyInViewport: true }}
        pagination={controls && several ? { clickable: true } : false}
        a11y={{
          enabled: true,
          prevSlideMessage: t('common.slider.previous'),
          nextSlideMessage: t('common.slider.next'),
          paginationBulletMessage: t('common.slider.goTo', { number: '{{index}}' }),
          slideLabelMessage: '{{index}} / {{slidesLength}}',
        }}
        onSwiper={setSwiper}
      >
        {items.map((item) => (
          <SwiperSlide key={item.key}>{item.content}</SwiperSlide>
        ))}
      </Swiper>
      {controls && several && (
        <div className="slider-arrows">
          <button
            type="button"
            className="slider-arrow"
            aria-label={t('common.slider.previous')}
            onClick={() => swiper?.slidePrev()}
          >
            <ArrowLeftIcon />
          </button>
          <button
            type="button"
            className="slider-arrow slider-arrow--next"
            aria-label={t('common.slider.next')}
            onClick={() => swiper?.slideNext()}
          >
            <ArrowLeftIcon />
          </button>
        </div>
      )}
    </section>
  )
}
