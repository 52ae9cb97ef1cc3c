import { useCallback, useRef, useState } from 'react'
import type { Swiper as SwiperClass } from 'swiper'

export type SwiperParts = typeof import('./swiperParts')

let loading: Promise<SwiperParts> | undefined
let loaded: SwiperParts | null = null

/**
 * Swiper's chunk, fetched once per page load. A failed chunk rejects (the page's reload check is
 * renderer/reloadOnChunkError's) and the slider stays its HTML, which works. The visitor's next reach asks
 * again; a browser that keeps the failed module for the page's life answers the same (docs/decisions/0075).
 */
function loadSwiperParts(): Promise<SwiperParts> {
  loading ??= import('./swiperParts').then(
    (parts) => {
      loaded = parts
      return parts
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Swiper (some 31 KiB gzip) for one slider, loaded when the visitor first reaches for it rather than with
 * the page: until then the slider is its prerendered markup (first slide showing, arrows and bullets
 * drawn), so the first load and hydration carry none of it. `request(action)` loads it and runs `action`
 * on the instance once it exists (an arrow pressed before it arrived still moves the slider); `parts` is
 * null until then. Once loaded on a page, sliders rendered later on that page start with it.
 */
export function useSwiperOnDemand() {
  // Null at hydration whatever has loaded since: the server rendered the static markup.
  const [parts, setParts] = useState<SwiperParts | null>(() =>
    typeof window === 'undefined' ? null : loaded,
  )
  const [swiper, setSwiper] = useState<SwiperClass | null>(null)
  // Read by `request` rather than the state: an event handled between Swiper's creation and the next
  // render must reach the instance, not wait for an onSwiper that already happened.
  const instance = useRef<SwiperClass | null>(null)
  const pending = useRef<((s: SwiperClass) => void) | null>(null)

  const request = useCallback((action?: (s: SwiperClass) => void) => {
    if (instance.current) {
      action?.(instance.current)
      return
    }
    if (action) pending.current = action
    loadSwiperParts().then(setParts, (error: unknown) => console.warn('slider: Swiper could not load', error))
  }, [])

  const onSwiper = useCallback((created: SwiperClass) => {
    instance.current = created
    setSwiper(created)
    const action = pending.current
    pending.current = null
    if (action) requestAnimationFrame(() => action(created))
  }, [])

  return { parts, swiper, request, onSwiper }
}
