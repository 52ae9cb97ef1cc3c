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
  /** R2 refuses every write (`put` rejects with an Error with this message); reads stay real. */
  submissionsPutFails?: string
}

/** The harness a request belongs to: set by the tests on theirs, by the test Worker on what it sends out. */
export const harnessHeader = 'x-harness'
/** How far the test moved its harness's clock (ms), on each request. */
export const clockHeader = 'x-harness-clock'
/** POST here with a HarnessSetup sets a harness up. */
export const setupPath = '/__harness'
/** POST here: the messages the harness's Worker sent to the deliveries queue since the last call. */
export const sentPath = '/__harness/sent'
/** POST here with a HarnessCall: one of the Worker's functions run in workerd with the harness's env. */
export const callPath = '/__harness/call'

/** A message the Worker sent to the deliveries queue (through the real producer): its body. */
export type SentMessage = { body: unknown }

/** The Worker's functions the tests call directly (with a `now` the test picks), and their arguments. */
export type HarnessCalls = {
  claimDelivery: [id: string, now: number]
  sweepSubmissions: [now: number]
  /** The keys in R2, sorted. */
  stored: []
  /** Puts a file into the media store (R2, MEDIA): its name, bytes (base64) and type. */
  putMedia: [name: string, base64: string, contentType: string]
}
export type HarnessCall = {
  [K in keyof HarnessCalls]: { name: K; args: HarnessCalls[K] }
}[keyof HarnessCalls]

/**
 * Message ids the test process gives the queue events it dispatches: `<harness id>:<n>`, so the test
 * Worker hands each batch to its harness's services and env (a queue event carries no header).
 */
export const messageId = (harness: string, n: number | string) => `${harness}:${n}`
export const harnessOfMessage = (id: string) => id.slice(0, id.lastIndexOf(':'))
