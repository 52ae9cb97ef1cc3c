// https://vike.dev/onCreateGlobalContext
import { reloadOnChunkError } from './reloadOnChunkError'

/**
 * The browser's first code, before any page hydrates. A client hook rather than `+client.ts` (which every
 * page would load): HTML-only print pages (pages/models/comp-card, `clientHooks: false`) load no hook,
 * hence no JavaScript at all. React's hydration reports are wired in `+react.client.ts`.
 */
export function onCreateGlobalContext() {
  reloadOnChunkError()
}
