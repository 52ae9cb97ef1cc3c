/**
 * The attributes of an island's element: written by the island wrapper (components/islands/Island.tsx),
 * read by its loader (components/islands/boot.ts), and one of them by the Worker. In lib/ because the
 * Worker sets `edge` (functions/ imports lib/ only).
 */
export const islandAttr = {
  name: 'data-island',
  props: 'data-props',
  wake: 'data-wake',
  /** Set by the loader: `waking` while its module loads, `hydrating` while React hydrates it, then `awake`. */
  state: 'data-island-state',
  /**
   * Set by the Worker on an island whose HTML it rewrote (a roster opened with filters:
   * functions/rosterSearch.ts): the props it replaced, as URI-encoded JSON. Its HTML is no render of its
   * built props, so the loader renders it afresh (createRoot) with these over them instead of hydrating it.
   */
  edge: 'data-island-edge',
} as const
