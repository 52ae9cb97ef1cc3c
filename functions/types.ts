import type { ReadOptions, Upstream } from '../lib/upstream'
import type { RateLimiter } from './middleware/rateLimit'

/** What the app is built with: the Web APIs it reaches out through, so tests can substitute them. */
export type AppOptions = {
  /** The fetch used for upstream calls (default: the global one). */
  fetch?: typeof fetch
  /** The edge cache for live data (default: `caches.default` where it exists). */
  cache?: () => Cache | undefined
  /** Clock of the in-memory rate limiter. */
  now?: () => number
  /** Per upstream attempt (default 8000 ms); tests shorten it. */
  upstreamTimeoutMs?: number
  /** The visitor budget of a live read: all attempts together, and each (default 3000 and 2000 ms). */
  liveBudgetMs?: number
  liveAttemptMs?: number
}

/** Per-isolate services, created once per app and shared by its requests. */
export type Services = {
  upstream(env: Env): Upstream
  /** The client of deliveries from the queue (functions/deliveries): long timeout, no inner retry. */
  delivery(env: Env): Upstream
  limiter(env: Env): RateLimiter
  cache(): Cache | undefined
  /** The options of one live read for a visitor: a fresh budget (signal), its attempt timeout, one retry. */
  liveBudget(): ReadOptions
  /**
   * `work` once per `key` at a time: callers that arrive while it runs share its result. The key stays
   * taken until `settled` (what the work stores for the next callers) is done, so none slips in between.
   */
  coalesce<T>(key: string, work: () => Promise<{ entry: T; settled: Promise<unknown> }>): Promise<T>
}

export type AppEnv = { Bindings: Env; Variables: { services: Services } }
