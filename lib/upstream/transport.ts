import { doubling, retrying } from '../retry'
import {
  type Api,
  type Credentials,
  memoryTokenStore,
  parseToken,
  type TokenStore,
  tokenRequest,
} from './tokens'
import { UpstreamError } from './UpstreamError'

// The transport of the upstream client: how a call reaches either API (Web-standard fetch only, so the
// sync in Node and the Worker in workerd share it), with its timeouts, tokens (exchanged, kept until they
// expire, renewed once on a 401, one renewal shared by concurrent calls), retries of transient failures
// with doubling backoff, and the caller's budget. What the platform's calls are and how their answers
// are read is lib/upstream/createUpstream.ts's.

export type TransportConfig = {
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
  /**
   * Whether calls that find no valid token share one token request (default true: the sync). The Worker
   * passes false: a request of workerd must never wait on I/O another request started, so
   * each renews on its own and only the settled token is shared.
   */
  shareTokenRequests?: boolean
}

export type Call = {
  api: Api
  method: 'GET' | 'POST'
  path: string
  query?: Record<string, string | number>
  json?: unknown
  form?: FormData
  /** Submissions are not repeated on a 5xx or a timeout: upstream may have received them. */
  idempotent: boolean
  /** A 2xx body need not be JSON (submissions: no client of the platform reads it). */
  anyBody?: boolean
  /**
   * The caller's budget for the whole call (token exchange, attempts, retries and backoff): once it
   * aborts, the call stops where it is and throws a `timeout` that is not retried.
   */
  signal?: AbortSignal | undefined
  /** This call's own per-attempt timeout, retry count and backoff, over the client's. */
  timeoutMs?: number | undefined
  retries?: number | undefined
  backoffMs?: number | undefined
  /** Extra request headers (a submission's `Idempotency-Key`). */
  headers?: Record<string, string> | undefined
}

/**
 * What a read may carry: the budget of the visitor request it serves (`signal`: the whole call stops when
 * it aborts) and its own per-attempt timeout, retry count and backoff.
 * Example: `up.profile(7, { signal: AbortSignal.timeout(3000), timeoutMs: 2000, retries: 1 })`.
 */
export type ReadOptions = Pick<Call, 'signal' | 'timeoutMs' | 'retries' | 'backoffMs'>

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** `work`, or a rejection as soon as `signal` aborts (the work itself goes on: it may be shared). */
function within<T>(work: Promise<T>, signal: AbortSignal | undefined, onAbort: () => Error): Promise<T> {
  if (!signal) return work
  if (signal.aborted) return Promise.reject(onAbort())
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(onAbort())
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/** The `id` of the innermost record on the way to an invalid field (`data.37.gender` → talent 37's id). */

/** A call's answer: its status and its body (JSON, or null when empty or, where allowed, not JSON). */
export type Answer = { status: number; body: unknown }

/**
 * The transport of a client of both upstream APIs (integration and panel): `call` sends one call with its
 * token, timeouts and retries; `baseUrl` is where each API's relative paths (and media) resolve.
 */
export function createTransport(config: TransportConfig) {
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

  const overBudget = (name: string) => new UpstreamError('timeout', name, 'no answer within the budget')

  async function send(
    name: string,
    url: string,
    init: RequestInit,
    budget?: AbortSignal,
    attemptMs = timeoutMs,
    anyBody = false,
  ): Promise<Answer> {
    const perAttempt = AbortSignal.timeout(attemptMs)
    const signal = budget ? AbortSignal.any([perAttempt, budget]) : perAttempt
    let response: Response
    try {
      response = await doFetch(url, { ...init, signal })
    } catch (e) {
      if (budget?.aborted) throw overBudget(name)
      const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')
      throw new UpstreamError(
        timedOut ? 'timeout' : 'network',
        name,
        timedOut ? `no answer in ${attemptMs} ms` : String(e),
      )
    }
    let text: string
    try {
      text = await within(response.text(), budget, () => overBudget(name))
    } catch (e) {
      if (e instanceof UpstreamError) throw e
      throw new UpstreamError('network', name, `body read failed: ${String(e)}`, response.status)
    }
    let body: unknown = null
    if (text !== '') {
      try {
        body = JSON.parse(text)
      } catch {
        if (response.ok && !anyBody)
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
    if (config.shareTokenRequests === false) return requestToken(api)
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

  async function attempt(call: Call, name: string): Promise<Answer> {
    const url = urlOf(call.api, call.path, call.query)
    const init = (bearer: string): RequestInit => {
      const headers: Record<string, string> = {
        ...call.headers,
        accept: 'application/json',
        authorization: `Bearer ${bearer}`,
      }
      if (call.json !== undefined) headers['content-type'] = 'application/json'
      const body = call.form ?? (call.json === undefined ? undefined : JSON.stringify(call.json))
      return body === undefined ? { method: call.method, headers } : { method: call.method, headers, body }
    }
    const { signal } = call
    const bearer = await within(token(call.api), signal, () => overBudget(name))
    let answer = await send(name, url, init(bearer), signal, call.timeoutMs, call.anyBody)
    if (answer.status === 401) {
      // The token expired or was revoked upstream: one renewal, then the call again.
      const renewed = await within(token(call.api, bearer), signal, () => overBudget(name))
      answer = await send(name, url, init(renewed), signal, call.timeoutMs, call.anyBody)
      if (answer.status === 401) throw new UpstreamError('auth', name, 'token refused after renewal', 401)
    }
    if (answer.status >= 500 || answer.status === 429) {
      throw new UpstreamError('http', name, `status ${answer.status}`, answer.status)
    }
    return answer
  }

  async function call(c: Call): Promise<Answer> {
    const query = c.query
      ? `?${new URLSearchParams(Object.entries(c.query).map(([k, v]) => [k, String(v)]))}`
      : ''
    const name = `${c.method} ${c.path}${query}`
    const once = () =>
      attempt(c, name).catch((e: unknown) => {
        throw e instanceof UpstreamError ? e : new UpstreamError('network', name, String(e))
      })
    try {
      return await retrying(once, {
        retries: c.retries ?? retries,
        delayMs: doubling(c.backoffMs ?? backoffMs, true),
        shouldRetry: (e) => c.idempotent && e instanceof UpstreamError && e.transient && !c.signal?.aborted,
        onRetry: (e, n) => {
          if (e instanceof UpstreamError) config.onRetry?.(e, n)
        },
        sleep: (ms) => within(sleep(ms), c.signal, () => overBudget(name)),
      })
    } catch (error) {
      throw c.signal?.aborted ? overBudget(name) : error
    }
  }

  return { baseUrl: baseOf, call }
}

export type Transport = ReturnType<typeof createTransport>
