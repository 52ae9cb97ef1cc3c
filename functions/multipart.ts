// multipart/form-data without FormData: a body read once as bytes is split into parts whose bodies are
// views into it (never copied in JS), and an answer is assembled as a Blob of header bytes and those
// views. Why: an application carries two photos of up to 2 MB; workerd's native `formData()` parse and
// the re-encoding of a FormData upstream were most of the upload's CPU (docs/DECISIONS.md, "Upload CPU").
// Parsing follows RFC 2046 / RFC 7578 and what browsers send (the WHATWG multipart/form-data encoding).

/** One part of a multipart body. */
export type MultipartPart = {
  /** The Content-Disposition `name`. */
  name: string
  /** The file name (`filename*` before `filename`, RFC 6266); undefined for a text part. */
  filename: string | undefined
  /** The part's Content-Type as sent ('' when none). */
  type: string
  /** The part's bytes: a view into the body. */
  body: Uint8Array
}

/** A body that is not well-formed multipart/form-data (a 400 for the caller). */
export class MultipartError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MultipartError'
  }
}

const CR = 0x0d
const LF = 0x0a
const DASH = 0x2d
const SPACE = 0x20
const TAB = 0x09

/** The most header bytes a part may have (browsers send about 150). */
const maxHeaderBytes = 16 * 1024

const utf8 = new TextDecoder()
const encoder = new TextEncoder()

/**
 * A header value's parameters (`type; a=b; c="d"`), names lower-cased, first occurrence kept. Quoted
 * values end at the next `"` (browsers escape `"` in names as %22, never with a backslash).
 * Example: `headerParams('form-data; name="a"; filename=b.jpg')` →
 * `{ value: 'form-data', params: Map { name → 'a', filename → 'b.jpg' } }`.
 */
export function headerParams(header: string): { value: string; params: Map<string, string> } {
  const params = new Map<string, string>()
  let at = header.indexOf(';')
  const value = (at < 0 ? header : header.slice(0, at)).trim().toLowerCase()
  while (at >= 0 && at < header.length) {
    at++ // past ';'
    const eq = header.indexOf('=', at)
    const semi = header.indexOf(';', at)
    if (eq < 0 || (semi >= 0 && semi < eq)) {
      at = semi // a parameter without a value: skipped
      continue
    }
    const name = header.slice(at, eq).trim().toLowerCase()
    let start = eq + 1
    while (header[start] === ' ' || header[start] === '\t') start++
    let paramValue: string
    if (header[start] === '"') {
      const close = header.indexOf('"', start + 1)
      if (close < 0) throw new MultipartError('unterminated quoted parameter')
      paramValue = header.slice(start + 1, close)
      at = header.indexOf(';', close + 1)
    } else {
      at = header.indexOf(';', start)
      paramValue = (at < 0 ? header.slice(start) : header.slice(start, at)).trim()
    }
    if (name !== '' && !params.has(name)) params.set(name, paramValue)
  }
  return { value, params }
}

/**
 * The boundary of a `multipart/form-data` Content-Type, or null when the type is another or names no
 * usable boundary (RFC 2046 allows 1 to 70 characters; up to 256 are taken, to be lenient).
 * Example: `multipartBoundary('multipart/form-data; boundary="a b"')` → 'a b'.
 */
export function multipartBoundary(contentType: string): string | null {
  let parsed: ReturnType<typeof headerParams>
  try {
    parsed = headerParams(contentType)
  } catch {
    return null
  }
  if (parsed.value !== 'multipart/form-data') return null
  const boundary = parsed.params.get('boundary')
  if (boundary === undefined || boundary.length === 0 || boundary.length > 256) return null
  // Bytes outside printable ASCII could not be matched as they were sent.
  return /^[\x20-\x7e]+$/.test(boundary) ? boundary : null
}

/**
 * A function finding the delimiter `CRLF--boundary` in a byte array from a position: the index of the
 * first match at or after `from`, or -1. Horspool's search: it skips by up to the delimiter's length, so
 * most of a photo's bytes are never looked at. Comparing from the delimiter's start keeps it linear
 * whatever the body: a long partial match must begin at a CR and go on over boundary characters (no CR),
 * so partial matches never overlap and all of them together compare at most each byte once more.
 */
