import { afterEach, describe, expect, it, vi } from 'vitest'
import { triggerRebuild } from './scheduled'
import { harness, sentElsewhere } from './testing/workerd'

const hook = 'https://api.example/deploy-hooks/secret-token-123'
/** The Worker's environment as triggerRebuild reads it (the hook's variables only). */
const env = (vars: Partial<Env> = {}) => vars as Env

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the scheduled rebuild', () => {
  it('does nothing but log when REBUILD_HOOK_URL is not set', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const fetch = vi.fn()
    expect(await triggerRebuild(env(), 'cron', { fetch })).toBe(false)
    expect(fetch).not.toHaveBeenCalled()
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not set'))
  })

  it('POSTs to the hook, retrying with growing waits, and never logs its URL', async () => {
    const lines: string[] = []
    for (const level of ['log', 'warn', 'error'] as const) {
      vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(line))
    }
    const answers = [
      new Response('', { status: 502 }),
      Promise.reject(new TypeError('network')),
      new Response('{}'),
    ]
    const fetch = vi.fn(async () => answers.shift() as Response)
    const waits: number[] = []
    const ok = await triggerRebuild(env({ REBUILD_HOOK_URL: hook, REBUILD_HOOK_TOKEN: 'gh-token' }), 'cron', {
      fetch,
      backoffMs: 10,
      sleep: async (ms) => void waits.push(ms),
    })
    expect(ok).toBe(true)
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(fetch.mock.calls[0]).toEqual([hook, expect.objectContaining({ method: 'POST' })])
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(JSON.parse(String(init.body))).toEqual({
      event_type: 'rebuild',
      client_payload: { reason: 'cron' },
    })
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer gh-token')
    expect(waits).toEqual([10, 20])
    expect(lines.join('\n')).not.toContain('secret-token-123')
  })

  it('gives up after three attempts', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = vi.fn(async () => new Response('', { status: 500 }))
    expect(
      await triggerRebuild(env({ REBUILD_HOOK_URL: hook }), 'cron', { fetch, sleep: async () => {} }),
    ).toBe(false)
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('is what the cron trigger runs: the hook is called with the token', async () => {
    const h = harness({ REBUILD_HOOK_URL: hook, REBUILD_HOOK_TOKEN: 'gh-token' })
    await h.request('/api/health') // sets the harness up: the cron event runs with its environment
    const result = await h.scheduled('0 */6 * * *')
    expect(result.outcome).toBe('ok')
    const [sent] = sentElsewhere().filter((r) => r.url === hook)
    expect(sent?.method).toBe('POST')
    expect(sent?.headers.get('authorization')).toBe('Bearer gh-token')
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      event_type: 'rebuild',
      client_payload: { reason: 'cron 0 */6 * * *' },
    })
  })
})
