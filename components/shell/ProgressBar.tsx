import './ProgressBar.css'

/**
 * The thin bar at the top while a client navigation loads. Pure CSS, driven by `<html data-navigating>`
 * which renderer/+onPageTransitionStart and +onPageTransitionEnd set and clear.
 */
export function ProgressBar() {
  return <div className="progress-bar" data-testid="progress-bar" aria-hidden="true" />
}
