// https://vike.dev/onCreateGlobalContext
import { reportHydrationMismatch } from './preact/reportHydrationMismatch'
import { reloadOnChunkError } from './reloadOnChunkError'

/**
 * The browser's first code, before any page hydrates. A client hook rather than `+client.ts` (which every
 * page would load): HTML-only print pages (pages/models/comp-card, `clientHooks: false`) load no hook,
 * hence no JavaScript at all.
 */
export function onCreateGlobalContext() {
  reloadOnChunkError()
  reportHydrationMismatch()
}
