// https://vike.dev/onBeforeRenderClient (vike-react)
import type { PageContextClient } from 'vike/types'

/**
 * Before hydration, hands the main thread back to the browser once: Vike's start-up (routing, the page's
 * config) and the hydration then run as two tasks instead of one long one, so a tap or a key during
 * load waits less (on a phone the single task was over 100 ms on the be-a-model page).
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  if (!pageContext.isHydration) return
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) await scheduler.yield()
  else await new Promise((resolve) => setTimeout(resolve, 0))
}
