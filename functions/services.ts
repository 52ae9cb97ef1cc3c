import { createUpstream, type Upstream } from '../lib/upstream'
import { ApiError } from './errors'
import { createLiveMemo } from './liveMemo'
import { memoryRateLimiter, rateLimiterFor } from './middleware/rateLimit'
import { settingsOf } from './settings'
import type { AppOptions, LiveEntry, RateLimiter, Services } from './types'

/**
 * The services of one app (one per isolate in production): an upstream client per configuration, whose
 * tokens live in the isolate's memory until they expire, the form rate limiter, and the edge cache.
 */
export function createServices(options: AppOptions): Services {
  const upstreams = new Map<string, Upstream>()
  const liveBudgetMs = options.liveBudgetMs ?? 3000
  const liveAttemptMs = options.liveAttemptMs ?? 2000
  const now = options.now ?? Date.now
  let memory: { key: string; limiter: RateLimiter } | undefined

  /** The upstream client of this configuration and patience, made once and kept for the isolate. */
  const clientFor = (env: Env, timeoutMs: number, retries: number): Upstream => {
    if (!env.CMS_PANEL_URL || !env.CMS_INTEGRATION_URL) {
      console.error('upstream: CMS_PANEL_URL or CMS_INTEGRATION_URL is not set')
      throw new ApiError(502, 'upstream_failed', 'The agency system is not reachable.')
    }
    // The key holds the credentials only to tell configurations apart; it stays in this map.
    const key = [
      env.CMS_PANEL_URL,
      env.CMS_INTEGRATION_URL,
      env.MF_SALT,
      env.MF_API_KEY,
      env.PANEL_SALT,
      env.PANEL_API_TOKEN,
      timeoutMs,
      retries,
    ].join('\n')
    let upstream = upstreams.get(key)
    if (!upstream) {
      upstream = createUpstream({
        panelUrl: env.CMS_PANEL_URL,
        integrationUrl: env.CMS_INTEGRATION_URL,
        credentials: {
          mfSalt: env.MF_SALT ?? '',
          mfApiKey: env.MF_API_KEY ?? '',
          panelSalt: env.PANEL_SALT ?? '',
          panelApiToken: env.PANEL_API_TOKEN ?? '',
        },
        timeoutMs,
        retries,
        backoffMs: 200,
        // Only the settled token is shared between requests: workerd forbids sharing I/O.
        shareTokenRequests: false,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      })
      upstreams.set(key, upstream)
    }
    return upstream
  }

  return {
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    // A visitor waits: shorter than the sync's patience, fewer retries.
    upstream: (env) => clientFor(env, options.upstreamTimeoutMs ?? 8000, 2),

    // Nobody waits for a delivery, and giving up early on a slow CMS that records it anyway would send
    // it twice: a long wait, no retry inside (the queue retries).
    delivery: (env) => clientFor(env, settingsOf(env).DELIVERY_TIMEOUT_SECONDS * 1000, 0),

    limiter(env) {
      return rateLimiterFor(env, () => {
        const { RATE_LIMIT: limit, RATE_PERIOD: period } = settingsOf(env)
        const key = `${limit}/${period}`
        if (memory?.key !== key) memory = { key, limiter: memoryRateLimiter(limit, period, now) }
        return memory.limiter
      })
    },

    liveBudget: () => ({
      signal: AbortSignal.timeout(liveBudgetMs),
      timeoutMs: Math.min(liveAttemptMs, liveBudgetMs),
      retries: 1,
      backoffMs: 50,
    }),

    now,

    // Live answers settled in this isolate, at most 500 (the roster and 499 profiles: a few MB).
    live: createLiveMemo<LiveEntry>({ now, capacity: 500, pollMs: 20 }),
    // A request waits for another's read at most as long as that read can last, plus a margin.
    liveWaitMs: liveBudgetMs + 1000,

    cache:
      options.cache ?? (() => (globalThis as { caches?: { default?: Cache } }).caches?.default ?? undefined),
  }
}
