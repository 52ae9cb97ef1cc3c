import { Hono } from 'hono'
import { ContactFields, contactFieldNames } from '../../lib/forms/contactFields'
import { storeAndAccept } from '../deliveries/accept'
import { allowedOrigin } from '../middleware/allowedOrigin'
import { bodyLimit } from '../middleware/bodyLimit'
import { formValidator, picked } from '../middleware/formValidator'
import { plainForm } from '../middleware/plainForm'
import { rateLimit } from '../middleware/rateLimit'
import type { AppEnv } from '../types'

export const contactMaxBytes = 32 * 1024

/** POST /api/contact: JSON or form data with email and message; stored, then delivered to the panel API. */
export const contact = new Hono<AppEnv>().post(
  '/',
  plainForm('contact'),
  allowedOrigin,
  bodyLimit(contactMaxBytes),
  formValidator('contact', ContactFields, (sent) => picked(sent, contactFieldNames)),
  rateLimit('contact'),
  (c) => {
    const { values, sent } = c.req.valid('form')
    const form = new FormData()
    for (const name of contactFieldNames) form.append(name, values[name])
    return storeAndAccept(c, 'contact', sent, form)
  },
)
