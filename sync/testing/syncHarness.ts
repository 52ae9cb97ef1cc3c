import { createHash } from 'node:crypto'
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { type RunningCms, startCms } from '../../cms/startCms'
import { type CmsTestClient, cmsTestClient } from '../../cms/testClient'
import type { Shape } from '../../cms/types'
import { demoCredentials } from '../../lib/upstream/demo'
import { defaultSettings } from '../readers/reading'
import { runSync, type SyncOptions } from '../runSync'

/** Every file under dir (hidden ones included) → sha256 of its bytes. */
export async function tree(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    out[path.slice(dir.length + 1)] = createHash('sha256')
      .update(await readFile(path))
      .digest('hex')
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** A fetch that rewrites the JSON answers of calls whose URL matches. */
export function tamperingFetch(
  match: (url: URL) => boolean,
  change: (body: Record<string, unknown>) => void,
): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init)
    const url = new URL(String(input))
    if (!match(url) || !response.ok) return response
    const body = (await response.json()) as Record<string, unknown>
    change(body)
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers })
  }
}

/**
 * A stand-in CMS on a random port for one test file, reset before each test, and a data dir holding one
 * clean sync from it that each test copies (its own temp data dir). Tests use a tiny backoff.
 */
export function syncHarness(shape: Shape = 'real') {
  let cms: RunningCms
  let client: CmsTestClient
  let root = ''
  let published = ''
  let copies = 0

  const options = (dataDir: string, extra: Partial<SyncOptions> = {}): SyncOptions => ({
    panelUrl: cms.url,
    integrationUrl: cms.url,
    credentials: demoCredentials,
    dataDir,
    timeoutMs: 3000,
    backoffMs: 1,
    // The spec's original site read posts of type `news`; the real platform's clients read `blog`.
    ...(shape === 'spec' ? { settings: { ...defaultSettings, postType: 'news' } } : {}),
    ...extra,
  })

  beforeAll(async () => {
    cms = await startCms({ port: 0, shape })
    client = cmsTestClient(cms.url)
    root = await mkdtemp(join(tmpdir(), 'sync-test-'))
    published = join(root, 'published')
    await runSync(options(published))
  }, 60_000) // one full sync; generous for a loaded CI machine
  afterAll(async () => {
    await cms?.close()
    if (root) await rm(root, { recursive: true, force: true })
  })
  beforeEach(() => client.reset())

  const h = {
    url: () => cms.url,
    root: () => root,
    published: () => published,
    options,
    /** The stand-in's test routes (cms/testClient.ts). */
    cms: () => client,
    async copyOfPublished(): Promise<string> {
      const dir = join(root, `copy-${++copies}`)
      await cp(published, dir, { recursive: true })
      return dir
    },
    /** Runs a sync that must fail, checks the published data is byte-identical after, returns the message. */
    async expectFailure(extra: Partial<SyncOptions> = {}): Promise<string> {
      const dir = await h.copyOfPublished()
      const before = await tree(dir)
      const error = await runSync(options(dir, extra)).then(
        () => new Error('the sync succeeded'),
        (e: unknown) => e as Error,
      )
      expect(await tree(dir)).toEqual(before)
      return error.message
    },
  }
  return h
}
