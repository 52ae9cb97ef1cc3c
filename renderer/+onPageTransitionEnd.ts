// https://vike.dev/onPageTransitionEnd
export function onPageTransitionEnd() {
  delete document.documentElement.dataset.navigating
}
