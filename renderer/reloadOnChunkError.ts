/** sessionStorage key: when the page last reloaded itself after a failed chunk. */
const lastReloadKey = 'chunk-reload-at'
/** At most one reload per minute (spec section 9), so a broken deployment never loops. */
const guardMs = 60_000

/**
 * Reloads the page after a chunk failed to load (usually a deployment replaced it: the island loader,
 * components/islands/boot.ts), at most once per 60 s.
 */
export function reloadOnce(): void {
  try {
    const last = Number(sessionStorage.getItem(lastReloadKey) ?? 0)
    if (Date.now() - last < guardMs) return
    sessionStorage.setItem(lastReloadKey, String(Date.now()))
  } catch {
    return
  }
  window.location.reload()
}
