/**
 * Runs `callback` once the page has loaded (the `load` event) and the main thread is next idle, so that
 * optional work (the office map, a slider's library) never competes with the first load and hydration.
 * Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  let idleId: number | undefined
  let timerId: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idleId = window.requestIdleCallback(callback, { timeout })
    else timerId = setTimeout(callback, 1)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idleId !== undefined) window.cancelIdleCallback(idleId)
    if (timerId !== undefined) clearTimeout(timerId)
  }
}
