// https://vike.dev/onCreatePageContext
import type { PageContextServer } from 'vike/types'
import { snapshot } from '../lib/snapshot/readSnapshot.server'

/** What the header of every page shows from the snapshot (the Instagram link). */
export function onCreatePageContext(pageContext: PageContextServer) {
  pageContext.social = snapshot().social()
}
