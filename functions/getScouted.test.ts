import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { photo } from './testing/photos'
import { errorOf, harness, post } from './testing/workerd'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A real phone sample (tests/samples/make.ts): a Pixel motion photo, a Samsung trailer, a HEIC photo. */
const sample = (name: string) =>
  new Uint8Array(readFileSync(join(import.meta.dirname, '..', 'tests', 'samples', name)))
const mp4 = new Uint8Array(readFileSync(join(import.meta.dirname, '..', 'cms', 'media', 'news-1.mp4')))

/** A body of strings and bytes, as a hand-written client would send it. */
function bytes(...pieces: (string | Uint8Array)[]): Uint8Array {
  const chunks = pieces.map((p) => (typeof p === 'string' ? new TextEncoder().encode(p) : p))
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.length
  }
  return out
}

const text = {
  name: 'Ana Luísa Gonçalves',
  phone: '+55 (11) 98765-4321',
  gender: 'woman',
  email: 'ana@example.com',
  birthdate: '07/03/2001',
  height: '170/5.7',
  waist: '62/24.4',
  consent: 'yes',
}

function application(values: Record<string, string | [Uint8Array, string, string?]>): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new File([value[0]], value[1], { type: value[2] ?? 'image/jpeg' }))
  }
  return form
}

