/**
 * A short signature of a live answer (the Worker's `/api/talents` and `/api/talents/:id` JSON), computed
 * the same way by the build over the snapshot and by the page over the live answer: when the two agree, the
 * page shows what the CMS has now and no React needs to load (components/islands/boot.ts). FNV-1a over the
 * JSON text: a change detector, not a security measure. Sync and small on purpose: it runs in the page's
 * first script. Example: `liveSignature({ id: 1 })` → `'8a1f3e2c'` (eight hex digits).
 */
export function liveSignature(value: unknown): string {
  const text = JSON.stringify(value)
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}
