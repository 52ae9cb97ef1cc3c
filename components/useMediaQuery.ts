import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches: `serverValue` in the prerendered HTML and while hydrating (so hydration
 * never mismatches), the browser's answer right after, and again on every change.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const media = window.matchMedia(query)
      media.addEventListener('change', listener)
      return () => media.removeEventListener('change', listener)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}
