// The release's steps against a file:// store, the stand-in CMS (in-process, port 0) and a stand-in for
// wrangler that records its calls; the "preview URL" it hands out is a small server that answers every
// page with the names and titles of the snapshot it serves, and /api/health with its version.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type RunningCms, startCms } from '../../cms/startCms'
import { cmsTestClient } from '../../cms/testClient'
import { demoCredentials } from '../../lib/upstream/demo'
import { dirMediaStore } from '../../sync/mediaStore'
import { referencedMedia } from '../../sync/mirrorMedia'
import { readManifest } from '../../sync/publish'
import { readBundle } from '../../sync/restore'
import { runSync, type SyncOptions } from '../../sync/runSync'
import { snapshotStore } from '../../sync/snapshotStore'
import { fileBackend } from '../../sync/storeBackends'
import { tamperingFetch, tree } from '../../sync/testing/syncHarness'
import { viewOf } from './changes'
import { type ReleaseOptions, ReleaseStopped, release, rollBack } from './release'
import { smokePages } from './smoke'
import { failure, standInWrangler } from './testing'
import { cloudflare } from './wrangler'

let cms: RunningCms
let root = ''
let preview: Server
let previewUrl = ''
/** The data dir the stand-in preview serves, the paths it was asked for, and a path it fails. */
const site = { dataDir: '', asked: [] as string[], failing: null as string | null }
let dirs = 0

beforeAll(async () => {
  cms = await startCms({ port: 0 })
  root = await mkdtemp(join(tmpdir(), 'release-test-'))
  preview = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    site.asked.push(path)
    const manifest = await readManifest(site.dataDir)
    if (path === site.failing) return res.writeHead(500).end('down')
    if (path === '/api/health') return res.end(JSON.stringify({ ok: true, version: manifest?.version }))
    const view = viewOf(await readBundle(site.dataDir))
    const shown = [...view.talents.map((t) => t.name), ...view.posts.pt.map((p) => p.title)]
    res.setHeader('content-type', 'text/html')
    res.end(`<html><body>${[...shown, ...view.posts.en.map((p) => p.title)].join('\n')}</body></html>`)
  })
  await new Promise<void>((done) => preview.listen(0, '127.0.0.1', done))
  previewUrl = `http://127.0.0.1:${(preview.address() as AddressInfo).port}`
}, 60_000)
afterAll(async () => {
  await cms?.close()
  await new Promise((done) => preview?.close(done))
  if (root) await rm(root, { recursive: true, force: true })
})
beforeEach(async () => {
  await cmsTestClient(cms.url).reset()
  site.asked = []
  site.failing = null
})

const newDir = (name: string) => join(root, `${name}-${++dirs}`)

/** A release setup: its own store, data dir (as a fresh checkout: none), wrangler stand-in and reports. */
function setup(storeDir = newDir('store')) {
  const wrangler = standInWrangler(() => previewUrl)
  const reports: string[] = []
  const options = (
    extra: Partial<ReleaseOptions> & { fetch?: SyncOptions['fetch']; mirror?: SyncOptions['mirror'] } = {},
  ): ReleaseOptions => {
    const { fetch: tamper, mirror, ...rest } = extra
    const dataDir = rest.dataDir ?? newDir('data')
    site.dataDir = dataDir
    return {
      dataDir,
      clientDir: join(root, 'no-build'),
      store: snapshotStore(fileBackend(storeDir)),
      media: null,
      sync: (dir) =>
        runSync({
          panelUrl: cms.url,
          integrationUrl: cms.url,
          credentials: demoCredentials,
          dataDir: dir,
          timeoutMs: mirror ? 15_000 : 5000,
          backoffMs: 1,
          ...(tamper ? { fetch: tamper } : {}),
          ...(mirror ? { mirror, concurrency: 4 } : {}),
        }),
      build: null,
      cloudflare: cloudflare(wrangler.run),
      upload: (version) => ({ message: `snapshot ${version}`, tag: version, vars: [] }),
      smoke: { attempts: 1, backoffMs: 1 },
      maxShrink: 0.2,
      acceptShrink: false,
      dryRun: false,
      commit: null,
      log: () => {},
      report: async (markdown) => {
        reports.push(markdown)
      },
      ...rest,
    }
  }
  const store = snapshotStore(fileBackend(storeDir))
  return { storeDir, store, wrangler, reports, options }
}

