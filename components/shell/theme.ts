import { useSyncExternalStore } from 'react'

export type Theme = 'light' | 'dark'

/** localStorage key of the visitor's choice; renderer/themeScript applies it before first paint. */
export const themeKey = 'theme'

const listeners = new Set<() => void>()

function read(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Applies and remembers a theme. */
export function setTheme(theme: Theme) {
  if (theme === 'dark') document.documentElement.dataset.theme = 'dark'
  else delete document.documentElement.dataset.theme
  try {
    localStorage.setItem(themeKey, theme)
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
  for (const listener of listeners) listener()
}

/**
 * The theme in effect. The prerendered HTML assumes light (the default); after hydration React reads the
 * real one from <html data-theme> (set before first paint), so the page never flashes and never mismatches.
 */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, read, () => 'light')
}
