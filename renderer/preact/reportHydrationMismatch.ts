import { options } from 'preact'

/**
 * Logs a hydration mismatch as an error. The prerendered HTML and the first render in the browser must
 * agree; React warned on a mismatch by itself, Preact's production build only calls an internal options
 * hook (`__m`, the name preact/debug also sets) when it has to create an element the HTML did not hold.
 * The end-to-end suite fails any test whose page logs this (tests/fixtures.ts).
 */
export function reportHydrationMismatch(): void {
  const hooks = options as typeof options & {
    __m?: (vnode: { type: unknown }, excess: (Node | null)[] | null) => void
  }
  const previous = hooks.__m
  hooks.__m = (vnode, excess) => {
    const expected = typeof vnode.type === 'string' ? `<${vnode.type}>` : 'a component'
    const found = (excess ?? []).flatMap((n) => (n instanceof Element ? [`<${n.localName}>`] : []))
    console.error(
      `Hydration mismatch: the page rendered ${expected} where the prerendered HTML had ${found.join(', ') || 'nothing'}`,
    )
    previous?.(vnode, excess)
  }
}
