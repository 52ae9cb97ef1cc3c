import type { Credentials } from './tokens'

// The demo account of the stand-in CMS (cms/README.md, "Credentials"): what `npm start`, `npm run sync --
// --demo`, the tests and the bench sign in with when the environment names no real account. The stand-in
// keeps its own copy (cms/ imports nothing of the project: docs/DECISIONS.md); cms's tests sign in with
// this one, so the two cannot drift apart unnoticed.

/** Where the stand-in CMS listens by contract (`npm start`, `npm run cms`). */
export const DEMO_CMS_URL = 'http://127.0.0.1:8790'

export const demoCredentials: Credentials = {
  mfSalt: 'demo-mf-salt',
  mfApiKey: 'demo-mf-api-key',
  panelSalt: 'demo-panel-salt',
  panelApiToken: 'demo-panel-api-token',
}

/** The demo credentials as the Worker's environment names them (MF_SALT, MF_API_KEY, …). */
export const demoCredentialVars = {
  MF_SALT: demoCredentials.mfSalt,
  MF_API_KEY: demoCredentials.mfApiKey,
  PANEL_SALT: demoCredentials.panelSalt,
  PANEL_API_TOKEN: demoCredentials.panelApiToken,
}

/** The staff token of the local demo's Worker (`ADMIN_TOKEN`), for `npm run deliveries` and the tests. */
export const demoAdminToken = 'demo-admin-token'
