import { settingsOf } from '../settings'
import type { StatusRecord } from './deliver'
import { type DeliveryMessage, isSubmissionId, payloadKey, payloadMetaOf, statusKey } from './store'

/** Every object under `prefix`, page by page (R2 lists at most 1000 a call). */
async function* listAll(bucket: R2Bucket, prefix: string, customMetadata = false): AsyncGenerator<R2Object> {
  let cursor: string | undefined
  do {
    const page = await bucket.list({
      prefix,
      ...(cursor ? { cursor } : {}),
      ...(customMetadata ? { include: ['customMetadata'] as ('customMetadata' | 'httpMetadata')[] } : {}),
    })
    yield* page.objects
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
}

/**
 * Deletes what must not outlive SUBMISSION_MAX_DAYS (30): undelivered submissions (personal data and
 * photos) and the delivery records. Delivered ones were deleted on delivery. Run by the cron trigger.
 */
export async function sweepSubmissions(env: Env, now = Date.now()): Promise<number> {
  const days = settingsOf(env).SUBMISSION_MAX_DAYS
  const before = now - days * 24 * 3600 * 1000
  let deleted = 0
  for (const prefix of ['payload/', 'status/', 'claim/']) {
    const old: string[] = []
    for await (const object of listAll(env.SUBMISSIONS, prefix)) {
      if (object.uploaded.getTime() < before) old.push(object.key)
    }
    for (let i = 0; i < old.length; i += 1000) await env.SUBMISSIONS.delete(old.slice(i, i + 1000))
    deleted += old.length
  }
  if (deleted > 0) console.log(`sweep: deleted ${deleted} submission objects older than ${days} days`)
  return deleted
}

/** A submission not (yet) delivered, as staff see it: no personal data beyond what it is and when. */
export type DeliveryEntry = {
  id: string
  kind: string
  lang: string
  receivedAt: string
  /** pending: in the queue (retrying); failed: retries used up; refused: the CMS answered 422. */
  state: 'pending' | 'failed' | 'refused'
  reason?: string
  fields?: string[]
  size: number
}

/** What `npm run deliveries` shows: every stored, undelivered submission and its state, oldest first. */
export async function listDeliveries(env: Env): Promise<{ entries: DeliveryEntry[]; delivered: number }> {
  const states = new Map<string, string>()
  for await (const object of listAll(env.SUBMISSIONS, 'status/', true)) {
    states.set(object.key.slice('status/'.length), object.customMetadata?.state ?? '')
  }
  const entries: DeliveryEntry[] = []
  for await (const object of listAll(env.SUBMISSIONS, 'payload/', true)) {
    const id = object.key.slice('payload/'.length)
    const state = states.get(id)
    const entry: DeliveryEntry = {
      id,
      ...payloadMetaOf(object),
      state: state === 'failed' || state === 'refused' ? state : 'pending',
      size: object.size,
    }
    if (entry.state !== 'pending') {
      const record = (await (await env.SUBMISSIONS.get(statusKey(id)))?.json<StatusRecord>()) ?? null
      if (record?.reason) entry.reason = record.reason
      if (record?.fields) entry.fields = record.fields
    }
    entries.push(entry)
  }
  const delivered = [...states.values()].filter((s) => s === 'delivered').length
  return { entries, delivered }
}

/**
 * Queues the delivery of stored submissions again: the ids given, or every failed and refused one. Their
 * state goes back to pending first. A pending one is re-sent only when named (its message may have
 * expired from the queue); an id whose payload is gone (delivered, swept) is skipped.
 */
export async function resendDeliveries(env: Env, ids?: string[]): Promise<string[]> {
  const chosen =
    ids && ids.length > 0
      ? ids
      : (await listDeliveries(env)).entries.filter((e) => e.state !== 'pending').map((e) => e.id)
  const sent: string[] = []
  for (const id of chosen) {
    if (!(await env.SUBMISSIONS.head(payloadKey(id)))) continue
    await env.SUBMISSIONS.delete(statusKey(id))
    await env.DELIVERIES.send({ id } satisfies DeliveryMessage, { contentType: 'json' })
    sent.push(id)
  }
  return sent
}

/**
 * One undelivered submission as stored (the multipart body the CMS would get: fields and photos), for
 * staff to handle by hand when the CMS will not take it (`npm run deliveries -- --export <id>`); null when
 * there is none (delivered, swept, or no such id).
 */
export async function exportDelivery(env: Env, id: string): Promise<Response | null> {
  if (!isSubmissionId(id)) return null
  const object = await env.SUBMISSIONS.get(payloadKey(id))
  if (!object) return null
  const meta = payloadMetaOf(object)
  return new Response(object.body, {
    headers: {
      'Content-Type': object.httpMetadata?.contentType ?? 'multipart/form-data',
      'Content-Disposition': `attachment; filename="${id}.multipart"`,
      'Cache-Control': 'no-store',
      'Submission-Kind': meta.kind,
      'Submission-Lang': meta.lang,
      'Submission-Received': meta.receivedAt,
    },
  })
}
