/**
 * A deep copy of `value` with every string passed through `fn`: `mapStrings({ a: ['x'] }, up)` →
 * `{ a: ['X'] }`. Used to rewrite media URLs (the sync's mirror, the Worker's live answers).
 */
export function mapStrings<T>(value: T, fn: (s: string) => string): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return fn(v)
    if (Array.isArray(v)) return v.map(walk)
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
    return v
  }
  // Only string leaves change, each to a string: the copy has the shape of `value`, which TypeScript
  // cannot follow through the recursion.
  return walk(value) as T
}
