import { join } from 'node:path'
import { startDemoCms } from './demoCms'
import { DEMO_URL, readEnv } from './env'
import type { MediaStore } from './mediaStore'
import type { Progress } from './progress'
import { runSync, type SyncSummary } from './runSync'

/** The local, content-addressed copy of every media file the sync made (git-ignored). */
export const mediaCacheDir = (root: string) => join(root, '.cache/media')

/**
 * One sync as the commands run it (`npm run sync`, `npm run release`, `npm start`): the CMS the environment
 * names (or the stand-in: `demo` starts one in this process, `cmsUrl` names one already running), the
 * site's origin from SITE_URL, and the media pipeline into `media` when given.
 */
export async function syncCommand(o: {
  root: string
  dataDir: string
  concurrency: number
  progress: Progress
  strict?: boolean
  demo?: boolean
  /** A stand-in CMS already running (npm start): synced from as the demo is. */
  cmsUrl?: string
  media: MediaStore | null
}): Promise<SyncSummary> {
  const upstreams = readEnv(o.root)
  const started = o.demo && !o.cmsUrl ? await startDemoCms(upstreams.credentials, o.progress.log) : undefined
  const cmsUrl = o.cmsUrl ?? started?.url
  try {
    return await runSync({
      ...upstreams,
      // The stand-in runs on any port; the snapshot names the contract's (cms/README.md).
      ...(cmsUrl
        ? { panelUrl: cmsUrl, integrationUrl: cmsUrl, rewriteOrigin: { from: cmsUrl, to: DEMO_URL } }
        : {}),
      dataDir: o.dataDir,
      concurrency: o.concurrency,
      progress: o.progress,
      ...(o.strict ? { strict: true } : {}),
      ...(process.env.SITE_URL ? { siteUrl: process.env.SITE_URL } : {}),
      ...(o.media ? { mirror: { store: o.media, cacheDir: mediaCacheDir(o.root) } } : {}),
    })
  } finally {
    await started?.close()
  }
}
