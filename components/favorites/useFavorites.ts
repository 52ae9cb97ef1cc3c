import { useEffect, useSyncExternalStore } from 'react'
import { snapshot, subscribe } from 'valtio'
import { favorites, restoreFavorites } from '../../lib/state/favorites'

/**
 * The visitor's favorites for rendering. Empty on the server and on every hydration render (so the HTML
 * matches), filled right after mount from localStorage (`restored` tells which).
 *
 * React's own store hook with a server snapshot, rather than valtio's `useSnapshot`: a part of the page
 * that hydrates later than the header (its own Suspense boundary) still hydrates with the state the HTML
 * was rendered from, although the header's effect has restored the favorites by then; React then
 * re-renders it with the restored ones.
 */
export function useFavorites() {
  useEffect(() => {
    restoreFavorites()
  }, [])
  return useSyncExternalStore(subscribeFavorites, currentFavorites, serverFavorites)
}

const subscribeFavorites = (onChange: () => void) => subscribe(favorites, onChange)
const currentFavorites = () => snapshot(favorites)
/** The store before localStorage is read (lib/state/favorites' initial state): what the server rendered. */
const unrestored: ReturnType<typeof currentFavorites> = Object.freeze({ items: {}, restored: false })
const serverFavorites = () => unrestored
