import { createMiddleware } from 'hono/factory'
import { ApiError } from '../errors'
import { RATE_BINDING_PERIOD_SECONDS } from '../settings'
import type { AppEnv, RateLimiter } from '../types'

export type { RateLimiter }

/** A sliding-window limiter in the isolate's memory: the stand-in for the binding under `wrangler dev`. */
export function memoryRateLimiter(limit: number, period: number, now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>()
  return {
    period,
    async limit(key) {
      const t = now()
      const since = t - period * 1000
      const recent = (hits.get(key) ?? []).filter((at) => at > since)
      if (hits.size > 10_000) hits.clear() // bounded memory under a flood of distinct clients
      if (recent.length >= limit) {
        hits.set(key, recent)
        return { success: false }
      }
      recent.push(t)
      hits.set(key, recent)
      return { success: true }
    },
  }
}

/** The limiter for this environment: Cloudflare's binding in production, memory in development. */
export function rateLimiterFor(env: Env, memory: () => RateLimiter): RateLimiter {
  if (env.ENVIRONMENT !== 'development' && env.FORM_RATE_LIMITER) {
    const binding = env.FORM_RATE_LIMITER
    return { period: RATE_BINDING_PERIOD_SECONDS, limit: (key) => binding.limit({ key }) }
  }
  return memory()
}

/**
 * Refuses a client's submission past the limit (429 rate_limited, with Retry-After). A client is its IP
 * as Cloudflare reports it (CF-Connecting-IP, which visitors cannot set in production); each form
 * counts on its own. Each route puts it after its validator: what counts is a submission the Worker would
 * take (a refused or honeypot one is not stored, and uses none of the allowance), and a post refused here
 * has had its fields read, so a page with no script comes back refilled, in its language, with its
 * selection (docs/decisions/0077-the-limit-counts-what-would-be-taken.md).
 */
export function rateLimit(form: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const client = c.req.header('cf-connecting-ip') ?? 'unknown'
    const limiter = c.var.services.limiter(c.env)
    const { success } = await limiter.limit(`${form}:${client}`)
    if (!success) {
      throw new ApiError(429, 'rate_limited', 'Too many submissions; try again in a minute.', {
        headers: { 'Retry-After': String(limiter.period) },
      })
    }
    await next()
  })
}
