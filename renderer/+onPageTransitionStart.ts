// https://vike.dev/onPageTransitionStart
/** Shows the progress bar (components/shell/ProgressBar) while the next page loads. */
export function onPageTransitionStart() {
  document.documentElement.dataset.navigating = ''
}