describe('POST /api/get-scouted', () => {
  it('forwards every field and both photos byte for byte, with safe file names', async () => {
    const h = harness()
    const front = photo('jpeg', 150_000)
    const face = photo('png', 90_000)
    const form = application({
      ...text,
      bust: '',
      image_1: [front, 'Minha foto (frente).JPG'],
      image_2: [face, '../rosto.png', 'image/png'],
    })
    const res = await h.request('/api/get-scouted', post(form))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    const [item] = await h.inbox()
    // Empty values (bust) are not sent.
    expect(item?.fields).toEqual(text)
    expect(item?.files).toEqual([
      {
        field: 'image_1',
        filename: 'Minha-foto-frente.jpg',
        type: 'image/jpeg',
        size: 150_000,
        sha256: sha256(front),
      },
      { field: 'image_2', filename: 'rosto.png', type: 'image/png', size: 90_000, sha256: sha256(face) },
    ])
  })

  it('rejects a photo over 2 MB with 413 file_too_large naming the field', async () => {
    const h = harness()
    const form = application({
      ...text,
      image_1: [photo('jpeg'), 'a.jpg'],
      image_2: [photo('jpeg', 2_097_153), 'b.jpg'],
    })
    const res = await h.request('/api/get-scouted', post(form))
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { code: 'file_too_large', message: expect.any(String), fields: ['image_2'] },
    })
    expect(await h.inbox()).toEqual([])
  })

  it('accepts a photo of exactly 2097152 bytes and forwards it byte for byte', async () => {
    const h = harness()
    const largest = photo('gif', 2_097_152)
    const form = application({
      ...text,
      image_1: [largest, 'a.gif', 'image/gif'],
      image_2: [photo('jpeg'), 'b.jpg'],
    })
    expect((await h.request('/api/get-scouted', post(form))).status).toBe(200)
    const [item] = await h.inbox()
    expect(item?.files[0]).toMatchObject({ size: 2_097_152, sha256: sha256(largest) })
  })

  it('rejects a renamed non-image with 415, whatever its name and declared type', async () => {
    const h = harness()
    const form = application({
      ...text,
      image_1: [photo('pdf'), 'photo.jpg', 'image/jpeg'],
      image_2: [photo('jpeg'), 'b.jpg'],
    })
    const res = await h.request('/api/get-scouted', post(form))
    expect(res.status).toBe(415)
    expect(await errorOf(res)).toMatchObject({ code: 'unsupported_file_type', fields: ['image_1'] })
  })

  it('refuses a photo that is not whole or of no sane size with 415 naming it, and sends nothing (issue 28)', async () => {
    const h = harness()
    const whole = photo('jpeg', 5000)
    const huge = photo('png', 5000)
    huge.set([0, 0, 0xff, 0xff, 0, 0, 0xff, 0xff], 16) // IHDR: 65535 × 65535
    const cases: [Uint8Array, string][] = [
      [whole.subarray(0, 4000), 'image/jpeg'], // cut short: no EOI
      [new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg'],
      [new Uint8Array([...whole.subarray(0, 4000), ...mp4]), 'image/jpeg'], // no EOI before the MP4
      [huge, 'image/png'],
    ]
    for (const [bytes, type] of cases) {
      const form = application({
        ...text,
        image_1: [photo('jpeg'), 'a.jpg'],
        image_2: [bytes, 'b.jpg', type],
      })
      const res = await h.request(
        '/api/get-scouted',
        post(form, { 'cf-connecting-ip': `203.0.113.${bytes.length % 250}` }),
      )
      expect(res.status).toBe(415)
      expect(await errorOf(res)).toMatchObject({ code: 'unsupported_file_type', fields: ['image_2'] })
    }
    expect(await h.inbox()).toEqual([])
  })

  it("stores a phone's JPEG without what follows its end marker: a motion photo's MP4, a Samsung trailer, a page", async () => {
    const h = harness()
    const motion = sample('motion-photo.jpg')
    const samsung = sample('samsung-trailer.jpg')
    const picture = motion.subarray(0, motion.length - mp4.length)
    const res = await h.request(
      '/api/get-scouted',
      post(
        application({
          ...text,
          image_1: [motion, 'PXL_20261128_MP.jpg'],
          image_2: [samsung, '20261128_1.jpg'],
        }),
      ),
    )
    expect(res.status).toBe(200)
    const [item] = await h.inbox()
    expect(item?.files[0]).toMatchObject({
      type: 'image/jpeg',
      size: picture.length,
      sha256: sha256(picture),
    })
    // The trailer's first record (type 0x0a01) follows the JPEG's end marker.
    const samsungPicture = samsung.subarray(
      0,
      Buffer.from(samsung).indexOf(Buffer.from([0xff, 0xd9, 0, 0, 1, 0x0a])) + 2,
    )
    expect(item?.files[1]).toMatchObject({
      type: 'image/jpeg',
      size: samsungPicture.length,
      sha256: sha256(samsungPicture),
    })

    const whole = photo('jpeg', 5000)
    const page = new Uint8Array([...whole, ...new TextEncoder().encode('<html><script>x</script>')])
    const again = await h.request(
      '/api/get-scouted',
      post(
        application({
          ...text,
          image_1: [page, 'a.jpg'],
          image_2: [photo('png', 3000), 'b.png', 'image/png'],
        }),
        {
          'cf-connecting-ip': '203.0.113.77',
        },
      ),
    )
    expect(again.status).toBe(200)
    expect((await h.inbox())[1]?.files[0]).toMatchObject({ size: 5000, sha256: sha256(whole) })
  })

  it('accepts a JPEG with a trailer padded to exactly 2097152 bytes, and stores the picture alone', async () => {
    const h = harness()
    const jpeg = photo('jpeg', 1_500_000)
    const padded = new Uint8Array(2_097_152)
    padded.set(jpeg)
    padded.set(mp4, jpeg.length)
    const res = await h.request(
      '/api/get-scouted',
      post(application({ ...text, image_1: [padded, 'motion.jpg'], image_2: [photo('jpeg'), 'b.jpg'] })),
    )
    expect(res.status).toBe(200)
    expect((await h.inbox())[0]?.files[0]).toMatchObject({ size: 1_500_000, sha256: sha256(jpeg) })
  })

  it('refuses a HEIC photo with 415 heif_photo naming it, whatever its name, and sends nothing', async () => {
    const h = harness()
    const res = await h.request(
      '/api/get-scouted',
      post(
        application({
          ...text,
          image_1: [photo('jpeg'), 'a.jpg'],
          image_2: [sample('photo.heic'), 'IMG_0042.jpg'],
        }),
      ),
    )
    expect(res.status).toBe(415)
    expect(await errorOf(res)).toMatchObject({ code: 'heif_photo', fields: ['image_2'] })
    expect(await h.inbox()).toEqual([])
  })

  it('names the missing and invalid fields with 422', async () => {
    const h = harness()
    const form = application({
      name: 'Ana',
      gender: 'other',
      email: 'ana@example.com',
      birthdate: '31/02/2001',
      height: '999',
      image_1: [photo('jpeg'), 'a.jpg'],
    })
    const res = await h.request('/api/get-scouted', post(form))
    expect(res.status).toBe(422)
    expect(await errorOf(res)).toMatchObject({
      code: 'invalid_fields',
      fields: ['phone', 'gender', 'birthdate', 'height', 'image_2', 'consent'],
    })
    expect(await h.inbox()).toEqual([])
  })

  it('refuses an application without the applicant’s consent with 422, naming it', async () => {
    const h = harness()
    const { consent: _, ...withoutConsent } = text
    const form = application({
      ...withoutConsent,
      image_1: [photo('jpeg'), 'a.jpg'],
      image_2: [photo('png'), 'b.png', 'image/png'],
    })
    const res = await h.request('/api/get-scouted', post(form))
    expect(res.status).toBe(422)
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_fields', fields: ['consent'] })
    expect(await h.inbox()).toEqual([])
  })

  it('refuses a 16-year-old’s application posted directly without a guardian’s name and consent', async () => {
    const h = harness()
    const sixteen = `01/01/${new Date().getFullYear() - 16}`
    const photos = {
      image_1: [photo('jpeg'), 'a.jpg'] as [Uint8Array, string],
      image_2: [photo('png'), 'b.png', 'image/png'] as [Uint8Array, string, string],
    }
    const refused = await h.request(
      '/api/get-scouted',
      post(application({ ...text, birthdate: sixteen, ...photos })),
    )
    expect(refused.status).toBe(422)
    expect(await errorOf(refused)).toMatchObject({ fields: ['guardian_name', 'guardian_consent'] })
    const unticked = application({ ...text, birthdate: sixteen, guardian_name: 'Rita Silva', ...photos })
    expect(await errorOf(await h.request('/api/get-scouted', post(unticked)))).toMatchObject({
      fields: ['guardian_consent'],
    })
    expect(await h.inbox()).toEqual([])

    const guardian = { guardian_name: 'Rita Silva', guardian_consent: 'yes' }
    const res = await h.request(
      '/api/get-scouted',
      post(application({ ...text, birthdate: sixteen, ...guardian, ...photos })),
    )
    expect(res.status).toBe(200)
    const [item] = await h.inbox()
    expect(item?.fields).toEqual({ ...text, birthdate: sixteen, ...guardian })
  })

  it('counts an empty file part and a text part as a missing photo', async () => {
    const form = application({ ...text, image_1: [new Uint8Array(), ''], image_2: 'not a file' })
    const res = await harness().request('/api/get-scouted', post(form))
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_fields', fields: ['image_1', 'image_2'] })
  })

  it('refuses a body over 5 MiB with 413 body_too_large', async () => {
    const form = application({
      ...text,
      image_1: [photo('jpeg', 3_000_000), 'a.jpg'],
      image_2: [photo('jpeg', 3_000_000), 'b.jpg'],
    })
    // Encoded first: a body read from memory, as a Worker receives it (no Content-Length on purpose).
    const encoded = new Response(form)
    const type = encoded.headers.get('content-type') ?? ''
    const body = new Uint8Array(await encoded.arrayBuffer())
    const res = await harness().request('/api/get-scouted', post(body, { 'content-type': type }))
    expect(res.status).toBe(413)
    expect((await errorOf(res)).code).toBe('body_too_large')
  })

  it('takes a hand-written body: odd quoted boundary, any header case, filename*, fields after photos', async () => {
    const h = harness()
    const front = photo('png', 70_000)
    const face = photo('jpeg', 50_000)
    const boundary = "Odd'(Boundary)+_,-./:=? X"
    const part = (headers: string, content: string | Uint8Array) => [
      `--${boundary}\r\n${headers}\r\n\r\n`,
      content,
      '\r\n',
    ]
    const res = await h.request(
      '/api/get-scouted',
      post(
        bytes(
          ...part(
            `content-disposition: FORM-DATA; Name="image_1"; filename="x.png"; FILENAME*=UTF-8''Frente%20%C3%A7.png\r\nContent-Type: application/octet-stream`,
            front,
          ),
          ...part('CONTENT-DISPOSITION: form-data; name=image_2; filename="../../rosto"', face),
          ...Object.entries(text).flatMap(([name, value]) =>
            part(`Content-Disposition: form-data; name="${name}"`, ` ${value} `),
          ),
          ...part('Content-Disposition: form-data; name="bust"', '   '),
          ...part('Content-Disposition: form-data; name="hips"', ''),
          ...part('Content-Disposition: form-data; name="unknown"', 'not forwarded'),
          `--${boundary}--\r\n`,
        ),
        { 'content-type': `multipart/form-data; boundary="${boundary}"` },
      ),
    )
    expect(res.status).toBe(200)
    const [item] = await h.inbox()
    // Trimmed; blank values and unknown fields are not sent.
    expect(item?.fields).toEqual(text)
    expect(item?.files).toEqual([
      // The plain filename: RFC 7578 (4.2) forbids `filename*` in form data, and workerd reads `filename`.
      { field: 'image_1', filename: 'x.png', type: 'image/png', size: 70_000, sha256: sha256(front) },
      { field: 'image_2', filename: 'rosto.jpg', type: 'image/jpeg', size: 50_000, sha256: sha256(face) },
    ])
  })

  it('keeps the first of repeated fields and photos', async () => {
    const h = harness()
    const first = photo('jpeg', 5000)
    const form = application({
      ...text,
      image_1: [first, 'first.jpg'],
      image_2: [photo('png'), 'b.png', 'image/png'],
    })
    form.append('image_1', new File([photo('pdf')], 'second.pdf'))
    form.append('name', 'Someone Else')
    expect((await h.request('/api/get-scouted', post(form))).status).toBe(200)
    const [item] = await h.inbox()
    expect(item?.fields.name).toBe(text.name)
    expect(item?.files[0]).toMatchObject({ filename: 'first.jpg', sha256: sha256(first) })
  })

  it('refuses a truncated body (no closing boundary) with 400 and forwards nothing', async () => {
    const h = harness()
    const form = application({
      ...text,
      image_1: [photo('jpeg'), 'a.jpg'],
      image_2: [photo('jpeg'), 'b.jpg'],
    })
    const encoded = new Response(form)
    const type = encoded.headers.get('content-type') ?? ''
    const whole = new Uint8Array(await encoded.arrayBuffer())
    for (const cut of [whole.length - 4, whole.length - 3000, 200]) {
      const res = await h.request('/api/get-scouted', post(whole.slice(0, cut), { 'content-type': type }))
      expect(res.status).toBe(400)
      expect((await errorOf(res)).code).toBe('bad_request')
    }
    expect(await h.inbox()).toEqual([])
  })

  it('refuses multipart without a boundary with 400', async () => {
    const res = await harness().request(
      '/api/get-scouted',
      post('--x\r\n', { 'content-type': 'multipart/form-data' }),
    )
    expect(res.status).toBe(400)
    expect((await errorOf(res)).code).toBe('bad_request')
  })

  it('takes multipart only', async () => {
    const res = await harness().request(
      '/api/get-scouted',
      post(JSON.stringify(text), { 'content-type': 'application/json' }),
    )
    expect(res.status).toBe(400)
    expect((await errorOf(res)).code).toBe('bad_request')
  })

  const honeypots: [string, string | [Uint8Array, string]][] = [
    ['text', 'x'],
    ['a file', [photo('jpeg'), 'w.jpg']],
  ]
  for (const [what, website] of honeypots) {
    it(`answers ${what} in the honeypot like a success and drops it`, async () => {
      const h = harness()
      const form = application({
        ...text,
        website,
        image_1: [photo('jpeg'), 'a.jpg'],
        image_2: [photo('jpeg'), 'b.jpg'],
      })
      const res = await h.request('/api/get-scouted', post(form))
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ ok: true })
      expect(await h.inbox()).toEqual([])
    })
  }

  it('answers ok while upstream fails, and delivers the photos byte for byte once it is back', async () => {
    const h = harness()
    await h.fault({ path: '/api/get-scouted', status: 503, count: 2 })
    const [one, two] = [photo('jpeg'), photo('png')]
    const form = application({ ...text, image_1: [one, 'a.jpg'], image_2: [two, 'b.png', 'image/png'] })
    const res = await h.request('/api/get-scouted', post(form))
    expect(res.status).toBe(200)
    expect(await h.stored()).toHaveLength(1)
    const [item, ...rest] = await h.inbox()
    expect(rest).toEqual([])
    expect(item?.files.map((f) => f.sha256)).toEqual([sha256(one), sha256(two)])
    // Delivered: the photos and personal data are gone from R2; only the delivery record stays.
    expect((await h.stored()).every((key) => key.startsWith('status/'))).toBe(true)
  })

  it('refuses another site’s origin with 403', async () => {
    const form = application({ ...text })
    const res = await harness().request('/api/get-scouted', post(form, { origin: 'https://evil.example' }))
    expect(res.status).toBe(403)
  })
})
