import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RATE_BINDING_PERIOD_SECONDS, settingsOf } from './settings'

const wrangler = readFileSync(join(import.meta.dirname, '..', 'wrangler.toml'), 'utf8')
/** A `[vars]` value of wrangler.toml. */
const variable = (name: string) => new RegExp(`^${name} = "([^"]*)"`, 'm').exec(wrangler)?.[1]

describe('the Worker settings', () => {
  it('reads each variable as a number, and the default where it is unset, blank, not a number or negative', () => {
    const settings = settingsOf({
      LIVE_CACHE_SECONDS: '120',
      RATE_LIMIT: '',
      RATE_PERIOD: 'soon',
      DELIVERY_RETRY_SECONDS: '-1',
      DELIVERY_TIMEOUT_SECONDS: ' 45 ',
    })
    expect(settings).toEqual({
      LIVE_CACHE_SECONDS: 120,
      RATE_LIMIT: 5,
      RATE_PERIOD: 60,
      DELIVERY_RETRY_SECONDS: 30,
      DELIVERY_RETRY_MAX_SECONDS: 1800,
      DELIVERY_TIMEOUT_SECONDS: 45,
      SUBMISSION_MAX_DAYS: 30,
    })
  })

  it('has the defaults wrangler.toml deploys, and the rate-limit binding’s period', () => {
    const defaults = settingsOf({})
    for (const [name, value] of Object.entries(defaults)) expect(Number(variable(name)), name).toBe(value)
    const binding = /name = "FORM_RATE_LIMITER"[^[]*simple = \{ limit = (\d+), period = (\d+) \}/.exec(
      wrangler,
    )
    expect(Number(binding?.[2])).toBe(RATE_BINDING_PERIOD_SECONDS)
  })

  it('parses an environment once', () => {
    const env = { LIVE_CACHE_SECONDS: '10' }
    expect(settingsOf(env)).toBe(settingsOf(env))
  })
})
