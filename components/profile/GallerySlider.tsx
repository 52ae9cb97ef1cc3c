import { type KeyboardEvent, useState } from 'react'
import type { Swiper as SwiperClass } from 'swiper'
import { A11y } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import { useT } from '../../lib/i18n/useT'
import { imageAttrs } from '../../lib/media/imageAttrs'
import type { Image } from '../../lib/schemas/snapshot'
import { limits } from '../../lib/site'
import './GallerySlider.css'
import { pairSlides } from './pairSlides'

// An image's width in the stage (GallerySlider.css, Profile.css): below 1024 px the screen's width, a
// portrait half of it beside its pair; from 1024 px the media column (3/4 of the page) is at most
// 52vw tall, so a 3:4 portrait is at most 39vw wide and a landscape the column's width.
const sizes = {
  portrait: '(min-width: 1024px) 39vw, 50vw',
  landscape: '(min-width: 1024px) 72vw, 100vw',
}

/**
 * A gallery as slides: a landscape image fills a slide, portraits pair two per slide (pairSlides). One
 * slide per view, speed 1000, loop only with more than one slide; labelled arrows and the arrow keys
 * (while the slider has focus: the page's other arrow-key users, such as the tabs, keep theirs).
 */
export function GallerySlider({
  images,
  name,
  label,
}: {
  images: readonly Image[]
  name: string
  label: string
}) {
  const t = useT()
  const [swiper, setSwiper] = useState<SwiperClass | null>(null)
  const [index, setIndex] = useState(0)
  const slides = pairSlides(images)
  const several = slides.length > 1
  let photo = 0
  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || !swiper) return
    if (event.key === 'ArrowLeft') swiper.slidePrev()
    else if (event.key === 'ArrowRight') swiper.slideNext()
    else return
    event.preventDefault()
  }
  return (
    <section
      className="gallery-slider"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={several ? 0 : -1}
      onKeyDown={onKeyDown}
    >
      <Swiper
        modules={[A11y]}
        slidesPerView={1}
        speed={limits.profileSlideSpeed}
        loop={several}
        a11y={{ enabled: true, slideLabelMessage: '{{index}} / {{slidesLength}}' }}
        onSwiper={setSwiper}
        onSlideChange={(s) => setIndex(s.realIndex)}
      >
        {slides.map((slide, i) => (
          <SwiperSlide
            key={slide.map((img) => img.src).join(' ')}
            className={slide.length === 2 ? 'gallery-slide gallery-slide--pair' : 'gallery-slide'}
          >
            {slide.map((img) => {
              photo += 1
              const orientation = img.width > img.height ? 'landscape' : 'portrait'
              const attrs = imageAttrs(img.src, sizes[orientation])
              return (
                <img
                  key={img.src}
                  {...attrs}
                  width={img.width || attrs.width}
                  height={img.height || attrs.height}
                  alt={t('profile.photo', { name, number: photo, total: images.length })}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'auto'}
                  decoding="async"
                  data-orientation={orientation}
                />
              )
            })}
          </SwiperSlide>
        ))}
      </Swiper>
      {several && (
        <div className="gallery-slider__controls">
          <button
            type="button"
            className="gallery-slider__arrow"
            aria-label={t('common.slider.previous')}
            onClick={() => swiper?.slidePrev()}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M15 4l-8 8 8 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
          <span className="gallery-slider__counter" aria-hidden="true">
            {index + 1} / {slides.length}
          </span>
          <button
            type="button"
            className="gallery-slider__arrow"
            aria-label={t('common.slider.next')}
            onClick={() => swiper?.slideNext()}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M9 4l8 8-8 8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
        </div>
      )}
    </section>
  )
}
