import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { favorites, restoreFavorites } from '../../lib/state/favorites'

/**
 * The visitor's favorites for rendering. Empty on the server and on the hydration render (so the HTML
 * matches), filled right after mount from localStorage (`restored` tells which).
 */
export function useFavorites() {
  useEffect(() => {
    restoreFavorites()
  }, [])
  return useSnapshot(favorites)
}
