import { coerce, defaulted, type Infer, mask, number, string, type } from 'superstruct'
import { limits } from '../lib/site'

// The Worker's settings from its environment (wrangler.toml [vars], or a test's env), parsed once per
// environment object, every default here. A value that is unset, blank, not a number or negative reads as
// the default, as wrangler.toml documents it: a typo in a variable must not take the API down.

/** A number of at least 0 from a variable's text, or `fallback`. */
const amount = (fallback: number) =>
  defaulted(
    coerce(number(), string(), (text) => {
      const n = Number(text)
      return text.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback
    }),
    fallback,
  )

export const Settings = type({
  /** How long a live answer (roster, profile) is fresh in the edge cache and in browsers. */
  LIVE_CACHE_SECONDS: amount(60),
  /** Submissions per client and form within RATE_PERIOD, where the memory limiter counts (development). */
  RATE_LIMIT: amount(5),
  RATE_PERIOD: amount(60),
  /** The first delivery retry's wait; each next one doubles, up to DELIVERY_RETRY_MAX_SECONDS. */
  DELIVERY_RETRY_SECONDS: amount(30),
  DELIVERY_RETRY_MAX_SECONDS: amount(1800),
  /** How long one delivery attempt waits for the CMS's answer. */
  DELIVERY_TIMEOUT_SECONDS: amount(60),
  /** How long an undelivered submission (personal data, photos) is kept for staff. */
  SUBMISSION_MAX_DAYS: amount(limits.submissionMaxDays),
})
export type Settings = Infer<typeof Settings>

/**
 * The period of the production rate-limit binding (wrangler.toml `[[ratelimits]]`, `simple.period`), which
 * the binding does not report: the Retry-After of a refused submission. functions/settings.test.ts holds
 * it to wrangler.toml.
 */
export const RATE_BINDING_PERIOD_SECONDS = 60

const parsed = new WeakMap<object, Settings>()

/** The settings of this environment, parsed on first use. */
export function settingsOf(env: object): Settings {
  let settings = parsed.get(env)
  if (!settings) {
    settings = mask(env, Settings)
    parsed.set(env, settings)
  }
  return settings
}
