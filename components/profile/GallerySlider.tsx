import { type KeyboardEvent, type ReactNode, useState } from 'react'
import 'swiper/css'
import { useT } from '../../lib/i18n/useT'
import { imageAttrs } from '../../lib/media/imageAttrs'
import type { Image } from '../../lib/schemas/snapshot'
import { limits, media } from '../../lib/site'
import './GallerySlider.css'
import { useSwiperOnDemand } from '../sliders/swiperOnDemand'
import { pairSlides } from './pairSlides'

// An image's width in the stage (GallerySlider.css, Profile.css): on a phone the screen's width (one image
// per swipe); up to 1024 px a portrait half of it beside its pair; from 1024 px the media column (3/4 of
// the page) is at most 52vw tall, so a 3:4 portrait is at most 39vw wide and a landscape the column's width.
const sizes = {
  portrait: `${media.desktop} 39vw, ${media.wide} 50vw, 100vw`,
  landscape: `${media.desktop} 72vw, 100vw`,
}

/** On a phone the gallery is a native scroll-snap strip, one image per swipe (CSS): Swiper never loads. */
const strip = () => window.matchMedia(media.phone).matches

/**
 * A gallery as slides: a landscape image fills a slide, portraits pair two per slide (pairSlides). One
 * slide per view, speed 1000, loop only with more than one slide; labelled arrows and the arrow keys
 * (while the slider has focus: the page's other arrow-key users, such as the tabs, keep theirs).
 *
 * Swiper arrives on demand (swiperOnDemand), as in the shared Slider: on the first pointer, touch or focus
 * on the gallery, or an arrow (button or key), whose move then happens. Until then the gallery is Swiper's
 * markup with the first slide showing, which is also what the server renders.
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
  const { parts, request, onSwiper } = useSwiperOnDemand()
  const [index, setIndex] = useState(0)
  const slides = pairSlides(images)
  const several = slides.length > 1
  const onKeyDown = (event: KeyboardEvent) => {
    if (!several || strip()) return
    if (event.key === 'ArrowLeft') request((s) => s.slidePrev())
    else if (event.key === 'ArrowRight') request((s) => s.slideNext())
    else return
    event.preventDefault()
  }
  let photo = 0
  const content = slides.map((slide, i) => ({
    key: slide.map((img) => img.src).join(' '),
    className: slide.length === 2 ? 'gallery-slide gallery-slide--pair' : 'gallery-slide',
    images: slide.map((img): ReactNode => {
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
    }),
  }))
  return (
    <section
      className="gallery-slider"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={several ? 0 : -1}
      onKeyDown={onKeyDown}
      // A single slide never moves: Swiper is not needed for it.
      onPointerEnter={several ? () => strip() || request() : undefined}
      onTouchStart={several ? () => strip() || request() : undefined}
      onFocus={several ? () => strip() || request() : undefined}
    >
      {parts ? (
        <parts.Swiper
          modules={[parts.A11y]}
          slidesPerView={1}
          speed={limits.profileSlideSpeed}
          loop={several}
          a11y={{ enabled: true, slideLabelMessage: '{{index}} / {{slidesLength}}' }}
          onSwiper={onSwiper}
          onSlideChange={(s) => setIndex(s.realIndex)}
        >
          {content.map((slide) => (
            <parts.SwiperSlide key={slide.key} className={slide.className}>
              {slide.images}
            </parts.SwiperSlide>
          ))}
        </parts.Swiper>
      ) : (
        <div className="swiper">
          <div className="swiper-wrapper">
            {content.map((slide, i) => (
              <div
                key={slide.key}
                className={`swiper-slide ${slide.className}${i === 0 ? ' swiper-slide-active' : ''}`}
              >
                {slide.images}
              </div>
            ))}
          </div>
        </div>
      )}
      {several && (
        <div className="gallery-slider__controls">
          <button
            type="button"
            className="gallery-slider__arrow"
            aria-label={t('common.slider.previous')}
            onClick={() => request((s) => s.slidePrev())}
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
            onClick={() => request((s) => s.slideNext())}
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
