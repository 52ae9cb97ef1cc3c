import { inAwakeIsland } from '../islands/wake'

// A slider before Swiper runs (components/sliders/Slider: Swiper's own markup, prerendered, the first slide
// showing), in the page's first script (components/islands/shell.ts): its arrows and bullets move it, the
// way Swiper would (the wrapper's transform, with Swiper's transition), from the first paint and until its
// island is awake, when React and Swiper take them over; and the one autoplay (the About page's: spec delay
// 5000 ms, speed 2500 ms), for the page's whole life: it moves the markup the same way until Swiper runs,
// then takes Swiper's own step, which the island gives it (`setAutoplayStep`). Swiper starts at the slide shown
// (`shownSlide`). The autoplay waits while the pointer or the focus is on the slider or the page is hidden;
// nothing moves by itself under reduced motion.

const moves = new WeakMap<Element, () => void>()

/** The slider's autoplay step from now on: Swiper's (components/sliders/Slider), or the markup's (null). */
export function setAutoplayStep(slider: Element, next: (() => void) | null): void {
  if (next) moves.set(slider, next)
  else moves.delete(slider)
}

/** The slide shown (0 until the markup moved). */
export function shownSlide(slider: Element | null): number {
  return Number(slider?.getAttribute('data-shown') ?? 0)
}

/** Shows slide `to` (any integer: it wraps) of the prerendered markup; `speed` ms, a cut when it wraps. */
function show(slider: HTMLElement, to: number): void {
  const wrapper = slider.querySelector<HTMLElement>('.swiper-wrapper')
  const count = wrapper?.children.length ?? 0
  if (!wrapper || count < 2) return
  const index = ((to % count) + count) % count
  const wraps = Math.abs(index - shownSlide(slider)) > 1
  slider.setAttribute('data-shown', String(index))
  wrapper.style.transitionDuration = `${wraps ? 0 : Number(slider.dataset.speed ?? 300)}ms`
  wrapper.style.transform = `translate3d(${-100 * index}%, 0, 0)`
  const mark = (selector: string, active: string) => {
    for (const [i, el] of slider.querySelectorAll(selector).entries())
      el.classList.toggle(active, i === index)
  }
  mark('.swiper-wrapper > .swiper-slide', 'swiper-slide-active')
  mark('.swiper-pagination-bullet', 'swiper-pagination-bullet-active')
}

function autoplay(slider: HTMLElement): void {
  const delay = Number(slider.dataset.autoplay)
  const speed = Number(slider.dataset.speed)
  if (!(delay > 0) || (slider.querySelector('.swiper-wrapper')?.children.length ?? 0) < 2) return
  const tick = () => {
    if (!slider.isConnected) return
    if (!document.hidden && !slider.matches(':hover, :focus-within')) {
      const move = moves.get(slider)
      if (move) move()
      else show(slider, shownSlide(slider) + 1)
    }
    setTimeout(tick, delay + speed)
  }
  setTimeout(tick, delay)
}

/** The arrows and bullets of every slider, and the autoplay of those that ask for one (`data-autoplay`). */
export function startSliders(): void {
  document.addEventListener('click', (event) => {
    const control =
      event.target instanceof Element
        ? event.target.closest('.slider-arrow, .swiper-pagination-bullet')
        : null
    const slider = control?.closest<HTMLElement>('.slider')
    if (!control || !slider || inAwakeIsland(slider) || !(control instanceof HTMLButtonElement)) return
    if (control.classList.contains('slider-arrow')) {
      show(slider, shownSlide(slider) + (control.classList.contains('slider-arrow--next') ? 1 : -1))
    } else {
      show(slider, [...slider.querySelectorAll('.swiper-pagination-bullet')].indexOf(control))
    }
  })
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return
  for (const slider of document.querySelectorAll<HTMLElement>('.slider[data-autoplay]')) autoplay(slider)
}
