import { expect, test } from '@playwright/test'
import { received } from '../cms'
import { photo, snapshotFile, tag, visitor, workerUrl } from './edge'

// Issue 28: hostile requests against the Worker under workerd (npm start), as a client outside the site
// sends them: the answers the Worker's README documents, nothing refused reaching the CMS.

const plainPost = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }

test.describe('the no-script form answer sends no one elsewhere', () => {
  const forms = [
    { route: '/api/contact', outcome: 'contact', pt: '/contato', en: '/en/contact' },
    { route: '/api/get-scouted', outcome: 'apply', pt: '/seja-um-modelo', en: '/en/be-a-model' },
    { route: '/api/favorites', outcome: 'request', pt: '/favoritos', en: '/en/favorites' },
  ]
  for (const { route, outcome, pt, en } of forms) {
    test(`${route}: a post from another site is refused with 403 and no Location`, async ({ request }) => {
      const answer = await request.post(route, {
        headers: {
          ...visitor(),
          ...plainPost,
          origin: 'https://evil.example',
          referer: 'https://evil.example//evil.example/phish',
        },
        form: { x: '1' },
        maxRedirects: 0,
      })
      expect(answer.status()).toBe(403)
      expect(answer.headers().location).toBeUndefined()
      expect((await answer.json()).error.code).toBe('forbidden_origin')
    })

    test(`${route}: a same-site Referer of "//host" goes back to the form's own page`, async ({
      request,
    }) => {
      for (const [path, page] of [
        ['//evil.example/x', pt],
        ['/\\evil.example/x', pt],
        ['/en//evil.example/x', en],
      ] as const) {
        const answer = await request.post(route, {
          headers: { ...visitor(), ...plainPost, referer: `${workerUrl}${path}` },
          form: { x: '1' },
          maxRedirects: 0,
        })
        // The contact and the application answer a refusal with their page refilled (issue 29), the
        // favorites request with a 303; neither ever sends the visitor to another host.
        const location = answer.headers().location
        if (outcome === 'request') expect(location).toBe(`${page}#${outcome}-failed`)
        else {
          expect(location).toBeUndefined()
          expect([400, 422]).toContain(answer.status()) // get-scouted takes multipart only: 400
          expect(answer.headers()['content-type']).toContain('text/html')
          expect(await answer.text()).toContain(`id="${outcome}-refused"`)
        }
      }
    })
  }

  test('a valid contact with a Referer of "//host" is delivered and goes back to /contato', async ({
    request,
  }) => {
    const email = `redirect.${tag()}@example.com`
    const answer = await request.post('/api/contact', {
      headers: { ...visitor(), ...plainPost, referer: `${workerUrl}//evil.example/x` },
      form: { email, message: 'Olá' },
      maxRedirects: 0,
    })
    expect(answer.status()).toBe(303)
    expect(answer.headers().location).toBe('/contato#contact-sent')
    await expect.poll(async () => (await received(request, 'contact', email)).length).toBe(1)
  })
})

/**
 * A raw HTTP/1.1 POST that declares `length` bytes and sends `body`, then holds the connection: what the
 * Worker answers and when (null: nothing within `holdMs`). No HTTP client sends a body shorter than it
 * declares, so this writes to the socket itself.
 */
