/** How `retrying` repeats a failed attempt. */
export type RetryOptions = {
  /** Attempts after the first. */
  retries: number
  /** The wait before retry `n` (0 for the first retry). */
  delayMs: (n: number) => number
  /** Whether a failure may be retried (default: every one). */
  shouldRetry?: (error: unknown) => boolean
  /** Told before each retry, `n` counting from 1 (for progress lines and logs). */
  onRetry?: (error: unknown, n: number) => void
  /** Waits (tests pass one that records the waits and returns at once; the upstream client one that gives up with the caller's budget). */
  sleep?: (ms: number) => Promise<unknown>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * `attempt` until it resolves, at most `retries` more times, waiting `delayMs(n)` before retry `n`; the
 * last failure (or the first that may not be retried) is thrown as it is. The sync's media download, the
 * upstream client and the Worker's rebuild hook share it.
 */
export async function retrying<T>(attempt: (n: number) => Promise<T>, o: RetryOptions): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt(n)
    } catch (error) {
      if (n >= o.retries || !(o.shouldRetry?.(error) ?? true)) throw error
      o.onRetry?.(error, n + 1)
      await (o.sleep ?? wait)(o.delayMs(n))
    }
  }
}

/** Doubling waits from `baseMs`, plus up to `baseMs` of random jitter when asked: 100, 200, 400 … */
export const doubling =
  (baseMs: number, jitter = false) =>
  (n: number): number =>
    baseMs * 2 ** n + (jitter ? Math.random() * baseMs : 0)
