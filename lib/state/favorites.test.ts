import { beforeEach, describe, expect, it, vi } from 'vitest'

type Listener = (event: { key?: string | null }) => void

// A minimal browser: localStorage and the storage event, enough for the store.
function fakeBrowser(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial))
  const listeners = new Map<string, Listener[]>()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
  })
  vi.stubGlobal('window', {})
  vi.stubGlobal('addEventListener', (type: string, listener: Listener) => {
    listeners.set(type, [...(listeners.get(type) ?? []), listener])
  })
  const emit = (type: string, event: { key?: string | null }) => {
    for (const listener of listeners.get(type) ?? []) listener(event)
  }
  return Object.assign(store, { emit })
}

const ana = { id: 12, name: 'Ana Lima', cover: null, path: '/modelos/mainboard/12/ana-lima' }
const bia = { id: 3, name: 'Bia Souza', cover: 'https://x/b.jpg', path: '/modelos/image/3/bia-souza' }

describe('favorites store', () => {
  beforeEach(() => {
    vi.resetModules()
    vi.unstubAllGlobals()
  })

  it('restores the stored map; the list leaves out malformed entries', async () => {
    fakeBrowser({ favorites: JSON.stringify({ 12: ana, 99: { id: 'x' }, 7: 'x' }) })
    const f = await import('./favorites')
    const { favoriteList } = await import('./favoriteTalent')
    expect(f.favorites.restored).toBe(false)
    f.restoreFavorites()
    expect(f.favorites.restored).toBe(true)
    expect(Object.keys(f.favorites.items).sort()).toEqual(['12', '99'])
    expect(favoriteList(f.favorites.items).map((t) => t.id)).toEqual([12])
  })

  it('persists additions and removals under "favorites"', async () => {
    const store = fakeBrowser()
    const f = await import('./favorites')
    f.restoreFavorites()
    f.addFavorite(ana)
    f.addFavorite(bia)
    await Promise.resolve()
    expect(Object.keys(JSON.parse(store.get('favorites') ?? '{}'))).toEqual(['3', '12'])
    f.toggleFavorite(ana)
    await Promise.resolve()
    expect(Object.keys(JSON.parse(store.get('favorites') ?? '{}'))).toEqual(['3'])
    expect(f.isFavorite(3)).toBe(true)
    expect(f.isFavorite(12)).toBe(false)
  })

  it('lists favorites in the order they were added', async () => {
    fakeBrowser()
    const f = await import('./favorites')
    f.restoreFavorites()
    f.addFavorite({ ...ana, addedAt: 1 })
    f.addFavorite({ ...bia, addedAt: 2 })
    expect((await import('./favoriteTalent')).favoriteList(f.favorites.items).map((t) => t.id)).toEqual([
      12, 3,
    ])
  })

  it('keeps the order of talents added in the same millisecond', async () => {
    fakeBrowser()
    vi.spyOn(Date, 'now').mockReturnValue(1000)
    const f = await import('./favorites')
    f.restoreFavorites()
    f.addFavorite(ana)
    f.addFavorite(bia)
    expect((await import('./favoriteTalent')).favoriteList(f.favorites.items).map((t) => t.id)).toEqual([
      12, 3,
    ])
    vi.restoreAllMocks()
  })

  it('starts empty when the stored value is not JSON', async () => {
    fakeBrowser({ favorites: '{oops' })
    const f = await import('./favorites')
    f.restoreFavorites()
    expect(f.favorites.items).toEqual({})
  })

  it('re-reads what another tab stored, and does not write an unchanged list again', async () => {
    const store = fakeBrowser()
    const f = await import('./favorites')
    f.restoreFavorites()
    f.addFavorite(ana)
    await Promise.resolve()
    const written = vi.spyOn(localStorage, 'setItem')
    store.set('favorites', JSON.stringify({ 12: ana, 3: bia }))
    store.emit('storage', { key: 'favorites' })
    expect(Object.keys(f.favorites.items).sort()).toEqual(['12', '3'])
    await Promise.resolve()
    expect(written).not.toHaveBeenCalled()
  })
})
