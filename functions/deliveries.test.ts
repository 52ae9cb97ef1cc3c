import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deadLetterQueue } from './deliveries/queue'
import { photo } from './testing/photos'
import { errorOf, harness, jsonPost, post, siteOrigin } from './testing/workerd'

const message = { email: 'ana@example.com', message: 'Olá! Quero agendar uma visita.' }
const staff = { authorization: 'Bearer test-admin-token' }
const selection = [
  { id: 1002, name: 'Maria Eduarda Silva' },
  { id: 1006, name: 'Ágata Conceição' },
]
const request = {
  name: 'Rui Costa',
  email: 'rui@example.pt',
  phone: '+55 11 98765-4321',
  message: 'Orçamento para uma campanha.',
  favorites: JSON.stringify(selection),
}

const applicant = {
  name: 'Ana Luísa Gonçalves',
  phone: '+55 (11) 98765-4321',
  gender: 'woman',
  email: 'ana@example.com',
  birthdate: '07/03/2001',
  consent: 'yes',
}

type Listing = {
  entries: { id: string; kind: string; state: string; fields?: string[] }[]
  delivered: number
}

describe('store, then deliver', () => {
  it('delivers a message stored twice in the queue only once (a duplicate of a delivered one is dropped)', async () => {
    const h = harness()
    expect((await h.request('/api/contact', jsonPost(message))).status).toBe(200)
    // Queues deliver at least once: the same message arrives again after its delivery.
    const [first] = await h.queue.waiting()
    if (!first) throw new Error('nothing queued')
    await h.deliver()
    h.queue.again(first)
    expect(await h.inbox()).toHaveLength(1)
    expect(h.calls.filter((c) => c === 'POST /api/contact/pt')).toHaveLength(1)
  })

  it('sends a message handed out twice at once only once: the second copy waits, then finds it delivered', async () => {
    const h = harness()
    await h.fault({ path: '/api/contact', delay_ms: 500 })
    expect((await h.request('/api/contact', jsonPost(message))).status).toBe(200)
    const [first] = await h.queue.waiting()
    if (!first) throw new Error('nothing queued')
    h.queue.again(first)
    await h.deliver()
    expect(h.calls.filter((c) => c === 'POST /api/contact/pt')).toHaveLength(1)
    expect(await h.inbox()).toHaveLength(1)
    // The copy that found the delivery claimed was retried once, then dropped as a duplicate.
    expect(h.queue.delays).toHaveLength(1)
    expect(await h.stored()).toEqual([expect.stringMatching(/^status\//)])
  })

  it('takes over a claim left by an attempt that died, not one that may still be running', async () => {
    const h = harness()
    const id = 'claimed'
    expect(await h.call('claimDelivery', id, Date.now())).toBe(true)
    expect(await h.call('claimDelivery', id, Date.now())).toBe(false)
    // DELIVERY_TIMEOUT_SECONDS (60) and a margin later, the attempt is over whatever became of it.
    expect(await h.call('claimDelivery', id, Date.now() + 89_000)).toBe(false)
    expect(await h.call('claimDelivery', id, Date.now() + 91_000)).toBe(true)
  })

  it('waits for a slow CMS rather than give up and send it again', async () => {
    const h = harness()
    await h.fault({ path: '/api/contact', delay_ms: 1500 })
    expect((await h.request('/api/contact', jsonPost(message))).status).toBe(200)
    expect(await h.inbox()).toHaveLength(1)
    expect(h.queue.delays).toEqual([])
  })

  it('delivers in the language of the visitor’s page: the form’s lang, else the Referer’s', async () => {
    const h = harness()
    const send = (text: string, body: Record<string, string> = {}, headers: Record<string, string> = {}) =>
      h.request('/api/contact', jsonPost({ ...message, message: text, ...body }, headers))
    await send('field en', { lang: 'en' })
    await send('referer en', {}, { referer: `${siteOrigin}/en/contact` })
    await send('referer pt', {}, { referer: `${siteOrigin}/contato` })
    await send('unknown field', { lang: 'xx' })
    const langs = Object.fromEntries((await h.inbox()).map((i) => [i.fields.message, i.lang]))
    expect(langs).toEqual({ 'field en': 'en', 'referer en': 'en', 'referer pt': 'pt', 'unknown field': 'pt' })
    expect(h.calls).toContain('POST /api/contact/en')
  })

  it('keeps a submission the CMS refuses (422) as refused with its fields, not retried, until re-sent', async () => {
    const h = harness()
    // A 422 that names no field (the injected fault's): refused all the same.
    await h.fault({ path: '/api/contact', status: 422 })
    expect((await h.request('/api/contact', jsonPost(message))).status).toBe(200)
    expect(await h.inbox()).toEqual([])
    expect(h.queue.delays).toEqual([])
    const listing = (await (await h.request('/api/admin/deliveries', { headers: staff })).json()) as Listing
    expect(listing.entries).toEqual([
      expect.objectContaining({ kind: 'contact', state: 'refused', fields: [] }),
    ])
    const resent = await h.request('/api/admin/deliveries/resend', { method: 'POST', headers: staff })
    expect(await resent.json()).toEqual({ resent: [listing.entries[0]?.id] })
    expect(await h.inbox()).toEqual([expect.objectContaining({ kind: 'contact', fields: message })])
    const after = (await (await h.request('/api/admin/deliveries', { headers: staff })).json()) as Listing
    expect(after).toEqual({ entries: [], delivered: 1 })
  })

  it('moves a delivery that used up its retries to the dead-letter queue: kept, listed failed, re-sent by staff', async () => {
    const h = harness()
    await h.fault({ path: '/api/contact', status: 503, count: 1000 })
    expect((await h.request('/api/contact', jsonPost(message))).status).toBe(200)
    await h.deliver()
    expect(h.queue.delays).toHaveLength(h.queue.maxRetries + 1)
    expect(h.queue.delays.at(-1)).toBe(1800)
    const listing = (await (await h.request('/api/admin/deliveries', { headers: staff })).json()) as Listing
    expect(listing.entries).toEqual([expect.objectContaining({ kind: 'contact', state: 'failed' })])
    await h.cms.clearFaults()
    await h.request('/api/admin/deliveries/resend', { method: 'POST', headers: staff })
    expect(await h.inbox()).toHaveLength(1)
    expect(await h.stored()).toEqual([expect.stringMatching(/^status\//)])
  })

  it('hands staff an undelivered application as stored: every field and both photos byte for byte', async () => {
    const h = harness()
    await h.fault({ path: '/api/get-scouted', status: 422 })
    const front = photo('jpeg', 40_000, 3)
    const face = photo('png', 30_000, 1)
    const form = new FormData()
    for (const [k, v] of Object.entries(applicant)) form.append(k, v)
    form.append('image_1', new File([front], 'frente.jpg', { type: 'image/jpeg' }))
    form.append('image_2', new File([face], 'rosto.png', { type: 'image/png' }))
    expect((await h.request('/api/get-scouted', post(form))).status).toBe(200)
    await h.deliver()
    const listing = (await (await h.request('/api/admin/deliveries', { headers: staff })).json()) as Listing
    const id = listing.entries[0]?.id ?? ''
    expect(listing.entries).toEqual([expect.objectContaining({ kind: 'get-scouted', state: 'refused' })])

    const stored = await h.request(`/api/admin/deliveries/${id}`, { headers: staff })
    expect(stored.status).toBe(200)
    expect(stored.headers.get('cache-control')).toBe('no-store')
    expect(stored.headers.get('submission-kind')).toBe('get-scouted')
    const got = await stored.formData()
    for (const [k, v] of Object.entries(applicant)) expect(got.get(k)).toBe(v)
    const photos = got.getAll('image_1').concat(got.getAll('image_2')) as File[]
    expect(photos.map((f) => [f.name, f.type])).toEqual([
      ['frente.jpg', 'image/jpeg'],
      ['rosto.png', 'image/png'],
    ])
    const photoBytes = await Promise.all(photos.map(async (f) => new Uint8Array(await f.arrayBuffer())))
    expect(photoBytes).toEqual([front, face])

    // Only staff, only a stored submission's id.
    expect((await h.request(`/api/admin/deliveries/${id}`)).status).toBe(401)
    const unknown = id.replace(/[0-9a-f]{12}$/, '000000000000')
    expect((await h.request(`/api/admin/deliveries/${unknown}`, { headers: staff })).status).toBe(404)
    expect((await h.request('/api/admin/deliveries/..%2Fstatus', { headers: staff })).status).toBe(404)
    // Once delivered, it is gone (deleted from R2 on delivery).
    await h.cms.clearFaults()
    await h.request('/api/admin/deliveries/resend', { method: 'POST', headers: staff })
    expect(await h.inbox()).toHaveLength(1)
    expect((await h.request(`/api/admin/deliveries/${id}`, { headers: staff })).status).toBe(404)
  })

  it('answers the staff endpoints only with the token, and not at all without ADMIN_TOKEN', async () => {
    const missing = await harness().request('/api/admin/deliveries')
    expect(missing.status).toBe(401)
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer /)
    expect(await errorOf(missing)).toEqual({ code: 'forbidden', message: 'A staff token is required.' })
    const wrong = await harness().request('/api/admin/deliveries', {
      headers: { authorization: 'Bearer no' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"')
    expect(await errorOf(wrong)).toEqual({ code: 'forbidden', message: 'The staff token is wrong.' })
    expect(
      (await harness({ ADMIN_TOKEN: '' }).request('/api/admin/deliveries', { headers: staff })).status,
    ).toBe(404)
  })

  it('answers every staff request with Cache-Control: no-store, refusals included', async () => {
    const h = harness()
    const answers = [
      await h.request('/api/admin/deliveries', { headers: staff }),
      await h.request('/api/admin/deliveries/resend', { method: 'POST', headers: staff }),
      await h.request('/api/admin/deliveries/20260101T000000000Z-unknown', { headers: staff }),
      await h.request('/api/admin/deliveries'),
      await harness({ ADMIN_TOKEN: '' }).request('/api/admin/deliveries', { headers: staff }),
    ]
    expect(answers.map((a) => a.status)).toEqual([200, 200, 404, 401, 404])
    for (const a of answers) expect(a.headers.get('cache-control')).toBe('no-store')
  })

  it('sweeps undelivered submissions and delivery records after 30 days, not before', async () => {
    const h = harness()
    await h.fault({ path: '/api/contact', status: 503, count: 1000 })
    await h.request('/api/contact', jsonPost(message))
    await h.deliver(1)
    expect(await h.stored()).toHaveLength(1)
    const day = 24 * 3600 * 1000
    expect(await h.call('sweepSubmissions', Date.now() + 29 * day)).toBe(0)
    expect(await h.stored()).toHaveLength(1)
    expect(await h.call('sweepSubmissions', Date.now() + 31 * day)).toBe(1)
    expect(await h.stored()).toEqual([])
  })

  it('answers 503 store_failed when the submission cannot be stored, and queues nothing', async () => {
    const h = harness({}, { submissionsPutFails: 'R2 down' })
    const res = await h.request('/api/contact', jsonPost(message))
    expect(res.status).toBe(503)
    expect((await errorOf(res)).code).toBe('store_failed')
    expect(await h.queue.waiting()).toEqual([])
    expect(await h.stored()).toEqual([])
  })

  it('consumes the dead-letter queue wrangler.toml names', () => {
    const toml = readFileSync(join(import.meta.dirname, '../wrangler.toml'), 'utf8')
    expect(toml).toContain(`dead_letter_queue = "${deadLetterQueue}"`)
    expect(toml).toContain(`queue = "${deadLetterQueue}"`)
  })
})

describe('POST /api/favorites', () => {
  it('delivers the request with its selection and its brief as the real clients send it, in the page’s language', async () => {
    const h = harness()
    const form = new FormData()
    const brief = {
      company: 'Estúdio Luz',
      dates: '10–12 March',
      city: 'Rio de Janeiro',
      usage: 'e-commerce',
      budget: 'R$ 8,000',
    }
    for (const [k, v] of Object.entries({ ...request, ...brief, lang: 'en' })) form.append(k, v)
    const res = await h.request('/api/favorites', post(form))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
    const [item, ...rest] = await h.inbox()
    expect(rest).toEqual([])
    expect(item).toMatchObject({ kind: 'favorites', lang: 'en' })
    expect(JSON.parse(item?.fields.favorites ?? '')).toEqual(selection)
    expect(item?.fields).toMatchObject({
      name: 'Rui Costa',
      email: 'rui@example.pt',
      phone: '+55 11 98765-4321',
    })
    // Multipart turns line breaks into CRLF (the HTML standard's form-data encoding).
    expect(item?.fields.message?.replaceAll('\r\n', '\n')).toBe(
      'Orçamento para uma campanha.\n\nBrand or client: Estúdio Luz\nShoot dates: 10–12 March\nCity: Rio de Janeiro\nImage usage: e-commerce\nBudget: R$ 8,000',
    )
    expect(item?.fields).toMatchObject(brief)
  })

  it('takes JSON too, labels the extras in Portuguese on a Portuguese page, and sends only id and name', async () => {
    const h = harness()
    const body = { ...request, favorites: selection.map((t) => ({ ...t, cover: 'x.jpg' })), company: 'Luz' }
    expect((await h.request('/api/favorites', jsonPost(body))).status).toBe(200)
    const [item] = await h.inbox()
    expect(item?.lang).toBe('pt')
    expect(item?.fields.message).toContain('Marca ou cliente: Luz')
    expect(JSON.parse(item?.fields.favorites ?? '')).toEqual(selection)
  })

  it('names the invalid fields with 422, an empty or broken selection included, and stores nothing', async () => {
    const h = harness()
    const res = await h.request(
      '/api/favorites',
      jsonPost({ ...request, email: 'rui@', phone: '12', message: ' ', favorites: '[]' }),
    )
    expect(res.status).toBe(422)
    expect((await errorOf(res)).fields).toEqual(['email', 'phone', 'message', 'favorites'])
    const broken = await h.request('/api/favorites', jsonPost({ ...request, favorites: '[{"id":"x"}' }))
    expect((await errorOf(broken)).fields).toEqual(['favorites'])
    expect(await h.stored()).toEqual([])
  })

  it('refuses ids that are no talents of the site (422), sends each talent once, named as the site names it (issue 28)', async () => {
    const h = harness()
    const unknown = await h.request(
      '/api/favorites',
      jsonPost({ ...request, favorites: JSON.stringify([...selection, { id: 987654, name: 'Ninguém' }]) }),
    )
    expect(unknown.status).toBe(422)
    expect((await errorOf(unknown)).fields).toEqual(['favorites'])
    const repeated = [selection[0], { id: 1006, name: '<b>forged</b>' }, selection[0], selection[1]]
    expect(
      (await h.request('/api/favorites', jsonPost({ ...request, favorites: JSON.stringify(repeated) })))
        .status,
    ).toBe(200)
    const [item, ...rest] = await h.inbox()
    expect(rest).toEqual([])
    expect(JSON.parse(item?.fields.favorites ?? '')).toEqual(selection)
  })

  it('refuses another origin (403), drops a filled honeypot, and limits a client to 5 a minute', async () => {
    const h = harness()
    expect(
      (await h.request('/api/favorites', jsonPost(request, { origin: 'https://evil.example' }))).status,
    ).toBe(403)
    expect((await h.request('/api/favorites', jsonPost({ ...request, website: 'x' }))).status).toBe(200)
    expect(await h.stored()).toEqual([])
    const statuses = []
    const limited = harness()
    for (let i = 0; i < 6; i++)
      statuses.push((await limited.request('/api/favorites', jsonPost(request))).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('refuses a body over 64 KiB with 413', async () => {
    const body = JSON.stringify({ ...request, message: 'x'.repeat(70_000) })
    const bytes = new TextEncoder().encode(body).byteLength
    const res = await harness().request(
      '/api/favorites',
      post(body, { 'content-type': 'application/json', 'content-length': String(bytes) }),
    )
    expect(res.status).toBe(413)
  })
})
