import { demoCredentials as demo } from './CmsEnv.ts'
import { type StartCmsOptions, startCms } from './startCms.ts'

// For tests: a fresh instance on a free port with both tokens already exchanged.
export const openCms = async (options: StartCmsOptions = {}) => {
  const cms = await startCms({ port: 0, ...options })
  const token = async (path: string, body: Record<string, string>) => {
    const response = await fetch(`${cms.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return ((await response.json()) as { access_token: string }).access_token
  }
  const integration = await token('/api/signin', { salt: demo.mfSalt, api_key: demo.mfApiKey })
  const panel = await token('/api/login', { salt: demo.panelSalt, api_token: demo.panelApiToken })
  const call = (api: 'integration' | 'panel', path: string, init: RequestInit = {}) =>
    fetch(`${cms.url}${path}`, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string>),
        authorization: `Bearer ${api === 'panel' ? panel : integration}`,
      },
    })
  const talents = (query: string, body?: unknown) =>
    call('integration', `/api/talents?language=pt&${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  return { ...cms, tokens: { integration, panel }, call, talents }
}
