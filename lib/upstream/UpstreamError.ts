/** Why an upstream call failed; `transient` ones are worth retrying. */
export type UpstreamFailure = 'http' | 'timeout' | 'network' | 'malformed' | 'invalid' | 'auth'

/** A failed upstream call, naming the call (method and path) and, for invalid data, the field. */
export class UpstreamError extends Error {
  readonly kind: UpstreamFailure
  readonly call: string
  readonly status: number | undefined
  readonly field: string | undefined

  constructor(kind: UpstreamFailure, call: string, detail: string, status?: number, field?: string) {
    super(`${call}: ${detail}`)
    this.name = 'UpstreamError'
    this.kind = kind
    this.call = call
    this.status = status
    this.field = field
  }

  get transient(): boolean {
    if (this.kind === 'timeout' || this.kind === 'network' || this.kind === 'malformed') return true
    return this.kind === 'http' && this.status !== undefined && (this.status >= 500 || this.status === 429)
  }
}
