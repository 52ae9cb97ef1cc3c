/**
 * The favorites as stored in the browser (spec section 1: localStorage, key `favorites`, a map keyed by
 * talent id). Dependency-free: the inline head script (renderer/themeScript) reads the key and the mark, and
 * the store (lib/state/favorites) reads and orders the entries.
 */
export const storageKey = 'favorites'

/**
 * The data attribute on `<html>` that says, from before the first paint, that the visitor has kept any
 * (renderer/themeScript sets it): the favorites page shows its loading line rather than its empty state,
 * and wakes its island at load (components/favorites/Favorites.css, pages/favorites).
 */
export const keptMark = 'favorites'

/** The stored map as it is, or {} when absent or unreadable. */
export function readStoredFavorites(storage: {
  getItem(key: string): string | null
}): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '{}')
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/**
 * When a talent is added, in ms: now, or just after the latest kept (strictly increasing, so talents added
 * in one go, a shared list, keep their order). Example: `nextAddedAt({ 1: { addedAt: 5 } }, 3)` → 6.
 */
export function nextAddedAt(items: Readonly<Record<string, unknown>>, now = Date.now()): number {
  const latest = Math.max(
    0,
    ...Object.values(items).map((f) => {
      const at = (f as { addedAt?: unknown } | null)?.addedAt
      return typeof at === 'number' ? at : 0
    }),
  )
  return Math.max(now, latest + 1)
}
