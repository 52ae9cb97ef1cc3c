import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type CmsConfig, demoCredentials as demo } from './CmsEnv.ts'
import { createCms } from './createCms.ts'
import type { Dataset } from './dataset/rough.ts'
import { photoPool } from './images/photoPool.ts'
import type { Shape } from './types.ts'

export type StartCmsOptions = {
  port?: number
  host?: string
  tokenTtl?: number
  /** `real` (default; CMS_SHAPE) or `spec`: which shapes the stand-in answers in. */
  shape?: Shape
  /** `demo` (default; CMS_DATASET) or `rough`: the data set the stand-in answers with. */
  dataset?: Dataset
  credentials?: Partial<CmsConfig['credentials']>
}

export type RunningCms = { url: string; port: number; close: () => Promise<void> }

// Uploads are capped well above two 2 MiB photos, so a too-large photo reaches the 422 check.
const MAX_BODY = 20 * 1024 * 1024

// Hop-by-hop and computed headers that the fetch Request must not be handed.
const skipped = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'expect'])

const toRequest = async (req: IncomingMessage, origin: string) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (skipped.has(name) || value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const method = req.method ?? 'GET'
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY) return null
    chunks.push(chunk as Buffer)
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(Buffer.concat(chunks))
  return new Request(`${origin}${req.url ?? '/'}`, { method, headers, ...(body ? { body } : {}) })
}

// Starts one stand-in CMS over HTTP. Port 0 picks a free port; each call has its own state.
export const startCms = async (options: StartCmsOptions = {}): Promise<RunningCms> => {
  const env = process.env
  const config: CmsConfig = {
    credentials: {
      mfSalt: options.credentials?.mfSalt ?? env.MF_SALT ?? demo.mfSalt,
      mfApiKey: options.credentials?.mfApiKey ?? env.MF_API_KEY ?? demo.mfApiKey,
      panelSalt: options.credentials?.panelSalt ?? env.PANEL_SALT ?? demo.panelSalt,
      panelApiToken: options.credentials?.panelApiToken ?? env.PANEL_API_TOKEN ?? demo.panelApiToken,
    },
    tokenTtl: options.tokenTtl ?? (Number(env.CMS_TOKEN_TTL) || 3600),
    shape: options.shape ?? (env.CMS_SHAPE === 'spec' ? 'spec' : 'real'),
    dataset: options.dataset ?? (env.CMS_DATASET === 'rough' ? 'rough' : 'demo'),
  }
  const host = options.host ?? '127.0.0.1'
  // The pool's photos are made once per machine (.cache/cms-photos/) and kept. A cold first start answers
  // at once: the warm-up runs behind (a progress line on stderr), a photo asked for first is made first.
  photoPool()
    .warm()
    .catch((error: unknown) => console.error('[cms] photo warm-up failed', error))
  let origin = ''
  const cms = createCms(config, () => origin)

  const server = createServer(async (req, res) => {
    try {
      const request = await toRequest(req, origin)
      if (!request) {
        res.writeHead(413, { 'content-type': 'application/json' }).end('{"message":"Payload too large"}')
        return
      }
      const response = await cms.handle(request)
      const headers: Record<string, string> = { 'access-control-allow-origin': '*' }
      response.headers.forEach((value, name) => {
        headers[name] = value
      })
      const body = Buffer.from(await response.arrayBuffer())
      res.writeHead(response.status, { ...headers, 'content-length': body.length }).end(body)
    } catch (error) {
      console.error('cms: request failed', error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end('{"message":"Server Error"}')
    }
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  origin = `http://${host}:${port}`

  return {
    url: origin,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
