import { is } from 'superstruct'
import {
  codeOfStatus,
  ErrorAnswer,
  isSubmissionErrorCode,
  type SubmissionErrorCode,
} from '../../lib/http/apiErrors'

/** A submission's failure code: the Worker's (lib/http/apiErrors), or `network` for a request that got no answer. */
export type ApiErrorCode = SubmissionErrorCode | 'network'

export type SubmitResult =
  | { ok: true }
  | {
      ok: false
      /** A known code, or null for an answer the API contract does not describe (shown as a generic error). */
      code: ApiErrorCode | null
      status: number
      /** Fields the Worker named as invalid (422), empty otherwise. */
      fields: string[]
    }

/** The field names of an error's `fields`, which may be a list of names or an object keyed by them. */
function fieldNames(fields: unknown): string[] {
  if (Array.isArray(fields)) return fields.filter((f): f is string => typeof f === 'string')
  if (typeof fields === 'object' && fields !== null) return Object.keys(fields)
  return []
}

/**
 * Posts a form to the Worker API and reads its answer: `{ ok: true }` on 2xx, else the error's code and
 * the fields it names (`{ error: { code, message, fields? } }`). A request that never gets an answer is
 * `network`; it never throws, so the form can always leave its sending state.
 */
export async function postForm(
  url: string,
  body: FormData,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    })
  } catch {
    return { ok: false, code: 'network', status: 0, fields: [] }
  }
  if (response.ok) return { ok: true }
  let payload: unknown = null
  try {
    payload = await response.json()
  } catch {
    // Not JSON: fall back on the status below.
  }
  const error = is(payload, ErrorAnswer) ? payload.error : null
  const code = isSubmissionErrorCode(error?.code) ? error.code : codeOfStatus(response.status)
  return {
    ok: false,
    code: isSubmissionErrorCode(code) ? code : null,
    status: response.status,
    fields: fieldNames(error?.fields),
  }
}