export function delimiterSearch(boundary: string): (hay: Uint8Array, from: number) => number {
  if (boundary === '' || /[\r\n]/.test(boundary)) throw new Error('delimiterSearch: not a boundary')
  const needle = encoder.encode(`\r\n--${boundary}`)
  const m = needle.length
  const last = needle[m - 1] as number
  const skip = new Int32Array(256).fill(m)
  for (let i = 0; i < m - 1; i++) skip[needle[i] as number] = m - 1 - i
  return (hay, from) => {
    const end = hay.length - m
    let i = Math.max(0, from)
    while (i <= end) {
      const c = hay[i + m - 1] as number
      if (c === last) {
        let j = 0
        while (j < m - 1 && hay[i + j] === needle[j]) j++
        if (j === m - 1) return i
      }
      i += skip[c] as number
    }
    return -1
  }
}

/** Where the part's headers end: the index of the CRLF CRLF after `from`, within the header limit. */
function headersEnd(body: Uint8Array, from: number): number {
  if (body[from] === CR && body[from + 1] === LF) throw new MultipartError('a part has no headers')
  const limit = Math.min(body.length - 3, from + maxHeaderBytes)
  for (let i = from; i < limit; i++) {
    if (body[i] === CR && body[i + 1] === LF && body[i + 2] === CR && body[i + 3] === LF) return i
  }
  throw new MultipartError('a part has no end of headers')
}

/** `filename*` (RFC 8187: `charset'language'percent-encoded`), or undefined when it cannot be decoded. */
function extendedValue(value: string): string | undefined {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value)
  if (!match) return undefined
  const charset = (match[1] ?? '').toLowerCase()
  const encoded = match[2] ?? ''
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded)
    if (charset === 'iso-8859-1') {
      // Each percent-encoded byte is the Latin-1 code point of the same number.
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      )
    }
  } catch {}
  return undefined
}

/** A name or filename as browsers encode it (`"`, CR and LF percent-encoded), decoded. */
const unescapeName = (value: string) =>
  value.replace(/%(0A|0D|22)/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))

/** One part's headers (the bytes between its delimiter line and the blank line). */
function partHeaders(bytes: Uint8Array): Pick<MultipartPart, 'name' | 'filename' | 'type'> {
  const headers = new Map<string, string>()
  let previous: string | undefined
  for (const line of utf8.decode(bytes).split('\r\n')) {
    if ((line.startsWith(' ') || line.startsWith('\t')) && previous !== undefined) {
      headers.set(previous, `${headers.get(previous) ?? ''} ${line.trim()}`) // a folded line
      continue
    }
    const colon = line.indexOf(':')
    if (colon <= 0) throw new MultipartError('a part has a malformed header')
    const name = line.slice(0, colon).trim().toLowerCase()
    previous = headers.has(name) ? undefined : name
    if (previous !== undefined) headers.set(name, line.slice(colon + 1).trim())
  }
  const disposition = headerParams(headers.get('content-disposition') ?? '')
  const name = disposition.params.get('name')
  if (disposition.value !== 'form-data' || name === undefined) {
    throw new MultipartError('a part is not form-data with a name')
  }
  const extended = disposition.params.get('filename*')
  const plain = disposition.params.get('filename')
  const decoded = extended === undefined ? undefined : extendedValue(extended)
  const filename =
    decoded ?? (plain !== undefined ? unescapeName(plain) : extended !== undefined ? '' : undefined)
  return { name: unescapeName(name), filename, type: headers.get('content-type') ?? '' }
}

/**
 * The parts of a multipart/form-data body, in order, each body a view into `body`. A preamble and an
 * epilogue are ignored; a delimiter may be followed by spaces before its CRLF; a `--boundary` not
 * followed by `--` or a line end is content, as RFC 2046 has it. Throws MultipartError when the body
 * is not such a body: no delimiter, a part without headers, their end or a form-data name, or no
 * closing delimiter (a truncated upload).
 */
