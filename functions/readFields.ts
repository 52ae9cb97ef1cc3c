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
      form = type === 'multipart/form-data' ? await multipartForm(request) : await request.formData()
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
 * A multipart body's form. workerd's parser refuses part headers RFC 7578 allows (the disposition type and
 * parameter names in any case, a name as a bare token: `Content-Disposition: FORM-DATA; Name=image_1`):
 * a body it refuses is read again with each part's Content-Disposition written the one way it reads.
 */
async function multipartForm(request: Request): Promise<FormData> {
  const contentType = request.headers.get('content-type') ?? ''
  const bytes = new Uint8Array(await request.arrayBuffer())
  const read = (body: Uint8Array) =>
    new Response(body, { headers: { 'content-type': contentType } }).formData()
  try {
    return await read(bytes)
  } catch (error) {
    const boundary = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(contentType)
    const delimiter = boundary?.[1] ?? boundary?.[2]
    if (!delimiter) throw error
    return read(withPlainDispositions(bytes, `--${delimiter}`))
  }
}

/** The part headers of a multipart body with each Content-Disposition as `form-data; name="…"`. */
function withPlainDispositions(bytes: Uint8Array, delimiter: string): Uint8Array {
  // One character per byte, so the photos' bytes come back unchanged.
  let text = ''
  for (let at = 0; at < bytes.length; at += 8192) {
    text += String.fromCharCode(...bytes.subarray(at, at + 8192))
  }
  const parts = text.split(`${delimiter}\r\n`)
  const fixed = parts
    .map((part, i) => {
      const end = part.indexOf('\r\n\r\n')
      if (i === 0 || end < 0) return part
      const headers = part
        .slice(0, end)
        .replace(/^content-disposition[ \t]*:[ \t]*([^\r\n]*)/gim, (_, value) => {
          const params = String(value)
            .replace(/^form-data/i, 'form-data')
            .replace(
              /(;[ \t]*)(name|filename)[ \t]*=[ \t]*("(?:[^"\\]|\\.)*"|[^;\r\n]*)/gi,
              (_m, sep: string, key: string, v: string) =>
                `${sep}${key.toLowerCase()}=${v.startsWith('"') ? v : `"${v.trim()}"`}`,
            )
          return `Content-Disposition: ${params}`
        })
      return headers + part.slice(end)
    })
    .join(`${delimiter}\r\n`)
  const out = new Uint8Array(fixed.length)
  for (let at = 0; at < fixed.length; at++) out[at] = fixed.charCodeAt(at)
  return out
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
