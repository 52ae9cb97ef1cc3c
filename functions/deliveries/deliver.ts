import { is } from 'superstruct'
import { UpstreamInvalid, UpstreamSubmitted } from '../../lib/schemas/upstream'
import { UpstreamError } from '../../lib/upstream'
import { settingsOf } from '../settings'
import type { Services } from '../types'
import { claimKey, type DeliveryMessage, payloadKey, payloadMetaOf, readPayload, statusKey } from './store'

/** A submission's delivery state, kept in R2 under `status/<id>` (its custom metadata says which). */
export type DeliveryState = 'delivered' | 'failed' | 'refused'

export type StatusRecord = {
  state: DeliveryState
  at: string
  kind: string
  lang: string
  attempts: number
  /** Why it failed or was refused (an upstream status, a timeout; the fields a 422 named). */
  reason?: string
  fields?: string[]
}

/** Records a submission's state; the record names no person (kind, language, times, field names). */
export async function writeStatus(env: Env, id: string, record: StatusRecord): Promise<void> {
  await env.SUBMISSIONS.put(statusKey(id), JSON.stringify(record), {
    httpMetadata: { contentType: 'application/json' },
    customMetadata: { state: record.state },
  })
}

/** The state recorded for `id`, or null while it is pending (or unknown). */
export async function stateOf(env: Env, id: string): Promise<DeliveryState | null> {
  const head = await env.SUBMISSIONS.head(statusKey(id))
  return (head?.customMetadata?.state as DeliveryState | undefined) ?? null
}

/** The wait before retry number `attempts` (1 = the first retry): doubling from the base, capped. */
export function retryDelaySeconds(env: Env, attempts: number): number {
  const { DELIVERY_RETRY_SECONDS: base, DELIVERY_RETRY_MAX_SECONDS: max } = settingsOf(env)
  return Math.min(max, Math.round(base * 2 ** Math.max(0, attempts - 1)))
}

/**
 * Claims the delivery of `id` for this attempt: true when no other attempt holds it. R2 writes the claim
 * only if none exists (`If-None-Match: *`); a claim older than an attempt can last (its timeout plus a
 * margin) was left by an attempt that died, and is taken over only if nobody else took it first (its ETag
 * unchanged).
 */
export async function claimDelivery(env: Env, id: string, now = Date.now()): Promise<boolean> {
  const at = new Date(now).toISOString()
  const bucket = env.SUBMISSIONS
  const create = async () =>
    (await bucket.put(claimKey(id), at, { onlyIf: new Headers({ 'If-None-Match': '*' }) })) !== null
  if (await create()) return true
  const held = await bucket.head(claimKey(id))
  if (!held) return create() // released between the two looks
  const holdsMs = (settingsOf(env).DELIVERY_TIMEOUT_SECONDS + 30) * 1000
  if (now - held.uploaded.getTime() < holdsMs) return false
  return (await bucket.put(claimKey(id), at, { onlyIf: { etagMatches: held.etag } })) !== null
}

/** What one delivery attempt came to: acknowledged (done, one way or another) or to be retried. */
export type Outcome =
  | { ack: true; result: 'delivered' | 'duplicate' | 'gone' | 'refused' }
  | { ack: false; reason: string }

/**
 * Delivers one stored submission to the panel API, at most once as far as this side can tell:
 * - a submission already marked delivered is a duplicate message: its payload is removed, nothing sent;
 * - a submission another copy of the message is delivering right now (its claim, `claimDelivery`) is
 *   retried later, by when that copy's outcome is recorded;
 * - a missing payload (delivered and cleaned, or swept) is dropped;
 * - a 2xx with the platform's JSON success answer (`UpstreamSubmitted`) marks it delivered *before* the
 *   payload is deleted and the message acknowledged, so a crash in between leaves a marker that stops a
 *   second send; a 2xx with any other body is a failed attempt, retried (issue 28);
 * - a 422 is the CMS refusing the submission itself: recorded as refused (with the fields it named, mapped
 *   to our names), kept for staff, not retried;
 * - anything else (5xx, 429, a 409 "that key is in progress", a timeout, refused credentials) is retried
 *   by the queue.
 * Every attempt carries the submission's id as its `Idempotency-Key`: a CMS that honours it (the stand-in
 * does) records a submission once however often a slow answer makes us send it. One attempt also waits
 * DELIVERY_TIMEOUT_SECONDS, long, so a slow CMS that does not honour the key mostly answers before we give
 * up and send it again (docs/decisions/0033-store-then-deliver.md).
 */
