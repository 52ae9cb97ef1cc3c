import { describe, expect, it } from 'vitest'
import { doubling, retrying } from './retry'

describe('retrying', () => {
  it('retries a failing attempt with doubling waits until it succeeds', async () => {
    const waits: number[] = []
    const seen: number[] = []
    const result = await retrying(
      async (n) => {
        seen.push(n)
        if (n < 2) throw new Error(`fail ${n}`)
        return 'ok'
      },
      { retries: 3, delayMs: doubling(100), sleep: async (ms) => void waits.push(ms) },
    )
    expect(result).toBe('ok')
    expect(seen).toEqual([0, 1, 2])
    expect(waits).toEqual([100, 200])
  })

  it('throws the last failure once the retries are used, and a failure it may not retry at once', async () => {
    let calls = 0
    const failing = async () => {
      calls++
      throw new Error(`fail ${calls}`)
    }
    await expect(retrying(failing, { retries: 2, delayMs: () => 0 })).rejects.toThrow('fail 3')
    calls = 0
    await expect(
      retrying(failing, { retries: 2, delayMs: () => 0, shouldRetry: () => false }),
    ).rejects.toThrow('fail 1')
  })
})
