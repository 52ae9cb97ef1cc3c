import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Check } from './budgets'
import type { Context } from './context'

// The media pipeline's cost (docs/decisions/0061): the demo synced from the stand-in CMS into an empty
// file:// store with an empty cache (an account's first sync), then again (a scheduled sync with nothing
// new), and the projection for real accounts, whose photos are all distinct.

type Run = { wallMs: number; urls: number; originals: number; reused: number; files: number; bytes: number }

export type MediaResult = {
  talents: number
  concurrency: number
  cold: Run
  warm: Run
  distinct: number
  perOriginalMs: number
  urlsPerTalent: number
  projection: { at150: number; at1000: number }
  distFiles: number | null
  checks: Check[]
}

function countFiles(dir: string): number {
  let n = 0
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    n += statSync(path).isDirectory() ? countFiles(path) : 1
  }
  return n
}

export async function benchMedia(ctx: Context): Promise<MediaResult> {
  const load = async <T>(path: string) => (await import(pathToFileURL(join(ctx.src, path)).href)) as T
  const { startCms } = await load<typeof import('../cms/startCms')>('cms/startCms.ts')
  const { runSync } = await load<typeof import('../sync/runSync')>('sync/runSync.ts')
  const { dirMediaStore } = await load<typeof import('../sync/mediaStore')>('sync/mediaStore.ts')
  const { demoCredentials } = await load<typeof import('../lib/upstream/demo')>('lib/upstream/demo.ts')
  const scratch = await mkdtemp(join(ctx.scratch, 'media-'))
  const cms = await startCms({ port: 0 })
  const concurrency = 4
  try {
    const store = dirMediaStore(join(scratch, 'store'))
    const sync = async (): Promise<Run> => {
      const started = performance.now()
      const s = await runSync({
        panelUrl: cms.url,
        integrationUrl: cms.url,
        credentials: demoCredentials,
        dataDir: join(scratch, 'data'),
        concurrency,
        mirror: { store, cacheDir: join(scratch, 'cache') },
      })
      const m = s.media ?? { images: 0, written: 0, bytes: 0, reused: 0 }
      return {
        wallMs: performance.now() - started,
        urls: m.images,
        originals: m.images - m.reused,
        reused: m.reused,
        files: m.written,
        bytes: m.bytes,
      }
    }
    ctx.log('media: first sync into an empty store and cache')
    const cold = await sync()
    ctx.log(`media: ${(cold.wallMs / 1000).toFixed(1)} s; again, nothing changed`)
    const warm = await sync()
    const manifest = JSON.parse(readFileSync(join(scratch, 'data/manifest.json'), 'utf8'))
    const talents = Number(manifest.counts.talents)
    const distinct = new Set((await store.list()).map((n) => n.slice(0, 16))).size
    // Wall time per distinct original at this concurrency (fetch, check, encode, store).
    const perOriginalMs = distinct > 0 ? cold.wallMs / distinct : 0
    const urlsPerTalent = talents > 0 ? cold.urls / talents : 0
    const project = (n: number) => urlsPerTalent * n * perOriginalMs
    const dist = join(ctx.src, 'dist/client')
    return {
      talents,
      concurrency,
      cold,
      warm,
      distinct,
      perOriginalMs,
      urlsPerTalent,
      projection: { at150: project(150), at1000: project(1000) },
      distFiles: existsSync(dist) ? countFiles(dist) : null,
      checks: [],
    }
  } finally {
    await cms.close()
    await rm(scratch, { recursive: true, force: true })
  }
}
