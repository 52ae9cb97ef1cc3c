import { maxJsonDepth, withinDepth } from '../lib/text/boundedJson'
import { ApiError } from './errors'

const badRequest = (message: string) => new ApiError(400, 'bad_request', message)

/**
 * A submission's fields as sent: JSON (an object) or form data (urlencoded or multipart; files stay
 * File objects; a repeated name keeps its first value). Anything else, and JSON nested deeper than
 * `maxJsonDepth`, is a 400 bad_request.
 */
export async function readFields(request: Request): Promise<Record<string, unknown>> {
  const type = mediaType(request.headers.get('content-type'))
  if (type === 'application/json') {
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
  if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
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

/**
 * The media type of a Content-Type header, lower case, without its parameters: `Application/JSON;
 * charset=utf-8` → `application/json`. Matched exactly, so `application/json-patch+json` is not JSON.
 */
export function mediaType(header: string | null | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** Control characters a person does not type: C0 but tab, line feed and carriage return; DEL; C1. */
const controlCharacters = /[^\P{Cc}\t\n\r]/gu

/** Text with the control characters removed (tabs and newlines kept): `'a\u0000b'` → `'ab'`. */
export function withoutControls(text: string): string {
  return text.replace(controlCharacters, '')
}

/**
 * The fields whose value is an address or a code rather than prose: a control character in one is not
 * removed (that would send something other than what was typed) but left for the struct to refuse.
 */
const exactFields: ReadonlySet<string> = new Set(['email', 'phone', 'birthdate'])

/**
 * A text value with its ends trimmed and, in prose fields, without control characters (issue 28: a NUL
 * reached the CMS); other values (files) as they are. `trimmed(' Olá\u0000 ', 'message')` → 'Olá'.
 */
export function trimmed(value: unknown, name = ''): unknown {
  if (typeof value !== 'string') return value
  return (exactFields.has(name) ? value : withoutControls(value)).trim()
}
