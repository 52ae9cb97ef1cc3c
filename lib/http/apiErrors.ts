import { array, enums, type Infer, is, object, optional, string, type, unknown } from 'superstruct'

/** The codes a form submission can fail with; the page has a translated message for each. */
export const submissionErrorCodes = [
  'bad_request',
  'forbidden_origin',
  'request_timeout',
  'body_too_large',
  'file_too_large',
  'unsupported_file_type',
  // A HEIC/HEIF photo (415 too): its message says how to send it as JPEG.
  'heif_photo',
  'invalid_fields',
  'rate_limited',
  'upstream_failed',
  'store_failed',
] as const
export type SubmissionErrorCode = (typeof submissionErrorCodes)[number]

/** Every error code of the Worker API (DESIGN.md "Worker API"): the submission ones and those no form meets. */
export const apiErrorCodes = [
  ...submissionErrorCodes,
  'not_found',
  'method_not_allowed',
  'internal_error',
  // The staff endpoints without their token.
  'forbidden',
] as const
export const ApiErrorCode = enums(apiErrorCodes)
export type ApiErrorCode = Infer<typeof ApiErrorCode>

/** The one error shape every Worker error answers with: `{ error: { code, message, fields? } }`. */
export const ErrorBody = object({
  error: object({ code: ApiErrorCode, message: string(), fields: optional(array(string())) }),
})
export type ErrorBody = Infer<typeof ErrorBody>

/** An error answer as a client reads it: lenient (the code and the fields are checked where they are used). */
export const ErrorAnswer = type({ error: type({ code: unknown(), fields: unknown() }) })

const codeByStatus: Readonly<Record<number, ApiErrorCode>> = {
  400: 'bad_request',
  403: 'forbidden_origin',
  404: 'not_found',
  405: 'method_not_allowed',
  408: 'request_timeout',
  413: 'body_too_large',
  415: 'unsupported_file_type',
  422: 'invalid_fields',
  429: 'rate_limited',
  502: 'upstream_failed',
  503: 'store_failed',
}

/**
 * The code a status implies when an answer carries none (a framework's own error, a proxy's page):
 * `codeOfStatus(413)` → `'body_too_large'`; an unlisted 5xx is `upstream_failed`, another 4xx null.
 */
export function codeOfStatus(status: number): ApiErrorCode | null {
  return codeByStatus[status] ?? (status >= 500 ? 'upstream_failed' : null)
}

export function isSubmissionErrorCode(x: unknown): x is SubmissionErrorCode {
  return is(x, enums(submissionErrorCodes))
}
