import { expect, test } from '@playwright/test'
import { arrived, fault, received, sha256 } from '../cms'
import { photo, rateLimit, tag, visitor } from './edge'

// The forms' API against the Worker under workerd: what reaches the agency's CMS, and every refusal.

const application = (email: string) => ({
  name: 'Ana Luísa Gonçalves',
  phone: '+55 (11) 98765-4321',
  gender: 'woman',
  email,
  birthdate: '07/03/2001',
  height: '170/5.7',
  weight: '55/121.3',
  bust: '86/33.9',
  waist: '62/24.4',
  hips: '90/35.4',
  consent: 'yes',
})

test.describe('POST /api/contact', () => {
  test('a message arrives upstream with every field', async ({ request }) => {
    const email = `contact.${tag()}@example.com`
    const answer = await request.post('/api/contact', {
      headers: visitor(),
      multipart: { email, message: 'Olá!\nGostaria de conhecer a agência.', website: '' },
    })
    expect(answer.status()).toBe(200)
    expect(await answer.json()).toEqual({ ok: true })
    const [entry, ...more] = await arrived(request, 'contact', email)
    expect(more).toEqual([])
    expect(entry?.fields).toEqual({ email, message: 'Olá!\nGostaria de conhecer a agência.' })
  })

  test('a missing field is refused with 422 naming it', async ({ request }) => {
    const answer = await request.post('/api/contact', {
      headers: visitor(),
      data: { email: 'x@example.com' },
    })
    expect(answer.status()).toBe(422)
    expect(await answer.json()).toEqual({
      error: { code: 'invalid_fields', message: expect.any(String), fields: ['message'] },
    })
  })

  test('a burst of submissions is refused with 429 once the allowance is used', async ({ request }) => {
    const headers = visitor()
    for (let i = 0; i < rateLimit; i++) {
      const ok = await request.post('/api/contact', {
        headers,
        data: { email: `burst.${tag()}@example.com`, message: `burst ${i}` },
      })
      expect(ok.status()).toBe(200)
    }
    const refused = await request.post('/api/contact', {
      headers,
      data: { email: `burst.${tag()}@example.com`, message: 'one too many' },
    })
    expect(refused.status()).toBe(429)
    expect((await refused.json()).error.code).toBe('rate_limited')
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
    // Another visitor is not affected.
    const other = await request.post('/api/contact', {
      headers: visitor(),
      data: { email: `other.${tag()}@example.com`, message: 'hello' },
    })
    expect(other.status()).toBe(200)
  })

  test('a POST from another site is refused with 403', async ({ request }) => {
    const answer = await request.post('/api/contact', {
      headers: { ...visitor(), origin: 'https://evil.example' },
      data: { email: 'x@example.com', message: 'hi' },
    })
    expect(answer.status()).toBe(403)
    expect((await answer.json()).error.code).toBe('forbidden_origin')
  })

  test('a body over 32 KiB is refused with 413', async ({ request }) => {
    const answer = await request.post('/api/contact', {
      headers: visitor(),
      data: { email: 'x@example.com', message: 'x'.repeat(40 * 1024) },
    })
    expect(answer.status()).toBe(413)
    expect((await answer.json()).error.code).toBe('body_too_large')
  })

  test('a filled honeypot gets the same answer and goes nowhere', async ({ request }) => {
    const email = `bot.${tag()}@example.com`
    const answer = await request.post('/api/contact', {
      headers: visitor(),
      multipart: { email, message: 'buy now', website: 'https://spam.example' },
    })
    expect(answer.status()).toBe(200)
    expect(await answer.json()).toEqual({ ok: true })
    expect(await received(request, 'contact', email)).toEqual([])
  })
})

