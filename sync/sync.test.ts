import { createHash } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type RunningCms, startCms } from '../cms/startCms'
import { readSnapshot } from '../lib/snapshot/readSnapshot.server'
import { demoCredentials } from './env'
import { readManifest, rollback, verifyVersion } from './publish'
import { runSync, type SyncOptions } from './runSync'

let cms: RunningCms
let root: string
/** A data dir holding one clean sync: each test works on its own copy. */
let published: string

const options = (dataDir: string, extra: Partial<SyncOptions> = {}): SyncOptions => ({
  panelUrl: cms.url,
  integrationUrl: cms.url,
  credentials: demoCredentials,
  dataDir,
  timeoutMs: 2000,
  backoffMs: 1,
  ...extra,
})

const post = (path: string, body?: unknown) =>
  fetch(`${cms.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((r) => {
    if (!r.ok) throw new Error(`${path}: ${r.status}`)
  })
const fault = (f: Record<string, unknown>) => post('/__faults', f)

/** Every file under dir (hidden ones included) → sha256 of its bytes. */
async function tree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  for (const entry of (await readdir(dir, { recursive: true, withFileTypes: true })).sort()) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    out[path.slice(dir.length + 1)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex')
  }
  return out
}

let copies = 0
async function copyOfPublished(): Promise<string> {
  const dir = join(root, `copy-${++copies}`)
  await cp(published, dir, { recursive: true })
  return dir
}

/** Runs a sync that must fail and checks that the published data is byte-identical afterwards. */
async function expectFailure(extra: Partial<SyncOptions> = {}): Promise<string> {
  const dir = await copyOfPublished()
  const before = await tree(dir)
  const error = await runSync(options(dir, extra)).then(
    () => new Error('the sync succeeded'),
    (e: unknown) => e as Error,
  )
  expect(await tree(dir)).toEqual(before)
  return error.message
}

/** A fetch that rewrites the JSON answers of calls whose URL matches. */
function tamperingFetch(match: (url: URL) => boolean, change: (body: any) => void): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    const url = new URL(String(input))
    if (!match(url) || !response.ok) return response
    const body = await response.json()
    change(body)
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
  }
}

beforeAll(async () => {
  cms = await startCms({ port: 0 })
  root = await mkdtemp(join(tmpdir(), 'sync-test-'))
  published = join(root, 'published')
  await runSync(options(published))
})

afterAll(async () => {
  await cms?.close()
  if (root) await rm(root, { recursive: true, force: true })
})

beforeEach(() => post('/__reset'))

describe('runSync', () => {
  it('publishes a valid snapshot whose files match the manifest', async () => {
    const dir = join(root, 'clean')
    const summary = await runSync(options(dir))
    expect(summary.status).toBe('published')
    expect(summary.retries).toBe(0)
    const manifest = await readManifest(dir)
    expect(manifest?.version).toBe(summary.version)
    expect(manifest && (await verifyVersion(dir, manifest))).toBe(true)
    // Exactly the manifest's files, nothing else published.
    expect(Object.keys(await tree(dir)).sort()).toEqual(
      [...Object.keys(manifest?.files ?? {}), 'manifest.json'].sort(),
    )
    expect(manifest?.source).toEqual({ panel: `${cms.url}/`, integration: `${cms.url}/` })
    expect(JSON.stringify(manifest)).not.toContain('demo-')

    // Every file passes the reader's structs; every roster id has its profile.
    const s = readSnapshot(dir)
    const talents = s.talents()
    expect(talents.length).toBeGreaterThanOrEqual(150)
    for (const t of talents) expect(s.profile(t.id).name).toBe(t.name)
    const folded = talents.map((t) => t.name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
    expect(folded).toEqual([...folded].sort())
    for (const locale of ['pt', 'en'] as const) {
      const orders = s.posts(locale).map((p) => p.order)
      expect(orders).toEqual([...orders].sort((a, b) => a - b))
      expect(s.attributes(locale).height.length).toBeGreaterThan(0)
    }
    expect(s.slides().prehome.length).toBeGreaterThan(0)
    expect(s.social().instagram).toMatch(/^https:\/\/www\.instagram\.com\//)

    const injection = s.posts('pt').find((p) => p.slug === 'dicas-para-o-primeiro-casting')
    expect(injection?.content).toBeDefined()
    expect(injection?.content).not.toMatch(/<script|onerror|javascript:/i)
  })

  it('writes nothing when the content is unchanged', async () => {
    const dir = await copyOfPublished()
    const before = await tree(dir)
    const summary = await runSync(options(dir))
    expect(summary.status).toBe('unchanged')
    expect(await tree(dir)).toEqual(before)
  })

  it('retries a 500 and succeeds', async () => {
    await fault({ path: '/api/talent/profile', status: 500 })
    const dir = await copyOfPublished()
    const summary = await runSync(options(dir))
    expect(summary.retries).toBe(1)
    expect(summary.status).toBe('unchanged')
  })

  it('retries a call that times out', async () => {
    await fault({ path: '/api/slides/prehome', delay_ms: 1500 })
    const summary = await runSync(options(await copyOfPublished(), { timeoutMs: 300 }))
    expect(summary.retries).toBe(1)
    expect(summary.status).toBe('unchanged')
  })

  it('logs in again when the tokens expire between phases', async () => {
    let signins = 0
    const counting: typeof fetch = (input, init) => {
      if (String(input).endsWith('/api/signin')) signins++
      return fetch(input, init)
    }
    const summary = await runSync(
      options(await copyOfPublished(), {
        fetch: counting,
        beforePhase: (name) => (name === 'profiles' ? post('/__tokens/expire') : undefined),
      }),
    )
    expect(summary.status).toBe('unchanged')
    expect(signins).toBe(2)
  })

  it('logs in again after a 401', async () => {
    await fault({ method: 'POST', path: '/api/talents', status: 401 })
    const summary = await runSync(options(await copyOfPublished()))
    expect(summary.status).toBe('unchanged')
  })

  it('retries malformed JSON', async () => {
    await fault({ path: '/api/posts/news/en', malformed: true })
    const summary = await runSync(options(await copyOfPublished()))
    expect(summary.retries).toBe(1)
    expect(summary.status).toBe('unchanged')
  })

  it('fails on persistently malformed JSON and leaves the data as it was', async () => {
    await fault({ path: '/api/talents/attributes', malformed: true, count: 50 })
    const message = await expectFailure()
    expect(message).toContain('GET /api/talents/attributes')
    expect(message).toContain('not valid JSON')
  })

  it('fails on a persistent 500 naming the call', async () => {
    await fault({ path: '/api/social-media', status: 500, count: 50 })
    expect(await expectFailure()).toMatch(/^social: GET \/api\/social-media: status 500/)
  })

  it('fails on a profile missing a required field, naming the talent and the field', async () => {
    await post('/__talents', {
      id: 9001,
      name: 'Perfil Quebrado',
      gender: 'woman',
      categories: [{ id: 3225, name: 'Mainboard' }],
      galleries: null,
    })
    const message = await expectFailure()
    expect(message).toContain('talent 9001')
    expect(message).toContain('field galleries')
  })

  it('fails on a profile with an invalid gender, naming the talent and the field', async () => {
    const id = (JSON.parse(await readFile(join(published, 'talents.json'), 'utf8')) as { id: number }[])[3]
      ?.id
    const message = await expectFailure({
      fetch: tamperingFetch(
        (url) => url.pathname === '/api/talent/profile' && url.searchParams.get('id') === String(id),
        (body) => {
          body.gender = 'x'
        },
      ),
    })
    expect(message).toContain(`talent ${id}`)
    expect(message).toContain('field gender')
  })

  it('fails on a roster entry without a name, naming the talent and the field', async () => {
    const message = await expectFailure({
      fetch: tamperingFetch(
        (url) => url.pathname === '/api/talents',
        (body) => {
          body.data[5].name = undefined
        },
      ),
    })
    expect(message).toMatch(/^roster: POST \/api\/talents.*invalid data\.5\.name \(id \d+\)/)
  })

  it('leaves out a talent whose profile answers 404', async () => {
    await fault({ path: '/api/talent/profile', status: 404 })
    const dir = await copyOfPublished()
    const before = (await readManifest(dir))?.counts.talents ?? 0
    const summary = await runSync(options(dir))
    expect(summary.status).toBe('published')
    expect(summary.counts.talents).toBe(before - 1)
    expect(summary.warnings).toEqual([expect.stringMatching(/talent \d+ .*404/)])
    const s = readSnapshot(dir)
    for (const t of s.talents()) expect(s.profile(t.id).id).toBe(t.id)
  })

  it('rolls back to the previous version, then refuses to go further', async () => {
    const dir = await copyOfPublished()
    const first = await tree(dir)
    const v1 = (await readManifest(dir))?.version
    await post('/__talents', {
      id: 9002,
      name: 'Nova Cara',
      gender: 'man',
      categories: [{ id: 3224, name: 'Development' }],
    })
    const second = await runSync(options(dir))
    expect(second.status).toBe('published')
    expect(second.previous).toBe(v1)
    expect(readSnapshot(dir).profile(9002).name).toBe('Nova Cara')

    const back = await rollback(dir)
    expect(back.version).toBe(v1)
    const now = await tree(dir)
    for (const [name, hash] of Object.entries(first)) expect(now[name]).toBe(hash)
    expect(Object.keys(now).filter((f) => !f.startsWith('.versions/'))).toEqual(Object.keys(first))

    await expect(rollback(dir)).rejects.toThrow(/no earlier version/)
  })
})
