import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** The error codes of DESIGN.md's Worker API (the page translates each). */
export type ErrorCode =
  | 'bad_request'
  | 'forbidden_origin'
  | 'not_found'
  | 'method_not_allowed'
  | 'body_too_large'
  | 'file_too_large'
  | 'unsupported_file_type'
  | 'invalid_fields'
  | 'rate_limited'
  | 'upstream_failed'
  | 'store_failed'
  | 'internal_error'

/** The one error shape every Worker error answers with: `{ error: { code, message, fields? } }`. */
export type ErrorBody = { error: { code: ErrorCode; message: string; fields?: string[] } }

/** An error that becomes a JSON answer in `app.onError`; `fields` names the fields at fault. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  readonly code: ErrorCode
  readonly fields: string[] | undefined
  readonly headers: Record<string, string>

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    options: { fields?: string[]; headers?: Record<string, string> } = {},
  ) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = options.fields
    this.headers = options.headers ?? {}
  }

  get body(): ErrorBody {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    }
  }
}
