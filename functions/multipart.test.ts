import { describe, expect, it } from 'vitest'
import {
  delimiterSearch,
  firstValues,
  MultipartError,
  multipartBody,
  multipartBoundary,
  PartFile,
  parseMultipart,
} from './multipart'

const encoder = new TextEncoder()
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

/** Bytes that look like a photo's: every value, no pattern. */
function noise(size: number, seed = 7): Uint8Array {
  const bytes = new Uint8Array(size)
  let s = seed
  for (let i = 0; i < size; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff
    bytes[i] = s >> 16
  }
  return bytes
}

/** A body made of strings and byte arrays, as a hand-written client would send it. */
function body(...pieces: (string | Uint8Array)[]): Uint8Array {
  const chunks = pieces.map((p) => (typeof p === 'string' ? encoder.encode(p) : p))
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}

async function encoded(form: FormData): Promise<{ bytes: Uint8Array; boundary: string }> {
  const response = new Response(form)
  const boundary = multipartBoundary(response.headers.get('content-type') ?? '')
  if (!boundary) throw new Error('no boundary')
  return { bytes: new Uint8Array(await response.arrayBuffer()), boundary }
}

describe('multipartBoundary', () => {
  it('reads the boundary of multipart/form-data, quoted or not, whatever the case of the names', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----WebKitFormBoundaryAbC123')).toBe(
      '----WebKitFormBoundaryAbC123',
    )
    expect(multipartBoundary('Multipart/Form-Data; charset=utf-8; BOUNDARY="a b:c=d"')).toBe('a b:c=d')
    expect(multipartBoundary('multipart/form-data;boundary=x')).toBe('x')
  })

  it('answers null for another type, a missing or empty boundary', () => {
    expect(multipartBoundary('application/json')).toBeNull()
    expect(multipartBoundary('multipart/mixed; boundary=x')).toBeNull()
    expect(multipartBoundary('multipart/form-data')).toBeNull()
    expect(multipartBoundary('multipart/form-data; boundary=')).toBeNull()
    expect(multipartBoundary('multipart/form-data; boundary="unterminated')).toBeNull()
  })
})

describe('delimiterSearch', () => {
  const naive = (hay: Uint8Array, needle: Uint8Array, from: number) => {
    outer: for (let i = from; i <= hay.length - needle.length; i++) {
      for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer
      return i
    }
    return -1
  }

  it('finds what a naive search finds, from any position', () => {
    const needle = encoder.encode('\r\n--xyz')
    const hay = body(noise(5000), '\r\n--xyz', noise(300, 3), '\r\n--xy\r\n--xyz--', '\r\n--xyz')
    const find = delimiterSearch('xyz')
    for (const from of [0, 1, 4999, 5000, 5001, 5300, 5310, hay.length - 7, hay.length - 6]) {
      expect(find(hay, from)).toBe(naive(hay, needle, from))
    }
  })

  it('stays fast on bodies crafted against it', () => {
    const boundary = 'a'.repeat(69)
    // Every window ends like the delimiter (no skipping), or holds all of it but one byte.
    const runs = body('a'.repeat(4_000_000), `\r\n--${boundary}`)
    const nearMisses = body(`\r\n--${'a'.repeat(67)}ba`.repeat(50_000), `\r\n--${boundary}`)
    const started = performance.now()
    expect(delimiterSearch(boundary)(runs, 0)).toBe(4_000_000)
    expect(delimiterSearch(boundary)(nearMisses, 0)).toBe(50_000 * 73)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuses a boundary that could not be one', () => {
    expect(() => delimiterSearch('a\r\nb')).toThrow()
    expect(() => delimiterSearch('')).toThrow()
  })
})

