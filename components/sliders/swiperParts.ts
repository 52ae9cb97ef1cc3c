// Swiper's code, in a chunk of its own that sliders load on demand (swiperOnDemand.ts). Its stylesheets are
// imported by the sliders themselves, so the first paint is styled before this arrives.
export { A11y, Keyboard, Pagination } from 'swiper/modules'
export { Swiper, SwiperSlide } from 'swiper/react'
