import { maxJsonDepth, withinDepth } from '../lib/text/boundedJson'
import { ApiError } from './errors'

const badRequest = (message: string) => new ApiError(400, 'bad_request', message)

/**
 * A submission's fields as sent: JSON (an object) or form data (urlencoded or multipart; files stay
 * File objects; a repeated name keeps its first value). Anything else, and JSON nested deeper than
 * `maxJsonDepth`, is a 400 bad_request.
 */
export async function readFields(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (type.startsWith('application/json')) {
    // The body is bounded in size by the route's bodyLimit, and in depth here, before it is parsed.
    let text: string
    try {
      text = await request.text()
    } catch {
      throw badRequest('The body could not be read.')
    }
    if (!withinDepth(text)) throw badRequest(`The JSON nests deeper than ${maxJsonDepth} levels.`)
    let body: unknown
    try {
      body = JSON.parse(text)
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
