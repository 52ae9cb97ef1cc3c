// https://vike.dev/config
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

const config: Config = {
  extends: [vikeReact],
  // Every page is prerendered from data/ by `npm run build` after `vike build`: scripts/prerender.ts renders
  // the list of lib/snapshot/prerenderPages with Vike's renderPage(), and the Worker serves the files.
  clientRouting: true,
  // The header's social links (set by +onCreatePageContext.server).
  passToClient: ['social'],
  // Back/forward restore the scroll position (Vike's default); every other navigation starts at the top.
}

export default config
