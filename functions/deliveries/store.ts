import { ApiError } from '../errors'

/** The submissions the Worker stores and delivers, each to the panel API's `POST /api/{kind}/{lang}`. */
export type SubmissionKind = 'contact' | 'get-scouted' | 'favorites'

/** Where a submission waits in R2 (fields and photos, as the multipart body delivered to the CMS). */
export const payloadKey = (id: string) => `payload/${id}`
/** Its delivery state once it has one (no personal data: kind, language, times, field names). */
export const statusKey = (id: string) => `status/${id}`

/**
 * A delivery under way (R2 create-if-absent): two copies of one queue message, handed out concurrently,
 * cannot both send it. No personal data: the time the attempt began.
 */
export const claimKey = (id: string) => `claim/${id}`

/** A submission's id: when it arrived (UTC, to the millisecond) and a random UUID, as `storeSubmission` makes it. */
export const isSubmissionId = (id: string) =>
  /^\d{8}T\d{9}Z-[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/.test(id)

/** What R2 holds about a waiting submission (the payload's custom metadata). */
export type PayloadMeta = { kind: SubmissionKind; lang: string; receivedAt: string }

/**
 * A stored payload's metadata as staff and delivery records read it: what it is, its language and when it
 * arrived (the object's upload time when the metadata lacks it). Names no person.
 */
export function payloadMetaOf(object: R2Object): { kind: string; lang: string; receivedAt: string } {
  const meta: Partial<Record<keyof PayloadMeta, string>> = object.customMetadata ?? {}
  return {
    kind: meta.kind ?? '',
    lang: meta.lang ?? '',
    receivedAt: meta.receivedAt ?? object.uploaded.toISOString(),
  }
}

/** The queue message: the R2 key's id, nothing personal (Queues keep messages in their own storage). */
export type DeliveryMessage = { id: string }

/**
 * Stores a validated submission durably and queues its delivery: the whole form (fields and files, names
 * and types kept) as one multipart object in R2, then `{ id }` on the deliveries queue. Resolves once
 * both are done; the visitor's success depends on nothing else. A failure of either is a 503 (nothing
 * was queued, so the visitor's retry cannot duplicate it; a stored payload without a message is listed
 * as pending by `npm run deliveries` and removed by the sweep).
 */
export async function storeSubmission(
  env: Env,
  kind: SubmissionKind,
  lang: string,
  form: FormData,
): Promise<string> {
  const id = `${new Date().toISOString().replace(/[-:.]/g, '')}-${crypto.randomUUID()}`
  const body = new Response(form)
  const contentType = body.headers.get('content-type') ?? 'multipart/form-data'
  const meta: PayloadMeta = { kind, lang, receivedAt: new Date().toISOString() }
  try {
    await env.SUBMISSIONS.put(payloadKey(id), await body.arrayBuffer(), {
      httpMetadata: { contentType },
      customMetadata: meta,
    })
    await env.DELIVERIES.send({ id } satisfies DeliveryMessage, { contentType: 'json' })
  } catch (e) {
    console.error(`${kind}: could not store the submission: ${e instanceof Error ? e.message : String(e)}`)
    throw new ApiError(503, 'store_failed', 'The submission could not be stored; try again.')
  }
  console.log(`${kind}: stored ${id} (${lang}); delivery queued`)
  return id
}

/** The stored form of `id` as it will be delivered, with its metadata; null when it is gone. */
export async function readPayload(
  env: Env,
  id: string,
): Promise<{ meta: PayloadMeta; form: FormData } | null> {
  const object = await env.SUBMISSIONS.get(payloadKey(id))
  if (!object) return null
  const meta = object.customMetadata as PayloadMeta
  const type = object.httpMetadata?.contentType ?? 'multipart/form-data'
  const form = await new Response(object.body, { headers: { 'content-type': type } }).formData()
  return { meta, form }
}
