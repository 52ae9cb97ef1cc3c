import {
  define,
  func,
  type Infer,
  integer,
  is,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
} from 'superstruct'
import { proxy, subscribe } from 'valtio/vanilla'
import { favoritesChanged, nextAddedAt, storageKey } from './favoritesStorage'

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

export { storageKey }

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
  addEventListener(type: string, listener: (event: { key?: string | null; detail?: unknown }) => void): void
  dispatchEvent(event: unknown): boolean
  CustomEvent: new (type: string, init: { detail: string }) => unknown
}
const Browser = define<Browser>('Browser', (g) =>
  is(
    g,
    type({
      window: type({}),
      localStorage: type({ getItem: func(), setItem: func() }),
      addEventListener: func(),
      dispatchEvent: func(),
      CustomEvent: func(),
    }),
  ),
)
/** The browser's globals, or null while prerendering (Node) and in the Worker. */
function browser(): Browser | null {
  const g: unknown = globalThis
  return is(g, Browser) ? g : null
}

/** Reads the stored favorites once (call it after mount), then keeps storage and other tabs in sync. */
export function restoreFavorites(): void {
  const host = browser()
  if (favorites.restored || !host) return
  favorites.items = readStored(host)
  favorites.restored = true
  subscribe(favorites, () => {
    try {
      const json = JSON.stringify(favorites.items)
      // Unchanged (a re-read of what another writer stored): nothing to write, nobody to tell.
      if (host.localStorage.getItem(storageKey) === json) return
      host.localStorage.setItem(storageKey, json)
      // The hearts and the count outside React (components/islands/shell.ts) follow.
      host.dispatchEvent(new host.CustomEvent(favoritesChanged, { detail: 'store' }))
    } catch (error) {
      console.warn('favorites: could not save', error)
    }
  })
  const reread = () => {
    favorites.items = readStored(host)
  }
  // Another tab, or a heart pressed outside any island (the page's first script).
  host.addEventListener('storage', (event) => {
    if (event.key === storageKey || event.key === null) reread()
  })
  host.addEventListener(favoritesChanged, (event) => {
    if (event.detail === 'shell') reread()
  })
}

function readStored(host: Browser): Record<string, FavoriteTalent> {
  try {
    const parsed: unknown = JSON.parse(host.localStorage.getItem(storageKey) ?? '{}')
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

/** The kept talents in the order they were added. */
export function favoriteList(items: Readonly<Record<string, FavoriteTalent>>): FavoriteTalent[] {
  return Object.values(items).sort((a, b) => (a.addedAt ?? 0) - (b.addedAt ?? 0))
}
