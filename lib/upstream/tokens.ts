import { create } from 'superstruct'
import { TokenResponse } from '../schemas/upstream'

export type Api = 'integration' | 'panel'

export type Credentials = {
  /** MF_SALT and MF_API_KEY: exchanged at the integration API's POST /api/signin. */
  mfSalt: string
  mfApiKey: string
  /** PANEL_SALT and PANEL_API_TOKEN: exchanged at the panel API's POST /api/login. */
  panelSalt: string
  panelApiToken: string
}

export type CachedToken = { value: string; expiresAt: number }

/** Where tokens are kept between calls: an isolate's memory in the Worker, the process in the sync. */
export interface TokenStore {
  get(api: Api): CachedToken | undefined
  set(api: Api, token: CachedToken | undefined): void
}

export function memoryTokenStore(): TokenStore {
  const tokens = new Map<Api, CachedToken>()
  return {
    get: (api) => tokens.get(api),
    set: (api, token) => (token ? tokens.set(api, token) : tokens.delete(api)),
  }
}

/** The token request of each API (cms/README.md): path and the body it takes. */
export function tokenRequest(api: Api, c: Credentials): { path: string; body: Record<string, string> } {
  return api === 'integration'
    ? { path: '/api/signin', body: { salt: c.mfSalt, api_key: c.mfApiKey } }
    : { path: '/api/login', body: { salt: c.panelSalt, api_token: c.panelApiToken } }
}

/** Renew a minute early so a token never expires between the check and the call. */
const EARLY_RENEWAL_MS = 60_000

export function parseToken(body: unknown, now: number): CachedToken {
  const t = create(body, TokenResponse)
  const ttlMs = (t.expires_in ?? 3600) * 1000
  return { value: t.access_token, expiresAt: now + Math.max(0, ttlMs - EARLY_RENEWAL_MS) }
}
