import { is } from 'superstruct'
import { UpstreamInvalid } from '../lib/schemas/upstream'
import { UpstreamError } from '../lib/upstream'
import { ApiError } from './errors'
import type { Services } from './types'

const upstreamFailed = () =>
  new ApiError(502, 'upstream_failed', 'The agency system did not accept the submission; try again.')

/**
 * Forwards a validated submission to the panel API's call of that kind (as form data, with the bearer
 * token). Upstream's 422 becomes our 422 invalid_fields with its field names; a 5xx, a timeout, an answer
 * that is not JSON or any other refusal becomes 502 upstream_failed. Nothing is retried: upstream may
 * have received it.
 */
export async function forward(
  services: Services,
  env: Env,
  kind: 'contact' | 'get-scouted',
  form: FormData,
): Promise<void> {
  let answer: { status: number; body: unknown }
  try {
    answer = await services.upstream(env).submit(kind, 'pt', form)
  } catch (e) {
    if (e instanceof ApiError) throw e
    // The error names the call and the failure, never a token or a credential.
    const detail = e instanceof UpstreamError ? `${e.kind} ${e.message}` : String(e)
    console.error(`${kind}: upstream failed: ${detail}`)
    throw upstreamFailed()
  }
  if (answer.status === 422) {
    const errors = is(answer.body, UpstreamInvalid) ? (answer.body.errors ?? {}) : {}
    const fields = Object.keys(errors)
    console.warn(`${kind}: upstream refused fields ${fields.join(', ') || '(none named)'}`)
    throw new ApiError(422, 'invalid_fields', 'Some fields are invalid.', { fields })
  }
  if (answer.status >= 400) {
    console.error(`${kind}: upstream answered ${answer.status}`)
    throw upstreamFailed()
  }
}
