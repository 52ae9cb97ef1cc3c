// https://vike.dev/config
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

const config: Config = {
  extends: [vikeReact],
  // Every page is prerendered from data/; the Worker serves the files. `npm run build` prerenders in
  // parallel parts after `vike build` (scripts/prerender.ts), so Vike's own run after the build is off.
  prerender: { disableAutoRun: true },
  clientRouting: true,
  // The header's social links (set by +onCreatePageContext.server).
  passToClient: ['social'],
  // Back/forward restore the scroll position (Vike's default); every other navigation starts at the top.
}

export default config
