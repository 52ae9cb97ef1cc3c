import { type Struct, StructError, validate } from 'superstruct'
import {
  UpstreamAttributes,
  UpstreamPostAnswer,
  UpstreamPostPage,
  UpstreamProfile,
  UpstreamSlides,
  UpstreamSocial,
  UpstreamTalentPage,
} from '../schemas/upstream'
import {
  type Api,
  type Credentials,
  memoryTokenStore,
  parseToken,
  type TokenStore,
  tokenRequest,
} from './tokens'
import { UpstreamError } from './UpstreamError'

export type UpstreamConfig = {
  panelUrl: string
  integrationUrl: string
  credentials: Credentials
  fetch?: typeof fetch
  tokens?: TokenStore
  /** Per attempt. */
  timeoutMs?: number
  /** Attempts after the first, for reads, on transient failures. */
  retries?: number
  backoffMs?: number
  /** Told about each retry (the sync prints them). */
  onRetry?: (error: UpstreamError, attempt: number) => void
  now?: () => number
}

type Call = {
  api: Api
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number>
  json?: unknown
  form?: FormData
  /** Submissions are not repeated on a 5xx or a timeout: upstream may have received them. */
  idempotent: boolean
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** The `id` of the innermost record on the way to an invalid field (`data.37.gender` → talent 37's id). */
function idAlong(body: unknown, path: readonly unknown[]): string | number | undefined {
  let node = body
  let id: string | number | undefined
  for (const key of path) {
    if (node === null || typeof node !== 'object') break
    const record = node as Record<string, unknown>
    if (typeof record.id === 'number' || typeof record.id === 'string') id = record.id
    node = record[String(key)]
  }
  return id
}

/**
 * A client of both upstream APIs (integration and panel), Web-standard fetch only, shared by the sync (Node)
 * and the Worker (workerd). Exchanges credentials for tokens and keeps them until they expire, renews once
 * on a 401, retries transient failures of reads with exponential backoff, and validates every answer.
 */
export function createUpstream(config: UpstreamConfig) {
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init))
  const tokens = config.tokens ?? memoryTokenStore()
  const timeoutMs = config.timeoutMs ?? 15_000
  const retries = config.retries ?? 3
  const backoffMs = config.backoffMs ?? 300
  const now = config.now ?? Date.now

  const baseOf = (api: Api) => (api === 'integration' ? config.integrationUrl : config.panelUrl)

  function urlOf(api: Api, path: string, query?: Call['query']): string {
    // Paths are relative to the base, which may carry a path of its own (https://host/integration/).
    const url = new URL(path.replace(/^\/+/, ''), `${baseOf(api).replace(/\/+$/, '')}/`)
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v))
    return url.toString()
  }

  async function send(
    name: string,
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; body: unknown }> {
    let response: Response
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch (e) {
      const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')
      throw new UpstreamError(
        timedOut ? 'timeout' : 'network',
        name,
        timedOut ? `no answer in ${timeoutMs} ms` : String(e),
      )
    }
    let text: string
    try {
      text = await response.text()
    } catch (e) {
      throw new UpstreamError('network', name, `body read failed: ${String(e)}`, response.status)
    }
    let body: unknown = null
    if (text !== '') {
      try {
        body = JSON.parse(text)
      } catch {
        if (response.ok)
          throw new UpstreamError('malformed', name, 'answer is not valid JSON', response.status)
      }
    }
    return { status: response.status, body }
  }

  // One token request per API at a time: calls that find no valid token (or were refused the same one)
  // share it instead of each signing in.
  const renewing = new Map<Api, Promise<string>>()

  /** A valid token of `api`; `refused` is one upstream just answered 401 to, so not to be used again. */
  function token(api: Api, refused?: string): Promise<string> {
    const cached = tokens.get(api)
    if (cached && cached.expiresAt > now() && cached.value !== refused) return Promise.resolve(cached.value)
    if (cached && cached.value === refused) tokens.set(api, undefined)
    let pending = renewing.get(api)
    if (!pending) {
      pending = requestToken(api).finally(() => renewing.delete(api))
      renewing.set(api, pending)
    }
    return pending
  }

  async function requestToken(api: Api): Promise<string> {
    const { path, body } = tokenRequest(api, config.credentials)
    const name = `POST ${path}`
    const answer = await send(name, urlOf(api, path), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    if (answer.status === 401 || answer.status === 403 || answer.status === 422) {
      throw new UpstreamError('auth', name, `credentials refused (${answer.status})`, answer.status)
    }
    if (answer.status >= 400) throw new UpstreamError('http', name, `status ${answer.status}`, answer.status)
    try {
      const fresh = parseToken(answer.body, now())
      tokens.set(api, fresh)
      return fresh.value
    } catch (e) {
      throw new UpstreamError('invalid', name, e instanceof Error ? e.message : 'invalid token answer')
    }
  }

  async function attempt(call: Call, name: string): Promise<{ status: number; body: unknown }> {
    const url = urlOf(call.api, call.path, call.query)
    const init = (bearer: string): RequestInit => {
      const headers: Record<string, string> = {
        accept: 'application/json',
        authorization: `Bearer ${bearer}`,
      }
      if (call.json !== undefined) headers['content-type'] = 'application/json'
      const body = call.form ?? (call.json === undefined ? undefined : JSON.stringify(call.json))
      return body === undefined ? { method: call.method, headers } : { method: call.method, headers, body }
    }
    const bearer = await token(call.api)
    let answer = await send(name, url, init(bearer))
    if (answer.status === 401) {
      // The token expired or was revoked upstream: one renewal, then the call again.
      answer = await send(name, url, init(await token(call.api, bearer)))
      if (answer.status === 401) throw new UpstreamError('auth', name, 'token refused after renewal', 401)
    }
    if (answer.status >= 500 || answer.status === 429) {
      throw new UpstreamError('http', name, `status ${answer.status}`, answer.status)
    }
    return answer
  }

  async function call(c: Call): Promise<{ status: number; body: unknown }> {
    const query = c.query
      ? `?${new URLSearchParams(Object.entries(c.query).map(([k, v]) => [k, String(v)]))}`
      : ''
    const name = `${c.method} ${c.path}${query}`
    for (let n = 0; ; n++) {
      try {
        return await attempt(c, name)
      } catch (e) {
        const error = e instanceof UpstreamError ? e : new UpstreamError('network', name, String(e))
        const canRetry = c.idempotent && error.transient
        if (!canRetry || n >= retries) throw error
        config.onRetry?.(error, n + 1)
        await sleep(backoffMs * 2 ** n + Math.random() * backoffMs)
      }
    }
  }

  function check<T>(name: string, body: unknown, struct: Struct<T, unknown>): T {
    const [error, value] = validate(body, struct, { coerce: true })
    if (error) {
      const failure = error instanceof StructError ? (error.failures()[0] ?? error) : error
      const field = failure.path.join('.')
      const id = idAlong(body, failure.path)
      throw new UpstreamError(
        'invalid',
        name,
        `invalid ${field || 'answer'}${id === undefined ? '' : ` (id ${id})`}: ${failure.message}`,
        undefined,
        field,
      )
    }
    return value
  }

  async function read<T>(
    c: Omit<Call, 'idempotent'>,
    struct: Struct<T, unknown>,
    notFound?: 'null',
  ): Promise<T | null> {
    const answer = await call({ ...c, idempotent: true })
    const name = `${c.method} ${c.path}`
    if (answer.status === 404 && notFound) return null
    if (answer.status >= 400) throw new UpstreamError('http', name, `status ${answer.status}`, answer.status)
    return check(name, answer.body, struct)
  }

  const must = <T>(v: T | null): T => v as T

  return {
    /** Where relative media paths of each API resolve. */
    baseUrl: baseOf,

    async socialMedia() {
      return must(await read({ api: 'panel', method: 'GET', path: '/api/social-media' }, UpstreamSocial)).data
    },

    async slides(type: 'prehome' | 'slides') {
      return must(await read({ api: 'panel', method: 'GET', path: `/api/slides/${type}` }, UpstreamSlides))
        .data
    },

    async postsPage(type: string, language: string, page: number) {
      const path = `/api/posts/${encodeURIComponent(type)}/${language}`
      return must(
        await read(
          { api: 'panel', method: 'GET', path, query: { page, sort: 'order', order: 'asc' } },
          UpstreamPostPage,
        ),
      )
    },

    async post(type: string, language: string, slug: string) {
      const path = `/api/posts/${encodeURIComponent(type)}/${language}/${encodeURIComponent(slug)}`
      const answer = await read({ api: 'panel', method: 'GET', path }, UpstreamPostAnswer, 'null')
      return answer?.data ?? null
    },

    /** Every talent, following pages (the spec fetches the roster with paginate 1000). */
    async talents(paginate = 1000) {
      const all = []
      for (let page = 1; ; page++) {
        const answer = must(
          await read(
            {
              api: 'integration',
              method: 'POST',
              path: '/api/talents',
              query: { language: 'pt', paginate, page },
              json: { filters: {} },
            },
            UpstreamTalentPage,
          ),
        )
        all.push(...answer.data)
        if (answer.data.length === 0 || page >= (answer.last_page ?? 1)) return all
      }
    },

    /** One profile, or null when the CMS does not know the id. */
    async profile(id: number) {
      return read(
        {
          api: 'integration',
          method: 'GET',
          path: '/api/talent/profile',
          query: { language: 'pt', id, cover2: 1, skills: 1 },
        },
        UpstreamProfile,
        'null',
      )
    },

    async attributes(language: string) {
      const answer = must(
        await read(
          { api: 'integration', method: 'GET', path: '/api/talents/attributes', query: { language } },
          UpstreamAttributes,
        ),
      )
      return answer.data
    },

    /**
     * Forwards a submission (contact or get-scouted) as form data. Resolves with the status and body: the
     * caller maps a 422 to the visitor's fields; a 5xx or a timeout throws and is not retried.
     */
    /**
     * A submission to the panel API (`POST /api/{kind}/{language}`). Any 2xx is an acceptance, whatever its
     * body (no public client reads it: issue 12); the caller reads the 422's errors.
     */
    async submit(kind: 'contact' | 'get-scouted' | 'favorites', language: string, form: FormData) {
      const path = `/api/${kind}/${language}`
      return call({ api: 'panel', method: 'POST', path, form, idempotent: false })
    },
  }
}

export type Upstream = ReturnType<typeof createUpstream>
