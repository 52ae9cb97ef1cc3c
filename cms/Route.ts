import type { Api, CmsState } from './createState.ts'
import type { Shape } from './types.ts'

export type CmsConfig = {
  credentials: { mfSalt: string; mfApiKey: string; panelSalt: string; panelApiToken: string }
  tokenTtl: number
  /** The real platform's answers (default) or the spec's (cms/README.md, "Variants"). */
  shape: Shape
}

export type Context = {
  request: Request
  url: URL
  params: string[]
  state: CmsState
  config: CmsConfig
}

export type Route = {
  method: 'GET' | 'POST' | 'DELETE'
  pattern: RegExp
  // null: no token needed (token exchange, media, test routes).
  api: Api | null
  handle: (context: Context) => Response | Promise<Response>
}