export function parseMultipart(body: Uint8Array, boundary: string): MultipartPart[] {
  const find = delimiterSearch(boundary)
  const delimiter = encoder.encode(`\r\n--${boundary}`)
  // The first delimiter has no CRLF before it when the body starts with it (no preamble).
  const startsWithDelimiter = delimiter.subarray(2).every((byte, i) => body[i] === byte)
  let at = startsWithDelimiter ? -2 : find(body, 0)
  const parts: MultipartPart[] = []
  /** The part being read: its headers, and where its body starts. */
  let open: { headers: Uint8Array; bodyStart: number } | undefined
  while (at >= 0 || at === -2) {
    let after = at + delimiter.length
    const closing = body[after] === DASH && body[after + 1] === DASH
    if (!closing) while (body[after] === SPACE || body[after] === TAB) after++
    if (!closing && !(body[after] === CR && body[after + 1] === LF)) {
      at = find(body, Math.max(0, at + 1)) // content that only looks like a delimiter
      continue
    }
    if (open) parts.push({ ...partHeaders(open.headers), body: body.subarray(open.bodyStart, at) })
    if (closing) return parts
    const headersStart = after + 2
    const headersAt = headersEnd(body, headersStart)
    open = { headers: body.subarray(headersStart, headersAt), bodyStart: headersAt + 4 }
    at = find(body, open.bodyStart)
  }
  throw new MultipartError(open ? 'the body ends before its closing boundary' : 'no boundary found')
}

/** A field of an assembled multipart body: a text value, or a file's bytes under a name and type. */
export type MultipartEntry =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; bytes: Uint8Array }

/** Line breaks as the multipart/form-data encoding sends them (CRLF), as FormData does. */
const crlf = (value: string) => value.replace(/\r(?!\n)|(?<!\r)\n/g, '\r\n')

/** A name or filename quoted as browsers do (`"`, CR, LF percent-encoded). */
const quoted = (value: string) =>
  `"${value.replace(/[\r\n"]/g, (c) => (c === '"' ? '%22' : c === '\r' ? '%0D' : '%0A'))}"`

/**
 * A random boundary in lower case (a Blob's type is lower-cased): 128 random bits, not looked for in the
 * content, as FormData encoders do (finding it in 4 MB of photos would take longer than it is likely).
 */
function freshBoundary(): string {
  const random = crypto.getRandomValues(new Uint8Array(16))
  return `lumiere-${[...random].map((b) => b.toString(16).padStart(2, '0')).join('')}`
}

/**
 * A multipart/form-data body of `entries`, in order, as a Blob whose type is its Content-Type (fetch
 * sends it as the header, and the Content-Length). File bytes go into the Blob as they are: a Blob made
 * of views copies them once, natively, where a FormData would be parsed and re-serialized.
 */
export function multipartBody(entries: readonly MultipartEntry[]): Blob {
  const boundary = freshBoundary()
  const chunks: (string | Uint8Array)[] = []
  for (const entry of entries) {
    const disposition = `--${boundary}\r\nContent-Disposition: form-data; name=${quoted(entry.name)}`
    if ('value' in entry) chunks.push(`${disposition}\r\n\r\n${crlf(entry.value)}\r\n`)
    else {
      chunks.push(`${disposition}; filename=${quoted(entry.filename)}\r\nContent-Type: ${entry.type}\r\n\r\n`)
      chunks.push(entry.bytes, '\r\n')
    }
  }
  chunks.push(`--${boundary}--\r\n`)
  return new Blob(chunks, { type: `multipart/form-data; boundary=${boundary}` })
}

/**
 * A file part as the shared form code sees a chosen file (lib/forms `isFile`: a size and an
 * `arrayBuffer()`), its bytes still a view into the body.
 */
export class PartFile {
  readonly name: string
  readonly type: string
  readonly bytes: Uint8Array

  constructor(name: string, type: string, bytes: Uint8Array) {
    this.name = name
    this.type = type
    this.bytes = bytes
  }

  get size(): number {
    return this.bytes.byteLength
  }

  /** A copy of the bytes (nothing here calls it: the Worker reads `bytes`). */
  async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.bytes).buffer
  }
}

/**
 * The first value of each of `names` among `parts`, as FormData would give it: a text part's value
 * decoded as UTF-8, a file part (one with a filename) as a PartFile. Names not sent are absent.
 */
export function firstValues(
  parts: readonly MultipartPart[],
  names: readonly string[],
): Record<string, string | PartFile> {
  const wanted = new Set(names)
  const values: Record<string, string | PartFile> = {}
  for (const { name, filename, type, body } of parts) {
    if (!wanted.has(name) || name in values) continue
    values[name] = filename === undefined ? utf8.decode(body) : new PartFile(filename, type, body)
  }
  return values
}
