import { Hono } from 'hono'
import { ContactFields, contactFieldNames, honeypotField } from '../../lib/forms/contactFields'
import { dropEmpty, fieldErrors } from '../../lib/forms/fieldErrors'
import { ApiError } from '../errors'
import { forward } from '../forward'
import { allowedOrigin } from '../middleware/allowedOrigin'
import { bodyLimit } from '../middleware/bodyLimit'
import { rateLimit } from '../middleware/rateLimit'
import { readFields, trimmed } from '../readFields'
import type { AppEnv } from '../types'

export const contactMaxBytes = 32 * 1024

/** What a submission answers, real or a bot's caught by the honeypot (which must not tell them apart). */
export const accepted = { ok: true } as const

/** Whether the hidden field people never see was filled: a bot's submission, answered as accepted. */
export function isHoneypot(fields: Record<string, unknown>): boolean {
  const value = fields[honeypotField]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

/** POST /api/contact: JSON or form data with email and message; forwarded to the panel API. */
export const contact = new Hono<AppEnv>().post(
  '/',
  allowedOrigin,
  rateLimit('contact'),
  bodyLimit(contactMaxBytes),
  async (c) => {
    const sent = await readFields(c.req.raw)
    if (isHoneypot(sent)) {
      console.log('contact: honeypot filled; dropped')
      return c.json(accepted)
    }
    const values = dropEmpty(Object.fromEntries(contactFieldNames.map((name) => [name, trimmed(sent[name])])))
    const invalid = fieldErrors(ContactFields, values)
    if (invalid.length > 0) {
      throw new ApiError(422, 'invalid_fields', 'Some fields are invalid.', { fields: invalid })
    }
    const form = new FormData()
    for (const name of contactFieldNames) form.append(name, String(values[name]))
    await forward(c.var.services, c.env, 'contact', form)
    return c.json(accepted)
  },
)