async function rawPost(
  path: string,
  length: number,
  body: string,
  holdMs: number,
): Promise<{ status: number; body: string } | null> {
  const { connect } = await import('node:net')
  const { port } = new URL(workerUrl)
  return new Promise((resolve) => {
    let got = ''
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${workerUrl}\r\n` +
          `CF-Connecting-IP: ${visitor()['cf-connecting-ip']}\r\nAccept: application/json\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n${body}`,
      )
    })
    const done = (answer: { status: number; body: string } | null) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(answer)
    }
    socket.on('data', (chunk) => {
      got += chunk.toString('utf8')
      const [head, rest] = got.split('\r\n\r\n')
      if (rest?.includes('}')) done({ status: Number(head?.split(' ')[1]), body: rest })
    })
    socket.on('error', () => done(null))
    const timer = setTimeout(() => done(null), holdMs)
  })
}

test.describe('the Worker waits for no body it will refuse', () => {
  test('a declared Content-Length over the limit is answered 413 before the body is sent', async () => {
    const answer = await rawPost('/api/contact', 40_000, 'email=a%40b.co', 5_000)
    expect(answer?.status).toBe(413)
    expect(answer?.body).toContain('body_too_large')
  })

  test('a body that stops arriving is cut: 408 request_timeout', async () => {
    const answer = await rawPost('/api/contact', 200, 'email=a%40b.co', 20_000)
    expect(answer?.status).toBe(408)
    expect(answer?.body).toContain('request_timeout')
  })
})

test.describe('odd answers and odd requests', () => {
  test('a JPEG cut short and a PNG of 65535×65535 px are refused with 415 naming the photo', async ({
    request,
  }) => {
    const whole = await photo('jpeg')
    const huge = await photo('png')
    huge.writeUInt32BE(65535, 16)
    huge.writeUInt32BE(65535, 20)
    for (const bad of [whole.subarray(0, whole.length - 20), huge]) {
      const answer = await request.post('/api/get-scouted', {
        headers: visitor(),
        multipart: {
          name: 'Ana',
          phone: '+55 11 98765-4321',
          gender: 'woman',
          email: `photo.${tag()}@example.com`,
          birthdate: '07/03/2001',
          image_1: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: whole },
          image_2: { name: 'b.jpg', mimeType: 'image/jpeg', buffer: bad },
        },
      })
      expect(answer.status()).toBe(415)
      expect((await answer.json()).error).toMatchObject({
        code: 'unsupported_file_type',
        fields: ['image_2'],
      })
    }
  })

  test('JSON look-alike types are refused 400; unknown and repeated favorites are refused 422 or sent once', async ({
    request,
  }) => {
    const data = JSON.stringify({ email: 'a@example.com', message: 'x' })
    for (const type of ['application/json-patch+json', 'application/jsonx']) {
      const answer = await request.post('/api/contact', {
        headers: { ...visitor(), 'content-type': type },
        data,
      })
      expect(answer.status()).toBe(400)
    }
    const email = `fav.${tag()}@example.com`
    const form = { name: 'Rui', email, phone: '+55 11 98765-4321', message: 'Orçamento' }
    const unknown = await request.post('/api/favorites', {
      headers: visitor(),
      data: { ...form, favorites: JSON.stringify([{ id: 987654, name: 'Ninguém' }]) },
    })
    expect(unknown.status()).toBe(422)
    expect((await unknown.json()).error.fields).toEqual(['favorites'])
    const [talent] = snapshotFile<{ id: number; name: string }[]>('talents.json')
    const twice = [talent, talent].map((t) => ({ id: t?.id, name: 'x' }))
    const ok = await request.post('/api/favorites', {
      headers: visitor(),
      data: { ...form, favorites: JSON.stringify(twice) },
    })
    expect(ok.status()).toBe(200)
    await expect.poll(async () => (await received(request, 'favorites', email)).length).toBe(1)
    const [entry] = await received(request, 'favorites', email)
    expect(JSON.parse(entry?.fields.favorites ?? '')).toEqual([{ id: talent?.id, name: talent?.name }])
  })

  test('a malformed staff Authorization is 400 bad_request; errors are no-store; answers are same-origin resources', async ({
    request,
  }) => {
    const staff = await request.get('/api/admin/deliveries', { headers: { authorization: 'Basic x' } })
    expect(staff.status()).toBe(400)
    expect((await staff.json()).error.code).toBe('bad_request')
    const missing = await request.get('/api/talents/987654')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['cache-control']).toBe('no-store')
    for (const answer of [staff, missing, await request.get('/api/health')]) {
      expect(answer.headers()['cross-origin-resource-policy']).toBe('same-origin')
    }
  })
})
