/**
 * The attributes of an island's element: written by the island wrapper (components/islands/Island.tsx),
 * read by its loader (components/islands/boot.ts), and one of them by the Worker. In lib/ because the
 * Worker sets `edge` (functions/ imports lib/ only).
 */
export const islandAttr = {
  name: 'data-island',
  props: 'data-props',
  wake: 'data-wake',
  /** Set by the loader: one of `islandState`. */
  state: 'data-island-state',
  /**
   * Set by the Worker on an island whose HTML it rewrote (a roster opened with filters:
   * functions/rosterPage.ts): the props it replaced, as URI-encoded JSON. Its HTML is no render of its
   * built props, so the loader renders it afresh (createRoot) with these over them instead of hydrating it.
   */
  edge: 'data-island-edge',
} as const

/** An island's `state` attribute: its module loading, React hydrating it, React running it. */
export const islandState = {
  waking: 'waking',
  hydrating: 'hydrating',
  awake: 'awake',
} as const
