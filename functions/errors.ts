import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorCode, ErrorBody } from '../lib/http/apiErrors'

/** An error that becomes a JSON answer in `app.onError`; `fields` names the fields at fault. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  readonly code: ApiErrorCode
  readonly fields: string[] | undefined
  readonly headers: Record<string, string>

  constructor(
    status: ContentfulStatusCode,
    code: ApiErrorCode,
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
