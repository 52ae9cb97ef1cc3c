/** The error codes of the Worker API (DESIGN.md "Worker API"), plus `network` for a request that got no answer. */
export const apiErrorCodes = [
  'bad_request',
  'forbidden_origin',
  'body_too_large',
  'file_too_large',
  'unsupported_file_type',
  'invalid_fields',
  'rate_limited',
  'upstream_failed',
  'store_failed',
  'network',
] as const

export type ApiErrorCode = (typeof apiErrorCodes)[number]

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

function isApiErrorCode(x: unknown): x is ApiErrorCode {
  return typeof x === 'string' && (apiErrorCodes as readonly string[]).includes(x)
}

/** The field names of an error's `fields`, which may be a list of names or an object keyed by them. */
function fieldNames(fields: unknown): string[] {
  if (Array.isArray(fields)) return fields.filter((f): f is string => typeof f === 'string')
  if (typeof fields === 'object' && fields !== null) return Object.keys(fields)
  return []
}

/** The code a status implies when the body is not the API's JSON error (a proxy's page, an empty body). */
function codeForStatus(status: number): ApiErrorCode | null {
  if (status === 413) return 'body_too_large'
  if (status === 415) return 'unsupported_file_type'
  if (status === 429) return 'rate_limited'
  if (status === 422) return 'invalid_fields'
  if (status === 403) return 'forbidden_origin'
  if (status === 400) return 'bad_request'
  if (status >= 500) return 'upstream_failed'
  return null
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
  const error =
    typeof payload === 'object' && payload !== null && 'error' in payload
      ? (payload as { error: { code?: unknown; fields?: unknown } }).error
      : null
  const code = isApiErrorCode(error?.code) ? error.code : codeForStatus(response.status)
  return { ok: false, code, status: response.status, fields: fieldNames(error?.fields) }
}
