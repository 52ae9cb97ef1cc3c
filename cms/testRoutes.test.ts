import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openCms } from './openCms.ts'
import type { Profile, Talent } from './types.ts'

let cms: Awaited<ReturnType<typeof openCms>>
beforeAll(async () => {
  cms = await openCms({ shape: 'spec' })
})
afterAll(() => cms.close())
beforeEach(async () => {
  await fetch(`${cms.url}/__reset`, { method: 'POST' })
})

const fault = (body: unknown) =>
  fetch(`${cms.url}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const inbox = async () => (await (await fetch(`${cms.url}/__inbox`)).json()) as Record<string, unknown>[]

describe('faults', () => {
  it('answers an injected status count times, then recovers', async () => {
    await fault({ path: '/api/social-media', status: 503, count: 2 })
    for (let i = 0; i < 2; i++) {
      const response = await cms.call('panel', '/api/social-media')
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ message: 'Injected fault' })
    }
    expect((await cms.call('panel', '/api/social-media')).status).toBe(200)
    expect(await (await fetch(`${cms.url}/__faults`)).json()).toEqual([])
  })

  it('matches by path prefix and method, token routes included', async () => {
    await fault({ path: '/api/', method: 'post', status: 500 })
    expect((await cms.call('panel', '/api/slides/prehome')).status).toBe(200)
    const response = await fetch(`${cms.url}/api/login`, { method: 'POST', body: '{}' })
    expect(response.status).toBe(500)
    expect((await fetch(`${cms.url}/__faults`).then((r) => r.json())).length).toBe(0)
  })

  it('answers a body that is not JSON', async () => {
    await fault({ path: '/api/posts', malformed: true })
    const response = await cms.call('panel', '/api/posts/news/pt')
    expect(response.status).toBe(200)
    await expect(response.json()).rejects.toThrow()
  })

  it('delays, then answers normally', async () => {
    await fault({ path: '/api/slides', delay_ms: 300 })
    const start = Date.now()
    const response = await cms.call('panel', '/api/slides/prehome')
    expect(Date.now() - start).toBeGreaterThanOrEqual(280)
    expect(response.status).toBe(200)
  })

  it('matches the query too, so one talent can fail alone', async () => {
    await fault({ path: '/api/talent/profile?language=pt&id=1003&', status: 500 })
    expect((await cms.call('integration', '/api/talent/profile?language=pt&id=1002')).status).toBe(200)
    expect((await cms.call('integration', '/api/talent/profile?language=pt&id=1003&cover2=1')).status).toBe(
      500,
    )
  })

  it('lists, clears and validates faults', async () => {
    await fault({ path: 'api/talents', status: 502 })
    expect(await (await fetch(`${cms.url}/__faults`)).json()).toEqual([
      { method: null, path: '/api/talents', status: 502, delay_ms: 0, malformed: false, count: 1 },
    ])
    await fetch(`${cms.url}/__faults`, { method: 'DELETE' })
    expect((await cms.talents('paginate=1')).status).toBe(200)
    expect((await fault({ status: 500 })).status).toBe(422)
  })
})

describe('request counts', () => {
  it('counts the requests each path received, faulted ones included, test routes not', async () => {
    await fault({ path: '/api/slides', status: 500 })
    await cms.call('panel', '/api/slides/prehome')
    await cms.call('panel', '/api/slides/prehome')
    await cms.call('panel', '/api/social-media')
    const counts = await (await fetch(`${cms.url}/__requests`)).json()
    expect(counts).toMatchObject({ '/api/slides/prehome': 2, '/api/social-media': 1 })
    expect(Object.keys(counts).some((path) => path.startsWith('/__'))).toBe(false)
    await fetch(`${cms.url}/__requests`, { method: 'DELETE' })
    expect(await (await fetch(`${cms.url}/__requests`)).json()).toEqual({})
  })
})

describe('submissions', () => {
  it('records contact forms, urlencoded or multipart', async () => {
    const urlencoded = await cms.call('panel', '/api/contact/pt', {
      method: 'POST',
      body: new URLSearchParams({ email: 'ana@example.com', message: 'Olá' }),
    })
    expect(await urlencoded.json()).toEqual({ message: 'Message received', id: expect.any(Number) })
    const form = new FormData()
    form.set('email', 'bob@example.com')
    form.set('message', 'Hello')
    form.set('name', 'Bob')
    expect((await cms.call('panel', '/api/contact/en', { method: 'POST', body: form })).status).toBe(200)
    const entries = await inbox()
    expect(entries).toMatchObject([
      { kind: 'contact', lang: 'pt', fields: { email: 'ana@example.com', message: 'Olá' }, files: [] },
      { kind: 'contact', lang: 'en', fields: { email: 'bob@example.com', message: 'Hello', name: 'Bob' } },
    ])
  })

  it('records a submission once per Idempotency-Key: a repeat gets the first answer, one in progress 409', async () => {
    const send = (key: string, email = 'ana@example.com') =>
      cms.call('panel', '/api/contact/pt', {
        method: 'POST',
        headers: { 'idempotency-key': key },
        body: new URLSearchParams({ email, message: 'Olá' }),
      })
    const first = await (await send('k-1')).json()
    expect(await (await send('k-1')).json()).toEqual(first)
    await fault({ path: '/api/contact/pt', delay_ms: 300 })
    const slow = send('k-2')
    await new Promise((r) => setTimeout(r, 50))
    expect((await send('k-2')).status).toBe(200) // the first of k-2 still waits before the route
    expect((await slow).status).toBe(200)
    const refused = await send('k-3', 'a@b')
    expect(refused.status).toBe(422)
    expect((await send('k-3')).status).toBe(200) // a refused one is not recorded: its key stays free
    const entries = await inbox()
    expect(entries.map((e) => e.idempotency_key)).toEqual(['k-1', 'k-2', 'k-3'])
  })

  it('refuses an invalid contact with 422 and the fields in error', async () => {
    const response = await cms.call('panel', '/api/contact/pt', {
      method: 'POST',
      body: new URLSearchParams({ email: 'not-an-email' }),
    })
    expect(response.status).toBe(422)
    const body = await response.json()
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'message'])
    expect(await inbox()).toEqual([])
  })

  const application = (files: Record<string, Blob>, fields: Record<string, string> = {}) => {
    const form = new FormData()
    const all = {
      name: 'Júlia',
      phone: '+351 912 345 678',
      gender: 'woman',
      email: 'j@example.pt',
      birthdate: '07/03/2004',
      height: '175',
      ...fields,
    }
    for (const [name, value] of Object.entries(all)) form.set(name, value)
    for (const [name, blob] of Object.entries(files)) form.set(name, blob, `${name}.jpg`)
    return cms.call('panel', '/api/get-scouted/pt', { method: 'POST', body: form })
  }

  it('records get-scouted files with their sha256', async () => {
    const one = new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/jpeg' })
    const two = new Blob([new TextEncoder().encode('second photo')], { type: 'image/png' })
    const response = await application({ image_1: one, image_2: two })
    expect(await response.json()).toEqual({ message: 'Application received', id: expect.any(Number) })
    const [entry] = await inbox()
    expect(entry).toMatchObject({
      kind: 'get-scouted',
      fields: { name: 'Júlia', birthdate: '07/03/2004', height: '175' },
      files: [
        {
          field: 'image_1',
          filename: 'image_1.jpg',
          type: 'image/jpeg',
          size: 4,
          sha256: createHash('sha256')
            .update(new Uint8Array([1, 2, 3, 4]))
            .digest('hex'),
        },
        { field: 'image_2', size: 12, sha256: createHash('sha256').update('second photo').digest('hex') },
      ],
    })
  })

  it('refuses missing fields, a bad birthdate, a missing or too large file', async () => {
    const small = new Blob([new Uint8Array(10)])
    const big = new Blob([new Uint8Array(2 * 1024 * 1024 + 1)])
    const response = await application(
      { image_1: big },
      { birthdate: '2004-03-07', phone: '', gender: 'other' },
    )
    expect(response.status).toBe(422)
    const { errors } = await response.json()
    expect(Object.keys(errors).sort()).toEqual(['birthdate', 'gender', 'image_1', 'image_2', 'phone'])
    expect((await application({ image_1: small, image_2: small }, { birthdate: '31/02/2004' })).status).toBe(
      422,
    )
    expect(await inbox()).toEqual([])
  })

  it('records favorites requests as the real clients send them (multipart, the selection as JSON)', async () => {
    const send = (fields: Record<string, string>) => {
      const form = new FormData()
      for (const [k, v] of Object.entries(fields)) form.append(k, v)
      return cms.call('panel', '/api/favorites/pt', { method: 'POST', body: form })
    }
    expect((await send({ name: 'Rui', email: 'rui@example.pt', favorites: '{}' })).status).toBe(422)
    const selection = JSON.stringify({ 1002: { id: 1002, name: 'Ana' }, 1006: { id: 1006, name: 'Rui' } })
    const response = await send({
      name: 'Rui',
      email: 'rui@example.pt',
      message: 'Orçamento',
      favorites: selection,
    })
    expect(await response.json()).toEqual({ message: 'Request received', id: expect.any(Number) })
    expect(await inbox()).toMatchObject([{ kind: 'favorites', fields: { favorites: selection }, files: [] }])
    await fetch(`${cms.url}/__inbox`, { method: 'DELETE' })
    expect(await inbox()).toEqual([])
  })

  it('records favorites requests sent as the real clients send them (multipart, favorites as JSON)', async () => {
    const send = (favorites: string) => {
      const form = new FormData()
      for (const [k, v] of Object.entries({ name: 'Rui', email: 'rui@example.pt', phone: '11 98765-4321' }))
        form.append(k, v)
      form.append('message', 'Orçamento')
      form.append('favorites', favorites)
      return cms.call('panel', '/api/favorites/en', { method: 'POST', body: form })
    }
    expect((await send('[]')).status).toBe(422)
    expect((await send('not json')).status).toBe(422)
    const selection = JSON.stringify([{ id: 1002, name: 'Ana' }])
    expect((await send(selection)).status).toBe(200)
    expect(await inbox()).toMatchObject([{ kind: 'favorites', lang: 'en', fields: { favorites: selection } }])
  })
})

describe('/__talents', () => {
  const all = async () => ((await (await cms.talents('paginate=1000')).json()) as { data: Talent[] }).data

  it('adds a talent (as the newest), replaces and removes it; /__reset restores the demo', async () => {
    const before = await all()
    const added = await fetch(`${cms.url}/__talents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 5,
        name: 'Aaron Test',
        gender: 'man',
        categories: [{ id: 3225, name: 'Mainboard' }],
      }),
    })
    expect(await added.json()).toEqual({ ok: true, id: 5 })
    expect((await all()).length).toBe(before.length + 1)
    const newest = (await (await cms.talents('paginate=1', { sort: 1 })).json()) as { data: Talent[] }
    expect(newest.data[0]?.id).toBe(5)
    const profile = (await (await cms.call('integration', '/api/talent/profile?id=5')).json()) as Profile
    expect(profile).toMatchObject({
      name: 'Aaron Test',
      cover: 'uploads/talents/5/.jpg',
      galleries: { book: [], snap: [] },
    })

    await fetch(`${cms.url}/__talents`, {
      method: 'POST',
      body: JSON.stringify({ ...profile, name: 'Aaron Renamed' }),
    })
    expect((await all()).filter((t) => t.id === 5).map((t) => t.name)).toEqual(['Aaron Renamed'])

    const firstDemo = before[0]?.id
    expect((await fetch(`${cms.url}/__talents/${firstDemo}`, { method: 'DELETE' })).status).toBe(200)
    expect((await fetch(`${cms.url}/__talents/${firstDemo}`, { method: 'DELETE' })).status).toBe(404)
    expect((await cms.call('integration', `/api/talent/profile?id=${firstDemo}`)).status).toBe(404)

    await fetch(`${cms.url}/__reset`, { method: 'POST' })
    expect(await all()).toEqual(before)
  })

  it('refuses a talent without id, name or gender', async () => {
    const response = await fetch(`${cms.url}/__talents`, {
      method: 'POST',
      body: JSON.stringify({ name: 'X' }),
    })
    expect(response.status).toBe(422)
  })
})