export async function deliverOne(
  env: Env,
  services: Services,
  id: string,
  attempts: number,
): Promise<Outcome> {
  const duplicate = async (): Promise<Outcome | null> => {
    if ((await stateOf(env, id)) !== 'delivered') return null
    await env.SUBMISSIONS.delete(payloadKey(id))
    return { ack: true, result: 'duplicate' }
  }
  const delivered = await duplicate()
  if (delivered) return delivered
  // Another copy of this message is delivering it now: try again later, when its outcome is recorded.
  if (!(await claimDelivery(env, id))) return { ack: false, reason: 'another delivery of it is under way' }
  try {
    // That other copy may have delivered it between the look above and the claim.
    return (await duplicate()) ?? (await sendClaimed(env, services, id, attempts))
  } finally {
    await env.SUBMISSIONS.delete(claimKey(id))
  }
}

/** One delivery attempt of a claimed submission (see deliverOne). */
async function sendClaimed(env: Env, services: Services, id: string, attempts: number): Promise<Outcome> {
  const stored = await readPayload(env, id)
  if (!stored) return { ack: true, result: 'gone' }
  const { meta, form } = stored
  let status: number
  let body: unknown = null
  try {
    // The submission's id is its idempotency key: every attempt of it carries the same one.
    const answer = await services.delivery(env).submit(meta.kind, meta.lang, form, { idempotencyKey: id })
    status = answer.status
    body = answer.body
  } catch (e) {
    const reason = e instanceof UpstreamError ? `${e.kind}: ${e.message}` : String(e)
    return { ack: false, reason }
  }
  const record = { at: new Date().toISOString(), kind: meta.kind, lang: meta.lang, attempts }
  // Only the platform's own success answer is a delivery: a 2xx that is not it (a proxy's page answered
  // 200, a truncated body) is retried like a 5xx and, in the end, left for staff (issue 28).
  if (status >= 200 && status < 300 && !is(body, UpstreamSubmitted)) {
    return { ack: false, reason: `status ${status} without the platform's JSON success answer` }
  }
  if (status >= 200 && status < 300) {
    await writeStatus(env, id, { ...record, state: 'delivered' })
    await env.SUBMISSIONS.delete(payloadKey(id))
    return { ack: true, result: 'delivered' }
  }
  if (status === 422) {
    const fields = upstreamFields(body)
    await writeStatus(env, id, { ...record, state: 'refused', reason: 'the CMS refused it (422)', fields })
    return { ack: true, result: 'refused' }
  }
  return { ack: false, reason: `status ${status}` }
}

/** The field names an upstream 422 names (the panel API uses our names); [] when it names none. */
export function upstreamFields(body: unknown): string[] {
  return is(body, UpstreamInvalid) ? Object.keys(body.errors ?? {}) : []
}

/**
 * The deliveries queue's consumer: every message of the batch at once (a slow CMS then costs one wait per
 * batch, not one per message), each acknowledged or retried on its own with the Worker's backoff.
 */
export async function deliverBatch(
  batch: MessageBatch<DeliveryMessage>,
  env: Env,
  services: Services,
): Promise<void> {
  await Promise.all(
    batch.messages.map(async (message) => {
      const id = message.body?.id
      if (typeof id !== 'string' || id === '') {
        console.error(`deliveries: message ${message.id} carries no id; dropped`)
        message.ack()
        return
      }
      let outcome: Outcome
      try {
        outcome = await deliverOne(env, services, id, message.attempts)
      } catch (e) {
        outcome = { ack: false, reason: e instanceof Error ? e.message : String(e) }
      }
      if (outcome.ack) {
        console.log(`deliveries: ${id} ${outcome.result} (attempt ${message.attempts})`)
        message.ack()
      } else {
        const delaySeconds = retryDelaySeconds(env, message.attempts)
        console.warn(
          `deliveries: ${id} attempt ${message.attempts} failed (${outcome.reason}); retry in ${delaySeconds} s`,
        )
        message.retry({ delaySeconds })
      }
    }),
  )
}

/**
 * The dead-letter queue's consumer: a message that used up its retries. The submission stays in R2,
 * marked failed, listed by `npm run deliveries` until staff re-send it (or the sweep deletes it).
 */
export async function recordDeadLetters(batch: MessageBatch<DeliveryMessage>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const id = message.body?.id
    if (typeof id === 'string' && id !== '') {
      const head = await env.SUBMISSIONS.head(payloadKey(id))
      const state = await stateOf(env, id)
      if (head && state === null) {
        const { kind, lang } = payloadMetaOf(head)
        await writeStatus(env, id, {
          state: 'failed',
          at: new Date().toISOString(),
          kind,
          lang,
          attempts: message.attempts,
          reason: 'retries used up',
        })
        console.error(`deliveries: ${id} failed after its retries; kept for staff (npm run deliveries)`)
      }
    }
    message.ack()
  }
}
