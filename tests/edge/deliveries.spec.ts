import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { demoAdminToken } from '../../lib/upstream/demo'
import { clearFaults, cmsUrl, fault, type InboxEntry, inbox, sha256 } from '../cms'
import { photo, root, tag, visitor, workerUrl } from './edge'

// Store, then deliver (issue 11): what the agency receives while its CMS is down or slow. These specs
// make the stand-in CMS fail or stall every submission, so they run in the "live data" project, after
// every other spec (playwright.config.ts), one after another. The Worker retries after
// DELIVERY_RETRY_SECONDS doubling up to DELIVERY_RETRY_MAX_SECONDS (1 and 4 s here, set by the config).

test.describe.configure({ mode: 'serial' })

const staff = { authorization: `Bearer ${process.env.ADMIN_TOKEN ?? demoAdminToken}` }

/** When this file's tests began: submissions stored before (other specs, an earlier local run) are not theirs. */
const since = Date.now() - 1000

/** Every submission of these tests the Worker holds and has not delivered (GET /api/admin/deliveries). */
async function undelivered(
  request: APIRequestContext,
): Promise<{ id: string; state: string; kind: string }[]> {
  const answer = await request.get(`${workerUrl}/api/admin/deliveries`, { headers: staff })
  expect(answer.status()).toBe(200)
  type Entry = { id: string; state: string; kind: string; receivedAt: string }
  return ((await answer.json()) as { entries: Entry[] }).entries.filter(
    (e) => Date.parse(e.receivedAt) >= since,
  )
}

/** What the stand-in CMS has refused or stalled so far of a fault injected with `count` (GET /__faults). */
async function faultUses(request: APIRequestContext, path: string, count: number): Promise<number> {
  const faults = (await (await request.get(`${cmsUrl}/__faults`)).json()) as { path: string; count: number }[]
  return count - (faults.find((f) => f.path === path)?.count ?? 0)
}

test.afterEach(async ({ request }) => {
  await clearFaults(request)
})

const applicant = (email: string) => ({
  name: 'Ana Luísa Gonçalves',
  phone: '+55 (11) 98765-4321',
  gender: 'woman',
  email,
  birthdate: '07/03/2001',
  consent: 'yes',
})

