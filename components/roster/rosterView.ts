/** How far the visitor grew a roster URL's list and where they scrolled (its filters are in the URL). */
export type RosterView = { count: number; y: number }

// Kept per URL in sessionStorage so that Back to a roster shows the same list length and returns to the
// same card; any other arrival at the URL starts at the top.
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
    return { count: v.count, y: v.y }
  } catch {
    return null
  }
}

/** Whether this page load came from Back/Forward or a reload (the browser's own navigation type). */
export function isHistoryLoad(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type === 'back_forward' || entry?.type === 'reload'
}
