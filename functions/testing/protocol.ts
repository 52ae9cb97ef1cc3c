// What the test process and the test Worker (functions/testing/testWorker.ts) say to each other.

/** What a harness sets up (functions/testing/workerd.ts `harness`). */
export type HarnessSetup = {
  /** Environment variables over the platform's. */
  vars: Record<string, string>
  upstreamTimeoutMs?: number
  liveBudgetMs?: number
  liveAttemptMs?: number
  /** ASSETS replaced by a fetcher that throws this (an Error with this message, or the bare string). */
  assetsThrow?: { error: boolean; message: string }
}

/** The harness a request belongs to: set by the tests on theirs, by the test Worker on what it sends out. */
export const harnessHeader = 'x-harness'
/** How far the test moved its harness's clock (ms), on each request. */
export const clockHeader = 'x-harness-clock'
/** POST here with a HarnessSetup sets a harness up. */
export const setupPath = '/__harness'
