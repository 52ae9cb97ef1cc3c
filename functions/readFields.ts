import { ApiError } from './errors'
import { MultipartError, type MultipartPart, multipartBoundary, parseMultipart } from './multipart'

const badRequest = (message: string) => new ApiError(400, 'bad_request', message)

/**
 * A submission's fields as sent: JSON (an object) or form data (urlencoded or multipart; files stay
 * File objects; a repeated name keeps its first value). Anything else is a 400 bad_request.
 */
export async function readFields(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (type.startsWith('application/json')) {
    let body: unknown
    try {
      body = await request.json()
    } catch {
      throw badRequest('The body is not valid JSON.')
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest('The body must be a JSON object.')
    }
    return body as Record<string, unknown>
  }
  if (type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded')) {
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      throw badRequest('The form data could not be read.')
    }
    const fields: Record<string, unknown> = {}
    for (const [name, value] of form.entries()) if (!(name in fields)) fields[name] = value
    return fields
  }
  throw badRequest('Send JSON or form data.')
}

/** A text value with its ends trimmed; other values (files, numbers) as they are. */
export function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value
}

/**
 * A multipart/form-data submission's parts (functions/multipart.ts): the body read once as bytes, the
 * parts' bodies views into it. Not multipart, no boundary, an unreadable or malformed body: 400
 * bad_request (a body cut off by `bodyLimit` becomes its 413 there).
 */
export async function readMultipart(request: Request): Promise<MultipartPart[]> {
  const boundary = multipartBoundary(request.headers.get('content-type') ?? '')
  if (boundary === null) throw badRequest('Send the form as multipart/form-data with a boundary.')
  let body: Uint8Array
  try {
    body = new Uint8Array(await request.arrayBuffer())
  } catch {
    throw badRequest('The form data could not be read.')
  }
  try {
    return parseMultipart(body, boundary)
  } catch (e) {
    if (e instanceof MultipartError) throw badRequest('The form data could not be read.')
    throw e
  }
}
