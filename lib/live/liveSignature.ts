/**
 * A short signature of live data (the Worker's `/api/talents` and `/api/talents/:id` JSON), computed the
 * same way over what a page was built from and over the live answer: when the two agree, the page as built
 * is the CMS's of now (lib/live/pageData.ts, the one comparison). FNV-1a over the JSON text: a change
 * detector, not a security measure. Also the roster page's validator (functions/rosterPage.ts). Example:
 * `liveSignature({ id: 1 })` → `'8a1f3e2c'` (eight hex digits).
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
