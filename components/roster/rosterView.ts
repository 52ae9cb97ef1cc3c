import type { Gender } from '../../lib/schemas/snapshot'

/** What the visitor did on a roster URL: its filters, how far the list grew, where they scrolled. */
export type RosterView = { gender: Gender | null; letter: string | null; count: number; y: number }

// Kept per URL in sessionStorage so that Back to a roster shows the same filters and list length and
// returns to the same card; any other arrival at the URL starts fresh (filters reset on route change).
const key = (url: string) => `roster-view:${url}`

export function saveRosterView(url: string, view: RosterView): void {
  try {
    sessionStorage.setItem(key(url), JSON.stringify(view))
  } catch {
    // Storage full or disabled: Back then simply starts at the top.
  }
}

export function readRosterView(url: string): RosterView | null {
  try {
    const v = JSON.parse(sessionStorage.getItem(key(url)) ?? 'null') as Partial<RosterView> | null
    if (!v || typeof v.count !== 'number' || typeof v.y !== 'number') return null
    return {
      gender: v.gender === 'man' || v.gender === 'woman' ? v.gender : null,
      letter: typeof v.letter === 'string' && /^[A-Z]$/.test(v.letter) ? v.letter : null,
      count: v.count,
      y: v.y,
    }
  } catch {
    return null
  }
}

/** Whether this page load came from Back/Forward or a reload (the browser's own navigation type). */
export function isHistoryLoad(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type === 'back_forward' || entry?.type === 'reload'
}
