/** sessionStorage key: when the page last reloaded itself after a failed chunk. */
const lastReloadKey = 'chunk-reload-at'
/** At most one reload per minute (spec section 9), so a broken deployment never loops. */
const guardMs = 60_000

/**
 * Reloads the page after a chunk failed to load because a deployment replaced the page's scripts (the
 * island loader, components/islands/boot.ts), at most once per 60 s. `script` is the failing loader's own
 * file (its `import.meta.url`, whose hashed name changes with every chunk it loads): the page reloads only
 * when the server no longer has it. Firefox and WebKit reject a pending `import()` as soon as the visitor
 * leaves the page (a link, an address typed): a reload then would cancel the visitor's navigation, and the
 * check's own request, aborted with the page or answered 200, keeps the page from it.
 */
export function reloadOnce(script: string): void {
  void fetch(script, { method: 'HEAD', cache: 'no-store' }).then(
    (answer) => {
      if (answer.status === 404 || answer.status === 410) reloadGuarded()
    },
    () => {}, // offline, or the page is going away: nothing to reload
  )
}

function reloadGuarded(): void {
  try {
    const last = Number(sessionStorage.getItem(lastReloadKey) ?? 0)
    if (Date.now() - last < guardMs) return
    sessionStorage.setItem(lastReloadKey, String(Date.now()))
  } catch {
    return
  }
  window.location.reload()
}
