import { type Infer, integer, is, nullable, number, object, optional, record, string } from 'superstruct'
import { proxy, subscribe } from 'valtio/vanilla'

/** What a favorites card needs of a talent; `path` is the profile's canonical Portuguese path. */
export const FavoriteTalent = object({
  id: integer(),
  name: string(),
  cover: nullable(string()),
  path: string(),
  /** When it was added (ms), to list favorites in the order they were kept. */
  addedAt: optional(number()),
})
export type FavoriteTalent = Infer<typeof FavoriteTalent>

const Stored = record(string(), FavoriteTalent)

/** The localStorage key (spec section 1). */
export const storageKey = 'favorites'

/**
 * The visitor's favorites, keyed by talent id. Module-level on purpose: it holds the visitor's own data,
 * never page data, and stays empty while prerendering; `restored` turns true once localStorage is read
 * after hydration, so the server HTML and the first client render agree (nothing pressed, no count).
 */
export const favorites = proxy<{ items: Record<string, FavoriteTalent>; restored: boolean }>({
  items: {},
  restored: false,
})

// The browser globals the store uses, typed here because lib/ also compiles for workerd (no DOM types).
type Browser = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void }
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void
}
const browser = () => globalThis as unknown as Browser
const inBrowser = () => typeof (globalThis as { window?: unknown }).window !== 'undefined'

/** Reads the stored favorites once (call it after mount), then keeps storage and other tabs in sync. */
export function restoreFavorites(): void {
  if (favorites.restored || !inBrowser()) return
  favorites.items = readStored()
  favorites.restored = true
  subscribe(favorites, () => {
    try {
      browser().localStorage.setItem(storageKey, JSON.stringify(favorites.items))
    } catch (error) {
      console.warn('favorites: could not save', error)
    }
  })
  browser().addEventListener('storage', (event) => {
    if (event.key === storageKey || event.key === null) favorites.items = readStored()
  })
}

function readStored(): Record<string, FavoriteTalent> {
  try {
    const parsed: unknown = JSON.parse(browser().localStorage.getItem(storageKey) ?? '{}')
    if (is(parsed, Stored)) return parsed
    // Keep the entries that are still well-formed rather than losing the whole list to one bad one.
    if (typeof parsed === 'object' && parsed !== null) {
      return Object.fromEntries(Object.entries(parsed).filter(([, v]) => is(v, FavoriteTalent)))
    }
  } catch (error) {
    console.warn('favorites: stored list unreadable, starting empty', error)
  }
  return {}
}

export function addFavorite(talent: FavoriteTalent): void {
  // Strictly increasing, so talents added in one go (a shared list) keep their order.
  const latest = Math.max(0, ...Object.values(favorites.items).map((f) => f.addedAt ?? 0))
  const addedAt = talent.addedAt ?? Math.max(Date.now(), latest + 1)
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

/** The kept talents in the order they were added. */
export function favoriteList(items: Readonly<Record<string, FavoriteTalent>>): FavoriteTalent[] {
  return Object.values(items).sort((a, b) => (a.addedAt ?? 0) - (b.addedAt ?? 0))
}
