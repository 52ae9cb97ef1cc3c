import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { create } from 'superstruct'
import { locales } from '../lib/i18n/locales'
import { originsOf } from '../lib/media/mediaKey'
import { type Manifest, MediaTable, snapshotFiles } from '../lib/schemas/snapshot'
import { site } from '../lib/site'
import { mapStrings } from '../lib/text/mapStrings'
import { type Credentials, createUpstream } from '../lib/upstream'
import { buildVersion } from './buildVersion'
import { brokenPostLinks } from './checkPostLinks'
import type { Content } from './content'
import { addLinkPreviews, previewStore } from './linkPreviews'
import type { MediaStore } from './mediaStore'
import { mirrorMedia } from './mirrorMedia'
import { problemLine } from './problems'
import { type Progress, silentProgress } from './progress'
import { type PublishResult, publish, readPublishedProfile } from './publish'
import { type CmsSettings, pull } from './pull'
import { validateContent } from './validateContent'

export type SyncOptions = {
  panelUrl: string
  integrationUrl: string
  credentials: Credentials
  dataDir: string
  /** What differs between agencies (post type, slide types): sync/env.ts. */
  settings?: CmsSettings
  /** Any profile that cannot be read fails the sync, instead of keeping its last published version. */
  strict?: boolean
  /** Profiles (and news pages, media) fetched at once. Default 8. */
  concurrency?: number
  /** Per request attempt. Default 15 s. */
  timeoutMs?: number
  /** Retries of a transient failure. Default 3. */
  retries?: number
  /** First backoff; doubles per retry. Default 300 ms. */
  backoffMs?: number
  fetch?: typeof fetch
  progress?: Progress
  /** Awaited before each pull phase (tests change the CMS between phases). */
  beforePhase?: (name: string) => void | Promise<void>
  /**
   * Put every image and video through the media pipeline (sync/mirrorMedia.ts): into `store`, with a local
   * copy in `cacheDir`, and point the snapshot at `/media/…`. Without it the CMS's URLs are kept.
   */
  mirror?: { store: MediaStore; cacheDir?: string }
  /**
   * Media URLs under `from` are written as under `to` (the demo CMS runs on a random port but the snapshot
   * points at the contract port), and the manifest's source names `to`.
   */
  rewriteOrigin?: { from: string; to: string }
  /** The site's origin, to tell its links in post HTML from others' (default: site.defaultOrigin). */
  siteUrl?: string
  now?: () => Date
}

export type SyncSummary = PublishResult & {
  counts: Manifest['counts']
  problems: Manifest['problems']
  files: number
  durationMs: number
  retries: number
  warnings: string[]
  media?: { images: number; written: number; bytes: number; reused: number; store: string }
}

/** The media table of the snapshot published in dataDir, or none. */
async function publishedMediaTable(dataDir: string): Promise<MediaTable | undefined> {
  try {
    const text = await readFile(join(dataDir, snapshotFiles.media), 'utf8')
    return create(JSON.parse(text), MediaTable)
  } catch {
    return undefined
  }
}

/** A base URL without credentials, query or fragment: what the manifest may name. */
export function publicUrl(url: string): string {
  try {
    const u = new URL(url)
    u.username = ''
    u.password = ''
    u.search = ''
    u.hash = ''
    return u.toString()
  } catch {
    return '(invalid URL)'
  }
}

/**
 * One sync: pull both APIs, normalize, sanitize, validate, (mirror media,) and publish a new snapshot
 * version into dataDir atomically. Throws (a SyncError or an UpstreamError naming the call, talent and
 * field) without touching the published snapshot when anything fails.
 */
