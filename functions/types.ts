import type { ReadOptions, Upstream } from '../lib/upstream'
import type { LiveMemo } from './liveMemo'

/** What the Worker can say about one live resource (functions/live.ts). */
export type LiveEntry =
  | { state: 'live' | 'stale'; body: string }
  | { state: 'missing' }
  | { state: 'unavailable' }

/** Counts a client's submissions: `success` false once it has sent too many in the period (middleware/rateLimit.ts). */
export interface RateLimiter {
  limit(key: string): Promise<{ success: boolean }>
  /** Seconds until a refused client may try again. */
  readonly period: number
}

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
  /** The fetch the Worker reaches the CMS's files with (AppOptions.fetch, else the global one). */
  fetch: typeof fetch
  /** The client of deliveries from the queue (functions/deliveries): long timeout, no inner retry. */
  delivery(env: Env): Upstream
  limiter(env: Env): RateLimiter
  cache(): Cache | undefined
  /** The options of one live read for a visitor: a fresh budget (signal), its attempt timeout, one retry. */
  liveBudget(): ReadOptions
  /** The clock of the live answers' lifetimes (tests move it). */
  now(): number
  /** Live answers settled in this isolate, and which keys a request is reading (plain values only). */
  live: LiveMemo<LiveEntry>
  /** How long a request waits for another request's read of the same key before reading itself. */
  liveWaitMs: number
}

export type AppEnv = {
  Bindings: Env
  Variables: {
    services: Services
    /** A submission's fields as sent, once read (formValidator): a refused plain post refills its form. */
    sentFields?: Record<string, unknown>
  }
}