test('with the CMS refusing every submission for a while, all arrive after it recovers, each once, photos intact', async ({
  request,
}) => {
  test.setTimeout(180_000)
  const n = 20
  const many = 1_000_000
  for (const path of ['/api/contact/', '/api/get-scouted/']) {
    await fault(request, { path, method: 'POST', status: 503, count: many })
  }
  const run = tag()
  const sent: { email: string; hashes: string[] }[] = []
  const messages: string[] = []
  for (let i = 0; i < n; i++) {
    const email = `outage.${run}.${i}@example.com`
    const [one, two] = [await photo('jpeg', 480), await photo('png', 320)]
    const application = await request.post('/api/get-scouted', {
      headers: visitor(),
      multipart: {
        ...applicant(email),
        image_1: { name: `frente ${i}.jpg`, mimeType: 'image/jpeg', buffer: one },
        image_2: { name: `perfil ${i}.png`, mimeType: 'image/png', buffer: two },
      },
    })
    // Every visitor sees success while the CMS is down.
    expect(application.status()).toBe(200)
    expect(await application.json()).toEqual({ ok: true })
    sent.push({ email, hashes: [sha256(one), sha256(two)] })
    const contact = `outage.message.${run}.${i}@example.com`
    const message = await request.post('/api/contact', {
      headers: visitor(),
      data: { email: contact, message: `Mensagem ${i} durante a falha`, lang: i % 2 ? 'en' : 'pt' },
    })
    expect(message.status()).toBe(200)
    messages.push(contact)
  }
  // The outage lasts until every submission has been refused at least twice (retries, not sleeps).
  await expect
    .poll(
      async () =>
        (await faultUses(request, '/api/contact/', many)) +
        (await faultUses(request, '/api/get-scouted/', many)),
      { timeout: 90_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(4 * n)
  const ours = (e: InboxEntry) => e.fields.email?.includes(`.${run}.`)
  expect((await inbox(request)).filter(ours)).toEqual([])
  const waiting = await undelivered(request)
  expect(waiting.filter((e) => e.state === 'pending').length).toBeGreaterThanOrEqual(2 * n)

  // The CMS recovers.
  await clearFaults(request)
  await expect.poll(async () => (await inbox(request)).filter(ours).length, { timeout: 60_000 }).toBe(2 * n)
  // Every delivery acknowledged: nothing left to send again, nothing left in R2.
  await expect.poll(async () => (await undelivered(request)).length, { timeout: 30_000 }).toBe(0)

  const arrived = (await inbox(request)).filter(ours)
  for (const { email, hashes } of sent) {
    const entries = arrived.filter((e) => e.kind === 'get-scouted' && e.fields.email === email)
    expect(entries, email).toHaveLength(1)
    expect(entries[0]?.files.map((f) => f.sha256)).toEqual(hashes)
    expect(entries[0]?.lang).toBe('pt')
  }
  for (const [i, email] of messages.entries()) {
    const entries = arrived.filter((e) => e.kind === 'contact' && e.fields.email === email)
    expect(entries, email).toHaveLength(1)
    expect(entries[0]?.lang).toBe(i % 2 ? 'en' : 'pt')
  }
})

test('with the CMS answering after 10 s, no submission arrives twice', async ({ request }) => {
  test.setTimeout(120_000)
  const n = 5
  const since = Date.now()
  await fault(request, { path: '/api/contact/', method: 'POST', delay_ms: 10_000, count: n })
  const run = tag()
  const emails = Array.from({ length: n }, (_, i) => `slow.${run}.${i}@example.com`)
  for (const email of emails) {
    const answer = await request.post('/api/contact', {
      headers: visitor(),
      data: { email, message: 'Devagar' },
    })
    expect(answer.status()).toBe(200)
  }
  const ours = async () => (await inbox(request)).filter((e) => emails.includes(e.fields.email ?? ''))
  // The stalled answers have all come (the stand-in records each when it answers, 10 s on): a delivery
  // that had given up and sent again would have arrived before them.
  await expect
    .poll(async () => (await ours()).filter((e) => Date.parse(e.received_at) >= since + 10_000).length, {
      timeout: 60_000,
    })
    .toBe(n)
  await expect.poll(async () => (await undelivered(request)).length, { timeout: 30_000 }).toBe(0)
  const entries = await ours()
  for (const email of emails)
    expect(
      entries.filter((e) => e.fields.email === email),
      email,
    ).toHaveLength(1)
})

test('a submission the CMS refuses (422) is kept, listed by npm run deliveries, exported and re-sent by it', async ({
  request,
}) => {
  const run = promisify(execFile)
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'scripts/deliveries.ts', ...args], {
      cwd: root,
      env: { ...process.env, DELIVERIES_URL: workerUrl },
    })
  await fault(request, { path: '/api/contact/', method: 'POST', status: 422 })
  const email = `refused.${tag()}@example.com`
  expect(
    (
      await request.post('/api/contact', { headers: visitor(), data: { email, message: 'Recusada' } })
    ).status(),
  ).toBe(200)
  await expect
    .poll(async () => (await undelivered(request)).map((e) => e.state), { timeout: 20_000 })
    .toEqual(['refused'])
  const listing = await cli()
  expect(listing.stdout).toContain('refused')
  expect(listing.stdout).toContain('contact')
  expect(listing.stdout).not.toContain(email)
  // Staff can take it as stored, to handle by hand if the CMS keeps refusing it.
  const [entry] = await undelivered(request)
  const dir = mkdtempSync(join(tmpdir(), 'submission-'))
  try {
    const saved = await cli('--export', entry?.id ?? '', dir)
    expect(saved.stdout).toContain('personal data')
    const about = JSON.parse(readFileSync(join(dir, 'fields.json'), 'utf8'))
    expect(about).toMatchObject({ id: entry?.id, kind: 'contact', fields: { email, message: 'Recusada' } })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }

  const resent = await cli('--resend')
  expect(resent.stdout).toMatch(/re-sent 1/)
  await expect
    .poll(async () => (await inbox(request)).filter((e) => e.fields.email === email).length, {
      timeout: 20_000,
    })
    .toBe(1)
  await expect.poll(async () => (await undelivered(request)).length, { timeout: 20_000 }).toBe(0)
})

test.describe('a 2xx that is not the platform’s answer (issue 28)', () => {
  test('under a CMS answering 200 without its JSON, submissions are kept and delivered once it answers properly (issue 28)', async ({
    request,
  }) => {
    const count = 12
    await fault(request, { path: '/api/contact/', malformed: true, count })
    const emails = Array.from({ length: count }, () => `malformed.${tag()}@example.com`)
    for (const email of emails) {
      const answer = await request.post('/api/contact', {
        headers: visitor(),
        data: { email, message: 'Olá' },
      })
      expect(answer.status()).toBe(200)
    }
    await expect
      .poll(async () => (await inbox(request)).filter((e) => emails.includes(e.fields.email ?? '')).length, {
        timeout: 60_000,
      })
      .toBe(count)
    const arrived = (await inbox(request)).filter((e) => emails.includes(e.fields.email ?? ''))
    expect(new Set(arrived.map((e) => e.fields.email)).size).toBe(count)
  })
})