export async function runSync(o: SyncOptions): Promise<SyncSummary> {
  const started = performance.now()
  const progress = o.progress ?? silentProgress()
  const concurrency = Math.max(1, o.concurrency ?? 8)
  const timeoutMs = o.timeoutMs ?? 15_000
  const retries = o.retries ?? 3
  const backoffMs = o.backoffMs ?? 300
  const warnings: string[] = []
  const warn = (line: string) => {
    warnings.push(line)
    progress.log(line)
  }
  let retried = 0
  const upstream = createUpstream({
    panelUrl: o.panelUrl,
    integrationUrl: o.integrationUrl,
    credentials: o.credentials,
    timeoutMs,
    retries,
    backoffMs,
    ...(o.fetch ? { fetch: o.fetch } : {}),
    onRetry: (error, attempt) => {
      retried++
      progress.log(`retry ${attempt}/${retries}: ${error.message}`)
    },
  })

  let content: Content = await pull({
    upstream,
    progress,
    concurrency,
    warn,
    previousProfile: (id) => readPublishedProfile(o.dataDir, id),
    ...(o.settings ? { settings: o.settings } : {}),
    ...(o.strict ? { strict: true } : {}),
    ...(o.beforePhase ? { beforePhase: o.beforePhase } : {}),
  })
  const check = progress.phase('validate')
  validateContent(content)
  // A link in a post to a page that does not exist is the agency's to fix in the CMS: a warning, not a failure.
  for (const line of brokenPostLinks(content, o.siteUrl ?? site.defaultOrigin)) warn(line)
  check.done()

  let media: SyncSummary['media']
  let table: MediaTable | undefined
  if (o.mirror) {
    const previous = await publishedMediaTable(o.dataDir)
    const mirrored = await mirrorMedia(content, {
      store: o.mirror.store,
      ...(o.mirror.cacheDir ? { cacheDir: o.mirror.cacheDir } : {}),
      ...(previous ? { previous } : {}),
      cmsOrigins: originsOf(o.panelUrl, o.integrationUrl),
      concurrency,
      timeoutMs,
      retries,
      backoffMs,
      progress,
      warn,
      ...(o.fetch ? { fetch: o.fetch } : {}),
    })
    const previews = await addLinkPreviews(mirrored.content, {
      store: previewStore(o.mirror.store, o.mirror.cacheDir),
      concurrency,
      progress,
      warn,
    })
    content = previews.content
    media = {
      images: mirrored.images,
      written: mirrored.written + previews.made,
      bytes: mirrored.bytes + previews.bytes,
      reused: mirrored.reused,
      store: o.mirror.store.name,
    }
    table = mirrored.table
    validateContent(content)
  }

  // After mirroring, which downloads from where the CMS really is.
  const origin = o.rewriteOrigin
  if (origin) content = mapStrings(content, (s) => s.replaceAll(origin.from, origin.to))

  const source = (url: string) => publicUrl(origin ? url.replaceAll(origin.from, origin.to) : url)
  const built = buildVersion(content, {
    syncedAt: (o.now?.() ?? new Date()).toISOString(),
    source: { panel: source(o.panelUrl), integration: source(o.integrationUrl) },
    ...(table ? { media: table } : {}),
  })
  const write = progress.phase('publish')
  const result = await publish(o.dataDir, built.version, built.files, (line) => progress.log(line))
  write.done(result.status)

  return {
    ...result,
    counts: built.manifest.counts,
    problems: built.manifest.problems,
    files: built.files.size,
    durationMs: Math.round(performance.now() - started),
    retries: retried,
    warnings,
    ...(media ? { media } : {}),
  }
}

/** The summary as the CLI prints it. */
export function formatSummary(s: SyncSummary): string {
  const c = s.counts
  const posts = locales.map((l) => `${l} ${c.posts[l] ?? 0}`).join(', ')
  const head =
    s.status === 'unchanged'
      ? `unchanged: version ${s.version} is already published; nothing written`
      : `published version ${s.version}${s.previous ? ` (previous ${s.previous})` : ''}`
  const lines = [
    head,
    ...s.problems.map((p) => `  ${problemLine(p)}`),
    `  talents ${c.talents}, profiles ${c.profiles}, posts ${posts}, prehome slides ${c.prehome}, about slides ${c.slides}`,
    `  ${s.files} files, ${formatBytes(s.bytes)}, ${(s.durationMs / 1000).toFixed(1)} s, ${s.retries} retries, ${s.warnings.length} warnings`,
  ]
  if (s.media) {
    lines.push(
      `  media: ${s.media.images} images and videos in ${s.media.store} (${s.media.reused} unchanged), ${s.media.written} new files (${formatBytes(s.media.bytes)})`,
    )
  }
  return lines.join('\n')
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`
  return `${(n / 1024 / 1024).toFixed(1)} MiB`
}
