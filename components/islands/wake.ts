/**
 * When an island wakes (its module loads and React hydrates it), besides the visitor's first pointer,
 * focus or key inside it, which always wakes it:
 * - `visible`: when it (or its `sentinel`, a selector inside it) comes within a screen of the viewport;
 * - `load`: at once (only where the page's content comes from the visitor or the CMS: the favorites page, a
 *   new talent, a profile the Worker rewrote with galleries its HTML lacks);
 * - `query`: at once when the address has one of these query parameters (a roster opened with filters);
 * - `marked`: at once when the page's root carries this data attribute, which the head's inline script
 *   sets before the first paint from what the browser keeps (renderer/themeScript: `favorites` when the
 *   visitor has kept any).
 * Never for live data: the Worker writes it into the HTML (lib/live/pageData.ts).
 */
export type Wake = {
  visible?: boolean | string
  load?: boolean
  /** At once when the page was reached by Back/Forward or a reload (the visitor's own place in it). */
  back?: boolean
  query?: readonly string[]
  marked?: string
}

import { islandAttr, islandState } from '../../lib/islands/islandAttr'

export { islandAttr, islandState }

/** Whether React runs the island `el` is in, or hydrates it (then it has the clicks): the plain script leaves it be. */
export function inAwakeIsland(el: Element): boolean {
  const state = el.closest(`[${islandAttr.name}]`)?.getAttribute(islandAttr.state)
  return state === islandState.awake || state === islandState.hydrating
}
