/** The median of `xs` (NaN when empty): `median([3, 1, 2])` → 2, `median([1, 2, 3, 4])` → 2.5. */
export function median(xs: number[]): number {
  if (xs.length === 0) return Number.NaN
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}

/** The p-th percentile (0–100, nearest rank) of `xs`. */
export function percentile(xs: number[], p: number): number {
  if (xs.length === 0) return Number.NaN
  const s = [...xs].sort((a, b) => a - b)
  const rank = Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))
  return s[rank] as number
}

export const kib = (bytes: number) => bytes / 1024