const deleteTalents = async (ids: number[]) => {
  for (const id of ids) {
    expect(await cmsTestClient(cms.url).removeTalent(id)).toBe(true)
  }
}

describe('release', { timeout: 120_000 }, () => {
  it('uploads a version, smoke-checks its preview URL in both languages, promotes it and records it', async () => {
    const s = setup()
    const result = await release(s.options())
    expect(result.status).toBe('published')
    expect(s.wrangler.verbs()).toEqual(['versions upload', 'versions deploy', 'triggers deploy'])
    expect(s.wrangler.calls[0]).toEqual(expect.arrayContaining(['--tag', result.version]))
    expect(s.wrangler.calls[1]).toEqual(expect.arrayContaining(['worker-1@100%', '--yes']))
    const view = viewOf(await readBundle(site.dataDir))
    const pages = smokePages(view).map((p) => p.path)
    expect(pages).toEqual(expect.arrayContaining(['/', '/en', '/modelos', '/en/models']))
    expect(pages.filter((p) => p.includes(`/${view.talents[0]?.id}/`))).toHaveLength(2)
    expect(pages.filter((p) => p.startsWith('/noticias/') || p.startsWith('/en/news/'))).toHaveLength(2)
    expect(site.asked).toEqual([...pages, '/api/health'])
    const { releases } = await s.store.index()
    expect(releases).toEqual([
      expect.objectContaining({ version: result.version, worker: { versionId: 'worker-1', previewUrl } }),
    ])
    expect(s.reports[0]).toMatch(/^## Release \w+: published/)
    expect(s.reports[0]).toContain('First release into this store')
  })

  it('compares with the store, not the checkout: names the one talent removed; a rough profile keeps the published one', async () => {
    const s = setup()
    const first = await release(s.options())
    const talents = viewOf(await readBundle(site.dataDir)).talents
    const [gone, rough] = [talents[5], talents[9]]
    if (!gone || !rough) throw new Error('the demo has fewer than 10 talents')
    const published = await readFile(join(site.dataDir, `profiles/${rough.id}.json`), 'utf8')
    // A checkout whose data/ differs from what is live (the committed demo snapshot, say).
    const checkout = newDir('checkout')
    await cp(site.dataDir, checkout, { recursive: true })
    const edited = JSON.parse(published)
    edited.about = 'The committed demo text, never published by the agency.'
    await writeFile(join(checkout, `profiles/${rough.id}.json`), JSON.stringify(edited))
    await deleteTalents([gone.id])
    const second = await release(
      s.options({
        dataDir: checkout,
        fetch: tamperingFetch(
          (url) => url.pathname === '/api/talent/profile' && url.searchParams.get('id') === String(rough.id),
          (body) => {
            body.book = 'none'
          },
        ),
      }),
    )
    expect(await readFile(join(checkout, `profiles/${rough.id}.json`), 'utf8')).toBe(published)
    const report = s.reports[1] ?? ''
    expect(report).toContain(
      `**Talents**: ${talents.length - 1} (was ${talents.length}): 0 added, 1 removed, 0 changed`,
    )
    expect(report).toContain(`- removed: ${gone.name} (${gone.id})`)
    expect(report).toContain(`problem: profiles ${rough.id}, field book`)
    expect(report).not.toContain('changed: ')
    const { releases } = await s.store.index()
    expect(releases.map((r) => r.version)).toEqual([second.version, first.version])
    expect(releases.map((r) => r.worker?.versionId)).toEqual(['worker-2', 'worker-1'])
  })

  it('stops on a failed smoke check: nothing promoted, the store unchanged', async () => {
    const s = setup()
    await release(s.options())
    const before = await tree(s.storeDir)
    const [talent] = viewOf(await readBundle(site.dataDir)).talents
    await deleteTalents([talent?.id ?? 0])
    site.failing = '/en/models'
    const error = await failure(release(s.options()))
    expect(error).toBeInstanceOf(ReleaseStopped)
    expect(error.message).toMatch(
      /smoke check of http:.* failed: .*\/en\/models answered 500.*not promoted: nothing live changed/,
    )
    expect(s.wrangler.verbs()).toEqual([
      'versions upload',
      'versions deploy',
      'triggers deploy',
      'versions upload', // the second: uploaded, never deployed
    ])
    expect(await tree(s.storeDir)).toEqual(before)
    expect(s.reports[1]).toMatch(/: stopped\n/)
  })

  it('stops a release that removes more than the limit, naming the numbers; --accept-shrink goes through', async () => {
    const s = setup()
    const first = await release(s.options())
    const talents = viewOf(await readBundle(site.dataDir)).talents
    await deleteTalents(talents.slice(0, 60).map((t) => t.id))
    const before = await tree(s.storeDir)
    const error = await failure(release(s.options()))
    expect(error.message).toContain(
      `removes 60 of the ${talents.length} published talents (40 %, above the 20 % limit): ${talents.length} → ${talents.length - 60}`,
    )
    expect(error.message).toContain('--accept-shrink')
    expect(s.wrangler.verbs()).toEqual(['versions upload', 'versions deploy', 'triggers deploy'])
    expect(await tree(s.storeDir)).toEqual(before)
    expect(s.reports[1]).toContain(`- removed: ${talents[0]?.name} (${talents[0]?.id})`)

    // With a higher limit it goes through without the flag; with the flag at the default limit too.
    const accepted = await release(s.options({ acceptShrink: true }))
    expect(accepted.status).toBe('published')
    expect(s.reports[2]).toContain('Shrink accepted (--accept-shrink): removes 60 of the')
    const { releases } = await s.store.index()
    expect(releases.map((r) => r.version)).toEqual([accepted.version, first.version])
  })

  it('stops a release that removes every post of a language', async () => {
    const s = setup()
    await release(s.options())
    const error = await failure(
      release(
        s.options({
          fetch: tamperingFetch(
            (url) => url.pathname.startsWith('/api/posts/') && url.pathname.endsWith('/en'),
            (body) => {
              body.data = []
              body.last_page = 1
            },
          ),
        }),
      ),
    )
    expect(error.message).toMatch(/removes every post in en \(\d+ published → 0\)/)
  })

  it('rolls back: the previous snapshot into data/, its Worker version checked and promoted, the store walks back', async () => {
    const s = setup()
    const first = await release(s.options())
    const firstTalents = (await readBundle(site.dataDir)).files.get('talents.json')
    const [talent] = viewOf(await readBundle(site.dataDir)).talents
    await deleteTalents([talent?.id ?? 0])
    const second = await release(s.options())
    site.asked = []
    const back = await rollBack(s.options()) // a fresh data dir: any fresh checkout
    expect(back.version).toBe(first.version)
    expect((await readBundle(site.dataDir)).files.get('talents.json')).toBe(firstTalents)
    expect(s.wrangler.calls.at(-2)).toEqual(expect.arrayContaining(['versions', 'deploy', 'worker-1@100%']))
    expect(s.wrangler.verbs().filter((v) => v === 'versions upload')).toHaveLength(2) // nothing rebuilt
    expect(site.asked).toContain('/api/health')
    const { releases } = await s.store.index()
    expect(releases).toEqual([
      expect.objectContaining({ version: first.version, rolledBackFrom: second.version }),
    ])
    expect(s.reports.at(-1)).toContain(`- added: ${talent?.name} (${talent?.id})`)
    const error = await failure(rollBack(s.options()))
    expect(error.message).toMatch(/holds no release before the live one .*nothing to roll back to/)
  })

  it('--dry-run writes nothing: not data/, not the store, not Cloudflare', async () => {
    const s = setup()
    await release(s.options())
    const dataDir = site.dataDir
    const [before, data] = [await tree(s.storeDir), await tree(dataDir)]
    await deleteTalents([1002])
    const dry = await release(s.options({ dataDir, dryRun: true }))
    expect(dry.status).toBe('dry run')
    expect(dry.changes.talents.removed.map((t) => t.id)).toEqual([1002])
    expect(await tree(s.storeDir)).toEqual(before)
    expect(await tree(dataDir)).toEqual(data)
    expect(s.wrangler.verbs()).toHaveLength(3)
    expect(s.reports[1]).toMatch(/: dry run\n/)
  })

  it('does not release the same snapshot from the same commit again, unless forced', async () => {
    const s = setup()
    await release(s.options({ commit: 'c0ffee' }))
    const before = await tree(s.storeDir)
    const again = await release(s.options({ commit: 'c0ffee' }))
    expect(again.status).toBe('unchanged')
    expect(await tree(s.storeDir)).toEqual(before)
    expect(s.wrangler.verbs()).toHaveLength(3)
    expect(s.reports[1]).toContain('Nothing to release: snapshot')
    expect((await release(s.options({ commit: 'c0ffee', force: true }))).status).toBe('published')
    expect((await release(s.options({ commit: 'beef' }))).status).toBe('published') // new code
    expect((await s.store.index()).releases).toHaveLength(3)
  })

  it('--skip-deploy writes the store as a real release does, with no Worker version', async () => {
    const s = setup()
    const result = await release(s.options({ cloudflare: null }))
    expect(s.wrangler.calls).toEqual([])
    expect((await s.store.index()).releases).toEqual([
      expect.objectContaining({ version: result.version, worker: null }),
    ])
    expect(s.reports[0]).toContain('Cloudflare skipped (--skip-deploy)')
  })

  // On a fresh clone the first release encodes every picture of the demo (the repository's media cache, which
  // npm start then finds full): minutes on 2 cores.
  it('keeps the pictures of every kept release: a rollback from a fresh checkout with no local media shows them all; the sweep deletes only what none references', {
    timeout: 900_000,
  }, async () => {
    const s = setup()
    const mediaDir = newDir('media')
    const media = dirMediaStore(mediaDir)
    // Each run as a fresh checkout: its own data dir. The releases share the repository's media cache (what
    // they encode is what npm start needs too); the rollbacks start from an empty one.
    const repoCache = join(import.meta.dirname, '../../.cache/media')
    const withMedia = (extra: Partial<ReleaseOptions> = {}, cacheDir = repoCache) =>
      s.options({ media, mirror: { store: media, cacheDir }, ...extra })
    const first = await release(withMedia())
    const firstData = await readBundle(site.dataDir)
    const shown = referencedMedia(firstData.files.values())
    expect(shown.size).toBeGreaterThan(10)
    // Nothing the pages show names the CMS (the manifest records where the sync read from).
    const shownFiles = [...firstData.files]
      .filter(([name]) => name !== 'manifest.json')
      .map(([, text]) => text)
    expect(shownFiles.join('\n')).not.toContain(cms.url)
    expect(s.reports.at(-1)).toContain(`Media checked: every file the snapshot shows is in ${media.name}`)

    await writeFile(join(mediaDir, 'ffffffffffffffff.10x10.webp'), 'nobody shows this')
    const [talent] = viewOf(firstData).talents
    await deleteTalents([talent?.id ?? 0])
    const second = await release(withMedia())
    expect(second.version).not.toBe(first.version)
    expect(await media.present(['ffffffffffffffff.10x10.webp'])).toEqual(new Set())
    expect(s.reports.at(-1)).toMatch(/Media swept: 1 files no kept release references deleted/)

    const back = await rollBack(withMedia({}, newDir('cache'))) // a fresh data dir and cache: any fresh checkout
    expect(back.version).toBe(first.version)
    const restored = referencedMedia((await readBundle(site.dataDir)).files.values())
    expect(restored).toEqual(shown)
    const present = await media.present([...restored])
    expect([...restored].filter((f) => !present.has(f))).toEqual([]) // 0 broken

    // A store that lost a file the release shows: the rollback stops before anything goes live.
    await release(withMedia({ force: true, commit: 'again' }))
    const lost = [...restored][0] ?? ''
    await rm(join(mediaDir, lost))
    const stopped = await failure(rollBack(withMedia({}, newDir('cache'))))
    expect(stopped.message).toContain(`media files the snapshot shows are not in ${media.name} (${lost}`)
  })
})