describe('parseMultipart', () => {
  it('splits what FormData encodes, each body a view into the bytes sent', async () => {
    const photo = noise(300_000)
    const form = new FormData()
    form.append('name', 'Ana Luísa')
    form.append('image_1', new File([photo], 'Foto (1).JPG', { type: 'image/jpeg' }))
    form.append('empty', '')
    const { bytes, boundary } = await encoded(form)
    const parts = parseMultipart(bytes, boundary)
    expect(parts.map(({ name, filename, type }) => ({ name, filename, type }))).toEqual([
      { name: 'name', filename: undefined, type: '' },
      { name: 'image_1', filename: 'Foto (1).JPG', type: 'image/jpeg' },
      { name: 'empty', filename: undefined, type: '' },
    ])
    expect(text(parts[0]?.body ?? new Uint8Array())).toBe('Ana Luísa')
    expect(parts[1]?.body).toEqual(photo)
    expect(parts[1]?.body.buffer).toBe(bytes.buffer)
    expect(parts[2]?.body.length).toBe(0)
  })

  it('takes an odd boundary, a preamble, padding after delimiters, any header case and an epilogue', () => {
    const boundary = "odd'(boundary)+_,-./:=? x"
    const parts = parseMultipart(
      body(
        'a preamble to ignore\r\n',
        `--${boundary} \t\r\n`,
        'CONTENT-DISPOSITION: FORM-DATA; NAME="gender"\r\ncontent-type: text/plain; charset=utf-8\r\n\r\n',
        'woman',
        `\r\n--${boundary}\r\n`,
        'Content-Disposition: form-data;\r\n name=note\r\n\r\n',
        'line 1\r\nline 2',
        `\r\n--${boundary}--\r\nan epilogue to ignore`,
      ),
      boundary,
    )
    expect(parts.map((p) => [p.name, text(p.body), p.type])).toEqual([
      ['gender', 'woman', 'text/plain; charset=utf-8'],
      ['note', 'line 1\r\nline 2', ''],
    ])
  })

  it('keeps a line that only starts like a delimiter as content', () => {
    const b = 'XyZ'
    const content = body(noise(100), `\r\n--${b}not-a-delimiter\r\n--${b}-`, noise(100, 9))
    const parts = parseMultipart(
      body(
        `--${b}\r\nContent-Disposition: form-data; name="f"; filename="f.bin"\r\n\r\n`,
        content,
        `\r\n--${b}--`,
      ),
      b,
    )
    expect(parts).toHaveLength(1)
    expect(parts[0]?.body).toEqual(content)
  })

  it('prefers filename* to filename and decodes what browsers escape', () => {
    const b = 'b'
    const parts = parseMultipart(
      body(
        `--${b}\r\nContent-Disposition: form-data; name="a"; filename="fallback.jpg"; filename*=UTF-8''Minha%20foto%20%C3%A7.jpg\r\n\r\nx`,
        `\r\n--${b}\r\nContent-Disposition: form-data; name="b"; FILENAME*=iso-8859-1'pt'f%E9.png\r\n\r\ny`,
        `\r\n--${b}\r\nContent-Disposition: form-data; name="c%22d"; filename="a%22b%0Ac.gif"\r\n\r\nz`,
        `\r\n--${b}\r\nContent-Disposition: form-data; name="e"; filename=""\r\n\r\n`,
        `\r\n--${b}--\r\n`,
      ),
      b,
    )
    expect(parts.map((p) => [p.name, p.filename])).toEqual([
      ['a', 'Minha foto ç.jpg'],
      ['b', 'fé.png'],
      ['c"d', 'a"b\nc.gif'],
      ['e', ''],
    ])
  })

  it.each([
    ['no closing delimiter', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue\r\n'],
    [
      'a body cut inside a part',
      '--b\r\nContent-Disposition: form-data; name="a"; filename="a"\r\n\r\n\xff\xd8',
    ],
    ['a body cut inside the headers', '--b\r\nContent-Disposition: form-data; na'],
    ['no delimiter at all', 'name=value'],
    ['a part without headers', '--b\r\n\r\nvalue\r\n--b--\r\n'],
    ['a part without a name', '--b\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--b--\r\n'],
    ['a part that is not form-data', '--b\r\nContent-Disposition: attachment; name="a"\r\n\r\nv\r\n--b--'],
    ['a malformed header', '--b\r\nContent-Disposition form-data; name="a"\r\n\r\nvalue\r\n--b--\r\n'],
    ['an unterminated quoted name', '--b\r\nContent-Disposition: form-data; name="a\r\n\r\nvalue\r\n--b--'],
  ])('refuses %s', (_, sent) => {
    expect(() => parseMultipart(encoder.encode(sent), 'b')).toThrow(MultipartError)
  })

  it('parses an empty form', () => {
    expect(parseMultipart(encoder.encode('--b--\r\n'), 'b')).toEqual([])
  })
})

describe('firstValues', () => {
  it('gives the first value of each wanted name: text decoded, a part with a filename as a file', async () => {
    const photo = noise(1000)
    const form = new FormData()
    form.append('image_1', 'not a file')
    form.append('image_1', new File([photo], 'late.jpg', { type: 'image/jpeg' }))
    form.append('image_2', new File([photo], 'b.png', { type: 'image/png' }))
    form.append('name', 'Ana')
    form.append('name', 'Bia')
    form.append('unknown', 'x')
    const { bytes, boundary } = await encoded(form)
    const values = firstValues(parseMultipart(bytes, boundary), ['name', 'image_1', 'image_2', 'email'])
    expect(Object.keys(values).sort()).toEqual(['image_1', 'image_2', 'name'])
    expect(values.name).toBe('Ana')
    expect(values.image_1).toBe('not a file')
    const file = values.image_2 as PartFile
    expect(file).toBeInstanceOf(PartFile)
    expect([file.name, file.type, file.size]).toEqual(['b.png', 'image/png', 1000])
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(photo)
  })
})

describe('multipartBody', () => {
  it('encodes text and files in order, the bytes as they are, readable by FormData', async () => {
    const photo = noise(200_000)
    const blob = multipartBody([
      { name: 'name', value: 'Ana Luísa' },
      { name: 'message', value: 'one\ntwo\rthree\r\n' },
      { name: 'image_1', filename: 'foto.jpg', type: 'image/jpeg', bytes: photo },
    ])
    const boundary = multipartBoundary(blob.type)
    expect(boundary).toMatch(/^lumiere-[0-9a-f]{32}$/)
    const bytes = new Uint8Array(await blob.arrayBuffer())
    const parts = parseMultipart(bytes, boundary ?? '')
    expect(parts.map((p) => [p.name, p.filename, p.type])).toEqual([
      ['name', undefined, ''],
      ['message', undefined, ''],
      ['image_1', 'foto.jpg', 'image/jpeg'],
    ])
    expect(text(parts[1]?.body ?? new Uint8Array())).toBe('one\r\ntwo\r\nthree\r\n')
    expect(parts[2]?.body).toEqual(photo)
    // An independent reader: undici's FormData parser.
    const form = await new Response(blob).formData()
    expect(form.get('name')).toBe('Ana Luísa')
    const file = form.get('image_1') as File
    expect([file.name, file.type]).toEqual(['foto.jpg', 'image/jpeg'])
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(photo)
  })
})
