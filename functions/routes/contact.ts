import { Hono } from 'hono'
import { ContactFields, contactFieldNames, honeypotField } from '../../lib/forms/contactFields'
import { dropEmpty, fieldErrors } from '../../lib/forms/fieldErrors'
import { accepted, storeAndAccept } from '../deliveries/accept'
import { ApiError } from '../errors'
import { allowedOrigin } from '../middleware/allowedOrigin'
import { bodyLimit } from '../middleware/bodyLimit'
import { plainForm } from '../middleware/plainForm'
import { rateLimit } from '../middleware/rateLimit'
import { readFields, trimmed } from '../readFields'
import type { AppEnv } from '../types'

export const contactMaxBytes = 32 * 1024

/** Whether the hidden field people never see was filled: a bot's submission, answered as accepted. */
export function isHoneypot(fields: Record<string, unknown>): boolean {
  const value = fields[honeypotField]
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null
}

/** POST /api/contact: JSON or form data with email and message; stored, then delivered to the panel API. */
export const contact = new Hono<AppEnv>().post(
  '/',
  plainForm('contact'),
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
    return storeAndAccept(c, 'contact', sent, form)
  },
)
