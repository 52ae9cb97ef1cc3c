import { proxy, subscribe } from 'valtio/vanilla'
import { nextAddedAt, readStoredFavorites, storageKey } from './favoritesStorage'
import type { FavoriteTalent } from './favoriteTalent'

export type { FavoriteTalent } from './favoriteTalent'
export { storageKey }

/**
 * The visitor's favorites, keyed by talent id: the one store, and its only writer. The page's first script
 * (components/islands/shell.ts: the hearts and the count outside React) and the islands (their hearts, the
 * favorites page) import this same module, so both read and change one list. Module-level on purpose: it
 * holds the visitor's own data, never page data, and stays empty while prerendering; `restored` turns true
 * once localStorage is read (the first script does it at load; an island hydrates with the server's
 * snapshot all the same, components/favorites/useFavorites). Entries are kept as stored; the favorites
 * page lists the well-formed ones (lib/state/favoriteTalent favoriteList).
 */
export const favorites = proxy<{ items: Record<string, FavoriteTalent>; restored: boolean }>({
  items: {},
  restored: false,
})

// The browser globals the store uses, typed here because lib/ also compiles for workerd (no DOM types).
type Browser = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void }
  addEventListener(type: string, listener: (event: { key?: string | null }) => void): void
}

/** The browser's globals, or null while prerendering (Node), in the Worker, or with storage refused. */
function browser(): Browser | null {
  const g = globalThis as Partial<Browser> & { window?: unknown }
  try {
    return g.window !== undefined && g.localStorage && typeof g.addEventListener === 'function'
      ? (g as Browser)
      : null
  } catch {
    // Reading localStorage throws where the visitor blocks site data.
    return null
  }
}

/** The stored entries that are objects (the map of spec section 1); anything else reads as none. */
function readStored(host: Browser): Record<string, FavoriteTalent> {
  const stored = readStoredFavorites(host.localStorage)
  return Object.fromEntries(
    Object.entries(stored).filter(([, v]) => typeof v === 'object' && v !== null),
  ) as Record<string, FavoriteTalent>
}

/** Reads the stored favorites once, then keeps storage and other tabs in step. Idempotent. */
export function restoreFavorites(): void {
  const host = browser()
  if (favorites.restored || !host) return
  favorites.items = readStored(host)
  favorites.restored = true
  subscribe(favorites, () => {
    try {
      const json = JSON.stringify(favorites.items)
      // Unchanged (a re-read of what another tab stored): nothing to write.
      if (host.localStorage.getItem(storageKey) === json) return
      host.localStorage.setItem(storageKey, json)
    } catch (error) {
      console.warn('favorites: could not save', error)
    }
  })
  // Another tab.
  host.addEventListener('storage', (event) => {
    if (event.key === storageKey || event.key === null) favorites.items = readStored(host)
  })
}

export function addFavorite(talent: FavoriteTalent): void {
  const addedAt = talent.addedAt ?? nextAddedAt(favorites.items)
  favorites.items[String(talent.id)] = { ...talent, addedAt }
}

export function removeFavorite(id: number): void {
  delete favorites.items[String(id)]
}

/** Adds the talent, or removes it when already kept. */
export function toggleFavorite(talent: FavoriteTalent): void {
  if (isFavorite(talent.id)) removeFavorite(talent.id)
  else addFavorite(talent)
}

export function isFavorite(id: number): boolean {
  return Object.hasOwn(favorites.items, String(id))
}
