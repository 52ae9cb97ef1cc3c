// https://vike.dev/onPageTransitionEnd
import { markRendered } from './renderedUrl'

export function onPageTransitionEnd() {
  delete document.documentElement.dataset.navigating
  markRendered()
}
