// https://vike.dev/config
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

const config: Config = {
  extends: [vikeReact],
  // Every page is prerendered from data/ by `npm run build` after `vike build`: scripts/prerender.ts renders
  // the list of lib/snapshot/prerenderPages with Vike's renderPage(), and the Worker serves the files.
  //
  // HTML-only pages (https://vike.dev/render-modes): React renders each page at build time, and the browser
  // loads no client hook, no Vike client runtime, no client router and no page data: only +client.ts, the
  // small script (the bench's bytes part) that wakes the page's React islands when the visitor reaches for them
  // (components/islands). Links are page loads, made instant by Speculation Rules (renderer/+Head.tsx).
  clientHooks: false,
  clientRouting: false,
  // The header's social links (set by +onCreatePageContext.server), read while prerendering only.
  passToClient: [],
}

export default config
