/** sessionStorage key: when the page last reloaded itself after a failed chunk. */
const lastReloadKey = 'chunk-reload-at'
/** At most one reload per minute (spec section 9), so a broken deployment never loops. */
const guardMs = 60_000

function reloadOnce() {
  try {
    const last = Number(sessionStorage.getItem(lastReloadKey) ?? 0)
    if (Date.now() - last < guardMs) return
    sessionStorage.setItem(lastReloadKey, String(Date.now()))
  } catch {
    return
  }
  window.location.reload()
}

function isChunkError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  )
}

/**
 * A route chunk that fails to load (usually a deployment replaced it) reloads the page, at most once per
 * 60 s. Vike itself falls back to a full page load for a failed client navigation; this covers the chunks
 * of the page being hydrated and Vite's preloads.
 */
export function reloadOnChunkError() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault()
    reloadOnce()
  })
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkError(event.reason)) reloadOnce()
  })
}
