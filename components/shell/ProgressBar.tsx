import './ProgressBar.css'

/**
 * The thin bar at the top from a link's click until the next page replaces this one. Pure CSS, driven by
 * `<html data-navigating>`, which the plain script sets on the click and clears on `pageshow`
 * (components/islands/shell.ts).
 */
export function ProgressBar() {
  return <div className="progress-bar" data-testid="progress-bar" aria-hidden="true" />
}