test.describe('POST /api/get-scouted', () => {
  test('an application arrives upstream with every field and both photos byte for byte', async ({
    request,
  }) => {
    const email = `apply.${tag()}@example.com`
    const front = await photo('jpeg', 400)
    const face = await photo('png', 300)
    const answer = await request.post('/api/get-scouted', {
      headers: visitor(),
      multipart: {
        ...application(email),
        image_1: { name: 'frente (1).jpg', mimeType: 'image/jpeg', buffer: front },
        image_2: { name: 'rosto.png', mimeType: 'image/png', buffer: face },
      },
    })
    expect(answer.status()).toBe(200)
    const [entry] = await arrived(request, 'get-scouted', email)
    expect(entry?.fields).toEqual(application(email))
    expect(entry?.files).toEqual([
      {
        field: 'image_1',
        filename: 'frente-1.jpg',
        type: 'image/jpeg',
        size: front.length,
        sha256: sha256(front),
      },
      { field: 'image_2', filename: 'rosto.png', type: 'image/png', size: face.length, sha256: sha256(face) },
    ])
  })

  test('a photo over 2 MB is refused with 413 naming it', async ({ request }) => {
    const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(2_097_152)])
    const answer = await request.post('/api/get-scouted', {
      headers: visitor(),
      multipart: {
        ...application(`big.${tag()}@example.com`),
        image_1: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
        image_2: { name: 'b.jpg', mimeType: 'image/jpeg', buffer: big },
      },
    })
    expect(answer.status()).toBe(413)
    expect((await answer.json()).error).toMatchObject({ code: 'file_too_large', fields: ['image_2'] })
  })

  test('a renamed non-image is refused with 415', async ({ request }) => {
    const answer = await request.post('/api/get-scouted', {
      headers: visitor(),
      multipart: {
        ...application(`pdf.${tag()}@example.com`),
        image_1: {
          name: 'foto.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'),
        },
        image_2: { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
      },
    })
    expect(answer.status()).toBe(415)
    expect((await answer.json()).error).toMatchObject({ code: 'unsupported_file_type', fields: ['image_1'] })
  })

  test('an application without consent, or a 16-year-old’s without a guardian’s, is refused by the Worker', async ({
    request,
  }) => {
    const photos = {
      image_1: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
      image_2: { name: 'b.png', mimeType: 'image/png', buffer: await photo('png') },
    }
    const { consent: _, ...withoutConsent } = application(`consent.${tag()}@example.com`)
    const none = await request.post('/api/get-scouted', {
      headers: visitor(),
      multipart: { ...withoutConsent, ...photos },
    })
    expect(none.status()).toBe(422)
    expect((await none.json()).error).toMatchObject({ code: 'invalid_fields', fields: ['consent'] })
    const minor = await request.post('/api/get-scouted', {
      headers: visitor(),
      multipart: {
        ...application(`minor.${tag()}@example.com`),
        birthdate: `01/01/${new Date().getFullYear() - 16}`,
        ...photos,
      },
    })
    expect(minor.status()).toBe(422)
    expect((await minor.json()).error).toMatchObject({ fields: ['guardian_name', 'guardian_consent'] })
  })

  test('missing fields and photos are refused with 422 naming them', async ({ request }) => {
    const answer = await request.post('/api/get-scouted', {
      headers: visitor(),
      multipart: { name: 'Ana', email: 'ana@example.com', height: '9999' },
    })
    expect(answer.status()).toBe(422)
    expect((await answer.json()).error).toMatchObject({
      code: 'invalid_fields',
      fields: ['phone', 'gender', 'birthdate', 'height', 'image_1', 'image_2', 'consent'],
    })
  })

  test('when upstream fails, the visitor still gets 200 and the application arrives once, later', async ({
    request,
  }) => {
    const email = `retry.${tag()}@example.com`
    await fault(request, { method: 'POST', path: '/api/get-scouted', status: 500 })
    const answer = await request.post('/api/get-scouted', {
      headers: visitor(),
      multipart: {
        ...application(email),
        image_1: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
        image_2: { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg') },
      },
    })
    expect(answer.status()).toBe(200)
    expect(await arrived(request, 'get-scouted', email)).toHaveLength(1)
  })
})
