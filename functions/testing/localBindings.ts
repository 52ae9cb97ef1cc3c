// Real local R2 for the Worker's unit tests: Miniflare's implementation, started once per test file by
// wrangler's `getPlatformProxy` (the bindings of wrangler.toml, in memory), shared by the file's tests,
// each harness in a key space of its own. The queue is driven by the test (`TestQueue`): it records what
// the Worker sends and hands it to the Worker's own `queue` handler as batches, retries and dead letters
// the way Queues does; the real queue is exercised end to end (tests/edge/deliveries.spec.ts).
// Test doubles: each fake implements only what the Worker calls of a platform type (Fetcher, Cache,
// R2Bucket, Queue, MessageBatch) and is cast to that type (`as unknown as`): test code only.
import { getPlatformProxy } from 'wrangler'
import { deadLetterQueue } from '../deliveries/queue'
import type { DeliveryMessage } from '../deliveries/store'

let proxy: ReturnType<typeof getPlatformProxy<Env>> | undefined

/** The shared local platform of this test file (started on first use, disposed when the file ends). */
function platform() {
  proxy ??= getPlatformProxy<Env>({ persist: false })
  return proxy
}

/** Stops the local platform (vitest's afterAll in functions/testing/setup.ts). */
export async function disposePlatform(): Promise<void> {
  if (proxy) await (await proxy).dispose()
  proxy = undefined
}

/** The local R2 bucket seen under `scope/`: one harness's objects only, keys as the Worker wrote them. */
export function scopedBucket(scope: string): R2Bucket {
  const real = async () => (await platform()).env.SUBMISSIONS
  const k = (key: string) => `${scope}/${key}`
  return {
    put: async (key: string, value: never, options?: R2PutOptions) =>
      (await real()).put(k(key), value, options),
    get: async (key: string, options?: R2GetOptions) => (await real()).get(k(key), options),
    head: async (key: string) => (await real()).head(k(key)),
    delete: async (keys: string | string[]) =>
      (await real()).delete(Array.isArray(keys) ? keys.map(k) : k(keys)),
    // Listed objects as the Worker reads them, keyed without the scope.
    list: async (options: R2ListOptions = {}) => {
      const page = await (await real()).list({ ...options, prefix: k(options.prefix ?? '') })
      const objects = page.objects.map((o) => ({
        key: o.key.slice(scope.length + 1),
        size: o.size,
        uploaded: o.uploaded,
        customMetadata: o.customMetadata,
        httpMetadata: o.httpMetadata,
      }))
      return { ...page, objects }
    },
  } as unknown as R2Bucket
}

type Queued = { id: string; body: DeliveryMessage; attempts: number; delaySeconds?: number }

/**
 * The deliveries queue as a test drives it: `send` records, `run` hands the waiting messages to the
 * handler as one batch (ack drops, retry requeues with attempts + 1; past `maxRetries` a message goes to
 * the dead-letter batch). Delays are recorded, not waited.
 */
export class TestQueue {
  waiting: Queued[] = []
  /** Every retry's delay, in order. */
  delays: number[] = []
  private next = 1
  constructor(readonly maxRetries = 40) {}

  binding(): Queue {
    return {
      send: async (body: DeliveryMessage) => {
        this.waiting.push({ id: `m${this.next++}`, body, attempts: 1 })
      },
    } as unknown as Queue
  }

  /** One batch of everything waiting; resolves to the number of messages handed over. */
  async run(handler: ExportedHandlerQueueHandler<Env>, env: Env): Promise<number> {
    const batch = this.waiting.splice(0)
    if (batch.length === 0) return 0
    const retried: Queued[] = []
    const dead: Queued[] = []
    const messages = batch.map((m) => ({
      id: m.id,
      timestamp: new Date(),
      body: m.body,
      attempts: m.attempts,
      ack: () => {},
      retry: (options?: { delaySeconds?: number }) => {
        this.delays.push(options?.delaySeconds ?? 0)
        if (m.attempts > this.maxRetries) dead.push({ ...m, attempts: 1 })
        else retried.push({ ...m, attempts: m.attempts + 1 })
      },
    }))
    await handler(
      { queue: 'lumiere-deliveries', messages, ackAll() {}, retryAll() {} } as unknown as MessageBatch,
      env,
      {} as ExecutionContext,
    )
    this.waiting.push(...retried)
    if (dead.length > 0) {
      await handler(
        {
          queue: deadLetterQueue,
          messages: dead.map((m) => ({ ...m, timestamp: new Date(), ack() {}, retry() {} })),
          ackAll() {},
          retryAll() {},
        } as unknown as MessageBatch,
        env,
        {} as ExecutionContext,
      )
    }
    return batch.length
  }
}
