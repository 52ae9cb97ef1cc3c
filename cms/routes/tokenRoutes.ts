import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import type { CmsContext, CmsEnv } from '../CmsEnv.ts'
import type { Api } from '../createState.ts'
import { json } from '../http/json.ts'
import { readForm } from '../http/readForm.ts'
import { readJson } from '../http/readJson.ts'

// The credentials may come as JSON or as form fields; both are what a Laravel controller would accept.
const readCredentials = async (request: Request) => {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('form')) return (await readForm(request)).fields as Record<string, unknown>
  return readJson(request)
}

const exchange = (api: Api, secretField: 'api_key' | 'api_token') => async (c: CmsContext) => {
  const { state, config } = c.var
  const body = await readCredentials(c.req.raw)
  const { credentials } = config
  const expected =
    api === 'integration'
      ? { salt: credentials.mfSalt, secret: credentials.mfApiKey }
      : { salt: credentials.panelSalt, secret: credentials.panelApiToken }
  if (body.salt !== expected.salt || body[secretField] !== expected.secret) {
    return json({ message: 'Invalid credentials' }, 401)
  }
  const token = randomBytes(24).toString('base64url')
  state.tokens.set(token, { api, expiresAt: Date.now() + config.tokenTtl * 1000 })
  return json({ access_token: token, token_type: 'Bearer', expires_in: config.tokenTtl })
}

export const tokenRoutes = new Hono<CmsEnv>()
  .post('/api/signin', exchange('integration', 'api_key'))
  .post('/api/login', exchange('panel', 'api_token'))
