import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import type { CmsContext, CmsEnv } from '../CmsEnv.ts'
import type { Submission } from '../createState.ts'
import { isEmail } from '../http/email.ts'
import { json } from '../http/json.ts'
import { readForm } from '../http/readForm.ts'
import { requireToken } from '../http/requireToken.ts'
import { validEscapes } from '../http/validEscapes.ts'

const MAX_FILE = 2 * 1024 * 1024
const GENDERS = ['woman', 'man', 'undefined']

type Errors = Record<string, string[]>

const invalid = (errors: Errors) => json({ message: 'The given data was invalid.', errors }, 422)

const required = (errors: Errors, fields: Record<string, unknown>, names: string[]) => {
  for (const name of names) {
    const value = fields[name]
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      errors[name] = [`The ${name} field is required.`]
    }
  }
}

const email = (errors: Errors, value: unknown) => {
  if (!errors.email && (typeof value !== 'string' || !isEmail(value))) {
    errors.email = ['The email field must be a valid email address.']
  }
}

// dd/MM/yyyy and a real calendar day.
const isBirthdate = (value: string) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (!match) return false
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

const accept = (
  c: CmsContext,
  entry: Omit<Submission, 'received_at' | 'lang' | 'idempotency_key'>,
  message: string,
) => {
  const { state } = c.var
  const key = c.req.header('idempotency-key') ?? null
  state.inbox.push({
    kind: entry.kind,
    lang: c.req.param('lang') ?? '',
    received_at: new Date().toISOString(),
    idempotency_key: key,
    fields: entry.fields,
    files: entry.files,
  })
  const id = state.nextSubmissionId++
  if (key !== null) state.idempotency.set(`${entry.kind} ${key}`, { message, id })
  return json({ message, id })
}

/**
 * A submission sent again with the `Idempotency-Key` of one already recorded gets the first one's answer
 * and records nothing; one sent while that key's first request is still being handled gets 409. A
 * submission without the header is recorded every time.
 */
const idempotent =
  (kind: Submission['kind'], handle: (c: CmsContext) => Promise<Response>) => async (c: CmsContext) => {
    const key = c.req.header('idempotency-key')
    if (key === undefined) return handle(c)
    const { idempotency } = c.var.state
    const slot = `${kind} ${key}`
    const known = idempotency.get(slot)
    if (known) return json(known)
    if (known === null) return json({ message: 'A request with this Idempotency-Key is in progress.' }, 409)
    idempotency.set(slot, null)
    try {
      return await handle(c)
    } finally {
      if (idempotency.get(slot) === null) idempotency.delete(slot) // refused or failed: not recorded
    }
  }

const contact = async (c: CmsContext) => {
  const { fields, files } = await readForm(c.req.raw)
  const errors: Errors = {}
  required(errors, fields, ['email', 'message'])
  email(errors, fields.email)
  if (Object.keys(errors).length > 0) return invalid(errors)
  return accept(c, { kind: 'contact', fields, files: await fileRecords(files) }, 'Message received')
}

const fileRecords = (files: { field: string; file: File }[]) =>
  Promise.all(
    files.map(async ({ field, file }) => ({
      field,
      filename: file.name,
      type: file.type,
      size: file.size,
      sha256: createHash('sha256')
        .update(new Uint8Array(await file.arrayBuffer()))
        .digest('hex'),
    })),
  )

const getScouted = async (c: CmsContext) => {
  const { fields, files } = await readForm(c.req.raw)
  const errors: Errors = {}
  required(errors, fields, ['name', 'phone', 'gender', 'email', 'birthdate'])
  email(errors, fields.email)
  if (!errors.gender && !GENDERS.includes(fields.gender ?? ''))
    errors.gender = ['The selected gender is invalid.']
  if (!errors.birthdate && !isBirthdate(fields.birthdate ?? '')) {
    errors.birthdate = ['The birthdate field must match the format d/m/Y.']
  }
  for (const field of ['image_1', 'image_2']) {
    const file = files.find((f) => f.field === field)?.file
    if (!file) errors[field] = [`The ${field} field is required.`]
    else if (file.size > MAX_FILE)
      errors[field] = [`The ${field} field must not be greater than 2048 kilobytes.`]
  }
  if (Object.keys(errors).length > 0) return invalid(errors)
  return accept(c, { kind: 'get-scouted', fields, files: await fileRecords(files) }, 'Application received')
}

/**
 * The selection as the real clients send it (webdesignmf/bxt_talent, pages/favorites.vue): `favorites` is
 * the JSON of the favorites map (id → talent), or a list of talents or ids. Returns the ids, or null.
 */
const selection = (raw: string | undefined): number[] | null => {
  let value: unknown
  try {
    value = JSON.parse(raw ?? '')
  } catch {
    return null
  }
  const items = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : []
  const ids = items.map((t) => (t && typeof t === 'object' ? Number((t as { id?: unknown }).id) : Number(t)))
  return ids.length > 0 && ids.every((id) => Number.isInteger(id) && id > 0) ? ids : null
}

// multipart: name, email, phone, message, favorites (JSON of the selection).
const favorites = async (c: CmsContext) => {
  const { fields } = await readForm(c.req.raw)
  const errors: Errors = {}
  required(errors, fields, ['name', 'email'])
  email(errors, fields.email)
  if (!selection(fields.favorites)) errors.favorites = ['The favorites field must list the chosen talents.']
  if (Object.keys(errors).length > 0) return invalid(errors)
  return accept(c, { kind: 'favorites', fields, files: [] }, 'Request received')
}

const token = requireToken('panel')

export const submissionRoutes = new Hono<CmsEnv>()
  .post('/api/contact/:lang', token, validEscapes, idempotent('contact', contact))
  .post('/api/get-scouted/:lang', token, validEscapes, idempotent('get-scouted', getScouted))
  .post('/api/favorites/:lang', token, validEscapes, idempotent('favorites', favorites))
