import type { Context, MiddlewareHandler } from 'hono'
import type { CmsState } from './createState.ts'
import type { Dataset } from './dataset/rough.ts'
import type { Shape } from './types.ts'

export type CmsConfig = {
  credentials: { mfSalt: string; mfApiKey: string; panelSalt: string; panelApiToken: string }
  tokenTtl: number
  /** The real platform's answers (default) or the spec's (cms/README.md, "Variants"). */
  shape: Shape
  /** The demo data set (default) or the rough one (cms/README.md, "The rough data set"). */
  dataset: Dataset
}

/**
 * The demo account (cms/README.md): what the stand-in accepts unless told otherwise. The project's copy is
 * lib/upstream/demo.ts (cms/ imports nothing of the project); the sync's tests sign in with that one.
 */
export const demoCredentials: CmsConfig['credentials'] = {
  mfSalt: 'demo-mf-salt',
  mfApiKey: 'demo-mf-api-key',
  panelSalt: 'demo-panel-salt',
  panelApiToken: 'demo-panel-api-token',
}

// What every handler of the Hono app sees besides the request: the instance's state and configuration.
export type CmsEnv = { Variables: { state: CmsState; config: CmsConfig } }

export type CmsContext = Context<CmsEnv>

export type CmsMiddleware = MiddlewareHandler<CmsEnv>

// The query as the URL standard reads it (`+` as space, bad escapes kept), as every handler has always read it.
export const query = (c: CmsContext) => new URL(c.req.url).searchParams
