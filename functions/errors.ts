import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ApiErrorCode, ErrorBody } from '../lib/http/apiErrors'
import { apiContentSecurityPolicy, securityHeaders } from '../lib/http/securityHeaders'

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

/**
 * The answer to an error nothing else answered (a bug, a platform failure, a value thrown that is not an
 * Error): JSON 500 `internal_error` with the security headers, never a stack or a path. The error itself
 * goes to the log only (its name and message).
 */
export function internalError(error: unknown): Response {
  const what = error instanceof Error ? `${error.name}: ${error.message}` : `thrown ${typeof error}`
  console.error(`unexpected error: ${what}`)
  const body: ErrorBody = { error: { code: 'internal_error', message: 'Something went wrong.' } }
  return new Response(JSON.stringify(body), {
    status: 500,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...securityHeaders,
      'Content-Security-Policy': apiContentSecurityPolicy,
    },
  })
}
