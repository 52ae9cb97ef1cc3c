// The sliders' one autoplay (the About page's: spec delay 5000 ms, speed 2500 ms), in the page's first
// script (components/islands/shell.ts) from the page's load to its end. Until a slider's island has Swiper
// running, it moves the prerendered markup the way Swiper would (the wrapper's transform, with Swiper's
// transition); once Swiper runs, the island hands it Swiper's own step (`handOver`), and Swiper starts at
// the slide showing (`shownSlide`). One timer, one rule for when it waits: the pointer or the focus on the
// slider, or the page hidden; nothing moves under reduced motion.

const moves = new WeakMap<Element, () => void>()

/** The slider's next step from now on: Swiper's (components/sliders/Slider), or back to the markup's (null). */
export function handOver(slider: Element, next: (() => void) | null): void {
  if (next) moves.set(slider, next)
  else moves.delete(slider)
}

/** The slide the autoplay shows (0 before it moved). */
export function shownSlide(slider: Element | null): number {
  return Number(slider?.getAttribute('data-shown') ?? 0)
}

function play(slider: HTMLElement): void {
  const wrapper = slider.querySelector<HTMLElement>('.swiper-wrapper')
  const count = wrapper?.children.length ?? 0
  const delay = Number(slider.dataset.autoplay)
  const speed = Number(slider.dataset.speed)
  if (!wrapper || count < 2 || !(delay > 0)) return
  const tick = () => {
    if (!slider.isConnected) return
    if (!document.hidden && !slider.matches(':hover, :focus-within')) {
      const move = moves.get(slider)
      if (move) move()
      else {
        const index = (shownSlide(slider) + 1) % count
        slider.setAttribute('data-shown', String(index))
        // Back to the first: a cut, not a run back past every slide.
        wrapper.style.transitionDuration = `${index === 0 ? 0 : speed}ms`
        wrapper.style.transform = `translate3d(${-100 * index}%, 0, 0)`
        for (const [i, bullet] of slider.querySelectorAll('.swiper-pagination-bullet').entries()) {
          bullet.classList.toggle('swiper-pagination-bullet-active', i === index)
        }
      }
    }
    setTimeout(tick, delay + speed)
  }
  setTimeout(tick, delay)
}

/** Starts the autoplay of every slider that asks for one (`data-autoplay`: its delay, `data-speed`). */
export function autoplaySliders(): void {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return
  for (const slider of document.querySelectorAll<HTMLElement>('[data-autoplay]')) play(slider)
}