describe('instances', () => {
  it('give identical data, and keep their own state', async () => {
    const other = await openCms({ shape: 'spec' })
    try {
      const dump = async (instance: typeof cms) => {
        const talents = await (await instance.talents('paginate=1000')).text()
        const ids = (JSON.parse(talents) as { data: Talent[] }).data.map((t) => t.id)
        const profiles = await Promise.all(
          ids.map((id) => instance.call('integration', `/api/talent/profile?id=${id}`).then((r) => r.text())),
        )
        const posts = await Promise.all(
          [1, 2, 3, 4].flatMap((page) =>
            ['pt', 'en'].map((l) =>
              instance.call('panel', `/api/posts/news/${l}?page=${page}`).then((r) => r.text()),
            ),
          ),
        )
        const slides = await instance.call('panel', '/api/slides/prehome').then((r) => r.text())
        return [talents, ...profiles, ...posts, slides].join('\n').replaceAll(instance.url, 'ORIGIN')
      }
      expect(await dump(other)).toBe(await dump(cms))
      const image = (instance: typeof cms) =>
        fetch(`${instance.url}/uploads/talents/1002/book-2-1200x1600.jpg`).then((r) => r.arrayBuffer())
      expect(Buffer.from(await image(other)).equals(Buffer.from(await image(cms)))).toBe(true)

      await fault({ path: '/api/social-media', status: 500 })
      expect((await other.call('panel', '/api/social-media')).status).toBe(200)
      await fetch(`${cms.url}/__faults`, { method: 'DELETE' })
    } finally {
      await other.close()
    }
  })
})
