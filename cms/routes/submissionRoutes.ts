import { createHash } from 'node:crypto'
import type { Submission } from '../createState.ts'
import { json } from '../http/json.ts'
import { readForm } from '../http/readForm.ts'
import { readJson } from '../http/readJson.ts'
import type { Context, Route } from '../Route.ts'

const MAX_FILE = 2 * 1024 * 1024
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
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
  if (!errors.email && (typeof value !== 'string' || !EMAIL.test(value))) {
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

const accept = (context: Context, entry: Omit<Submission, 'received_at' | 'lang'>, message: string) => {
  const { state, params } = context
  state.inbox.push({
    kind: entry.kind,
    lang: params[0] ?? '',
    received_at: new Date().toISOString(),
    fields: entry.fields,
    files: entry.files,
  })
  const id = state.nextSubmissionId++
  return json({ message, id })
}

const contact = async (context: Context) => {
  const { fields, files } = await readForm(context.request)
  const errors: Errors = {}
  required(errors, fields, ['email', 'message'])
  email(errors, fields.email)
  if (Object.keys(errors).length > 0) return invalid(errors)
  return accept(context, { kind: 'contact', fields, files: await fileRecords(files) }, 'Message received')
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

const getScouted = async (context: Context) => {
  const { fields, files } = await readForm(context.request)
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
  return accept(
    context,
    { kind: 'get-scouted', fields, files: await fileRecords(files) },
    'Application received',
  )
}

// The real clients send multipart `name, email, phone, message, favorites` (favorites: JSON of the
// selection, `[{ id, name }]`; webdesignmf/bxt_talent pages/favorites.vue, services/forms.js); the spec's
// original sends JSON `{ name, email, phone?, message?, talents: number[] }`. Both are accepted.
const favoritesSelection = (text: string | undefined) => {
  try {
    const list = JSON.parse(text ?? '') as unknown
    return Array.isArray(list) && list.length > 0 && list.every((t) => Number.isInteger(t?.id)) ? list : null
  } catch {
    return null
  }
}

const favorites = async (context: Context) => {
  const type = context.request.headers.get('content-type') ?? ''
  const errors: Errors = {}
  if (!type.startsWith('application/json')) {
    const { fields } = await readForm(context.request)
    required(errors, fields, ['name', 'email'])
    email(errors, fields.email)
    if (!favoritesSelection(fields.favorites)) errors.favorites = ['The favorites field is required.']
    if (Object.keys(errors).length > 0) return invalid(errors)
    return accept(context, { kind: 'favorites', fields, files: [] }, 'Request received')
  }
  const body = await readJson(context.request)
  required(errors, body, ['name', 'email'])
  email(errors, body.email)
  const talents = body.talents
  if (!Array.isArray(talents) || talents.length === 0) errors.talents = ['The talents field is required.']
  else if (!talents.every((t) => Number.isInteger(t))) errors.talents = ['The talents must be a list of ids.']
  if (Object.keys(errors).length > 0) return invalid(errors)
  return accept(context, { kind: 'favorites', fields: body, files: [] }, 'Request received')
}

export const submissionRoutes: Route[] = [
  { method: 'POST', pattern: /^\/api\/contact\/([^/]+)$/, api: 'panel', handle: contact },
  { method: 'POST', pattern: /^\/api\/get-scouted\/([^/]+)$/, api: 'panel', handle: getScouted },
  { method: 'POST', pattern: /^\/api\/favorites\/([^/]+)$/, api: 'panel', handle: favorites },
]
