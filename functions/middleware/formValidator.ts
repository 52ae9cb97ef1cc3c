import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Struct } from 'superstruct'
import { honeypotField } from '../../lib/forms/contactFields'
import { dropEmpty, fieldErrors } from '../../lib/forms/fieldErrors'
import { accepted } from '../deliveries/accept'
import { ApiError } from '../errors'
import { readFields, trimmed } from '../readFields'
import type { AppEnv } from '../types'

/** What a form's validator hands its route through `c.req.valid('form')`. */
export type Submission<T> = {
  /** The form's fields, checked by its struct: trimmed, empty ones left out. */
  values: T
  /** Every field as sent (the route reads `lang` from it). */
  sent: Record<string, unknown>
}

/** Whether the hidden field people never see was filled: a bot's submission, answered as accepted. */
export function isHoneypot(fields: Record<string, unknown>): boolean {
  const value = fields[honeypotField]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

/** The named fields of what was sent, text trimmed, the empty ones left out. */
export function picked(sent: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  return dropEmpty(Object.fromEntries(names.map((name) => [name, trimmed(sent[name], name)])))
}

/**
 * The validator middleware of one form, the submission pipeline every form route shares: the fields read
 * as they stream (`readFields`: JSON or form data, JSON depth bounded), a filled honeypot answered as
 * accepted and dropped, the form's own fields picked (`values`, which may also check what the struct
 * cannot, such as a photo's real type, and throw its own 413 or 415), then the form's struct: 422
 * `invalid_fields` naming the fields it refuses. The route gets `{ values, sent }` from
 * `c.req.valid('form')`, Hono's slot for validated input, and does only what differs: what it stores and
 * queues. Not `hono/validator` itself: its `form` target reads the whole body into a buffer and parses a
 * copy (an application is 4 MB of photos), and its `json` target has no depth bound
 * (docs/decisions/0006-hono-middleware.md).
 * Example: `formValidator('contact', ContactFields, (sent) => picked(sent, contactFieldNames))`.
 */
export function formValidator<T, S>(
  form: string,
  struct: Struct<T, S>,
  values: (
    sent: Record<string, unknown>,
    c: Context<AppEnv>,
  ) => Record<string, unknown> | Promise<Record<string, unknown>>,
) {
  return createMiddleware<AppEnv, string, { out: { form: Submission<T> } }>(async (c, next) => {
    const sent = await readFields(c.req.raw)
    c.set('sentFields', sent)
    if (isHoneypot(sent)) {
      console.log(`${form}: honeypot filled; dropped`)
      return c.json(accepted)
    }
    const checked = await values(sent, c)
    const invalid = fieldErrors(struct, checked)
    if (invalid.length > 0) {
      throw new ApiError(422, 'invalid_fields', 'Some fields are invalid.', { fields: invalid })
    }
    c.req.addValidatedData('form', { values: checked as T, sent } satisfies Submission<T>)
    await next()
  })
}
