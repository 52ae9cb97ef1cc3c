// One release (README "Deploying"): restore what is live from the store, sync, compare, guard, build,
// check, upload a version, look at its preview URL, promote it, record it in the store. And its undo.

import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { MediaStore } from '../../sync/mediaStore'
import { readBundle, restoreInto } from '../../sync/restore'
import type { SyncSummary } from '../../sync/runSync'
import { type Bundle, noEarlier, type Release, type SnapshotStore } from '../../sync/snapshotStore'
import { type Changes, changesBetween, formatChanges, shrinkGuard, viewOf } from './changes'
import { missingMedia, sweepMedia } from './media'
import { checkBuild, type SmokeOptions, type SmokeResult, smokeCheck } from './smoke'
import type { Cloudflare, Uploaded, UploadOptions } from './wrangler'

/** A release that stopped on purpose or failed a check: its message says why and what stayed as it was. */
export class ReleaseStopped extends Error {
  override name = 'ReleaseStopped'
}

export type ReleaseOptions = {
  dataDir: string
  /** The build's static output (dist/client), checked before anything is uploaded. */
  clientDir: string
  store: SnapshotStore
  /** Where the media are (sync/mediaStore.ts): checked before going live, swept after; null: not checked. */
  media: MediaStore | null
  /** Syncs from the CMS into a data dir (the CLI: sync/runSync.ts). */
  sync: (dataDir: string) => Promise<SyncSummary>
  /** `npm run build`; null skips the build and its check (--skip-build, tests only, with no Cloudflare). */
  build: (() => Promise<void>) | null
  /** null: --skip-deploy (no upload, no promotion; the store is written as in a real release). */
  cloudflare: Cloudflare | null
  upload: (version: string) => UploadOptions
  smoke?: SmokeOptions
  /** Share of the published talents a release may remove without --accept-shrink (0.2). */
  maxShrink: number
  acceptShrink: boolean
  /** Nothing written anywhere: the sync runs into a temporary copy, no build, no store, no Cloudflare. */
  dryRun: boolean
  /** The commit being released (null: unknown). The same snapshot from the same commit is not released again. */
  commit: string | null
  /** Release even when the snapshot and the commit are the ones live (--force). */
  force?: boolean
  log: (line: string) => void
  /** The summary in Markdown (the CLI prints it and appends it to $GITHUB_STEP_SUMMARY). */
  report: (markdown: string) => Promise<void>
  now?: () => Date
}

export type ReleaseResult = {
  status: 'published' | 'dry run' | 'unchanged'
  version: string
  changes: Changes
}

async function workDir(o: ReleaseOptions): Promise<{ dir: string; done: () => Promise<void> }> {
  if (!o.dryRun) return { dir: o.dataDir, done: async () => {} }
  const tmp = await mkdtemp(join(tmpdir(), 'release-dry-run-'))
  const dir = join(tmp, 'data')
  await cp(o.dataDir, dir, { recursive: true }).catch(() => {})
  return { dir, done: () => rm(tmp, { recursive: true, force: true }) }
}

function failedCheck(what: string, r: SmokeResult, after: string): ReleaseStopped {
  return new ReleaseStopped(`${what} failed: ${r.lines.join('; ')}. ${after}`)
}

/** Builds, checks, uploads, smoke-checks and promotes `bundle`; returns the Worker version (null: skipped). */
async function goLive(o: ReleaseOptions, bundle: Bundle, notes: string[]): Promise<Uploaded | null> {
  await checkMedia(o, bundle, notes)
  const view = viewOf(bundle)
  if (o.build) {
    await o.build()
    const built = await checkBuild(o.clientDir, view)
    if (!built.ok) throw failedCheck('the build check', built, 'Nothing was uploaded.')
    notes.push(`Build checked: ${built.checked.join(', ')}.`)
  } else notes.push('Build skipped (--skip-build).')
  if (!o.cloudflare) {
    notes.push('Cloudflare skipped (--skip-deploy): nothing was uploaded or promoted.')
    return null
  }
  const uploaded = await o.cloudflare.upload(o.upload(bundle.manifest.version))
  await promoteChecked(o, uploaded, bundle, notes)
  return uploaded
}

/** Smoke-checks a Worker version's preview URL and promotes it to 100 % only if every page passed. */
async function promoteChecked(o: ReleaseOptions, w: Uploaded, bundle: Bundle, notes: string[]) {
  const cf = o.cloudflare
  if (!cf) return
  if (!w.previewUrl) {
    throw new ReleaseStopped(
      `Worker version ${w.versionId} has no preview URL (preview_urls in wrangler.toml), so it cannot be ` +
        'checked: it was not promoted; nothing live changed.',
    )
  }
  o.log(`smoke check of ${w.previewUrl}`)
  const smoke = await smokeCheck(w.previewUrl, viewOf(bundle), o.smoke)
  if (!smoke.ok) {
    throw failedCheck(
      `the smoke check of ${w.previewUrl}`,
      smoke,
      `Worker version ${w.versionId} was uploaded but not promoted: nothing live changed.`,
    )
  }
  notes.push(`Smoke check passed on ${w.previewUrl}: ${smoke.checked.length} addresses.`)
  await cf.promote(w.versionId, `snapshot ${bundle.manifest.version}`)
  notes.push(`Worker version ${w.versionId} promoted to 100 %.`)
}

/** Stops when the media store lacks a file the snapshot shows: it would go live with broken images. */
async function checkMedia(o: ReleaseOptions, bundle: Bundle, notes: string[]): Promise<void> {
  if (!o.media) return
  const missing = await missingMedia(o.media, bundle)
  if (missing.length > 0) {
    throw new ReleaseStopped(
      `${missing.length} media files the snapshot shows are not in ${o.media.name} (${missing.slice(0, 3).join(', ')}` +
        `${missing.length > 3 ? ', …' : ''}). Nothing went live.`,
    )
  }
  notes.push(`Media checked: every file the snapshot shows is in ${o.media.name}.`)
}

/** After the store is written: the media no kept release references are deleted. */
async function sweep(o: ReleaseOptions, notes: string[]): Promise<void> {
  if (!o.media) return
  const swept = await sweepMedia(o.media, o.store)
  notes.push(
    `Media swept: ${swept.deleted.length} files no kept release references deleted from ${o.media.name}; ` +
      `${swept.kept} kept.`,
  )
}

function markdown(title: string, store: string, changes: string[], notes: string[]): string {
  const steps = notes.map((note) => `- ${note}`)
  return [`## ${title}`, '', `Store: \`${store}\``, '', ...changes, '', '**Steps**:', '', ...steps, ''].join(
    '\n',
  )
}

/** `npm run release`. Throws ReleaseStopped (or the failing step's error) with nothing live changed. */
export async function release(o: ReleaseOptions): Promise<ReleaseResult> {
  const now = o.now ?? (() => new Date())
  const live = await o.store.current()
  o.log(
    live
      ? `live: version ${live.release.version}, published ${live.release.publishedAt} (${o.store.name})`
      : `${o.store.name} holds no release yet: this one starts from nothing`,
  )
  const work = await workDir(o)
  try {
    await restoreInto(work.dir, live?.bundle ?? null, o.log)
    await o.sync(work.dir)
    const next = await readBundle(work.dir)
    const changes = changesBetween(live ? viewOf(live.bundle) : null, viewOf(next))
    const guard = shrinkGuard(changes, o.maxShrink)
    const version = next.manifest.version
    const notes: string[] = []
    let title = `Release ${version}${live ? ` (live was ${live.release.version})` : ''}`
    try {
      if (!guard.ok) {
        if (!o.acceptShrink) {
          throw new ReleaseStopped(
            `Stopped by the shrink guard: this release ${guard.lines.join('; and ')}. Nothing went live and ` +
              'the store is unchanged. If the CMS is right, run again with --accept-shrink.',
          )
        }
        notes.push(`Shrink accepted (--accept-shrink): ${guard.lines.join('; ')}.`)
      }
      const same = live?.release.version === version && !!o.commit && live.release.commit === o.commit
      if (same && !o.force) {
        title += ': unchanged'
        notes.push(
          `Nothing to release: snapshot ${version} built from commit ${o.commit} is live already ` +
            '(nothing built, uploaded or recorded; --force releases it again).',
        )
        return { status: 'unchanged', version, changes }
      }
      if (o.dryRun) {
        title += ': dry run'
        notes.push('Dry run: nothing was built, uploaded or recorded.')
        return { status: 'dry run', version, changes }
      }
      const worker = await goLive(o, next, notes)
      const entry: Release = {
        version,
        publishedAt: now().toISOString(),
        syncedAt: next.manifest.syncedAt,
        counts: next.manifest.counts,
        problems: next.manifest.problems.length,
        worker,
        commit: o.commit,
      }
      const index = await o.store.record(entry, next)
      notes.push(`Recorded as published in the store (releases kept: ${index.releases.length}).`)
      await sweep(o, notes)
      title += ': published'
      return { status: 'published', version, changes }
    } catch (e) {
      title += e instanceof ReleaseStopped ? ': stopped' : ': failed'
      notes.push(`**${e instanceof ReleaseStopped ? 'Stopped' : 'Failed'}**: ${(e as Error).message}`)
      throw e
    } finally {
      await o.report(markdown(title, o.store.name, formatChanges(changes, o.maxShrink), notes))
    }
  } finally {
    await work.done()
  }
}

/**
 * `npm run release -- --rollback`: the release before the live one comes back: its snapshot into data/
 * and, when it went live with a Worker version, that version (smoke-checked on its preview URL first);
 * a release made without one is built and uploaded from its snapshot. Then the store records it.
 */
export async function rollBack(o: ReleaseOptions): Promise<ReleaseResult> {
  const now = o.now ?? (() => new Date())
  const { releases } = await o.store.index()
  const [current, target] = releases
  if (!current || !target) throw new ReleaseStopped(noEarlier(o.store.name, current))
  const [from, to] = [await o.store.bundle(current.version), await o.store.bundle(target.version)]
  const changes = changesBetween(viewOf(from), viewOf(to))
  const notes: string[] = []
  let title = `Rollback to ${target.version} (published ${target.publishedAt}) from ${current.version}`
  const work = await workDir(o)
  try {
    await restoreInto(work.dir, to, o.log)
    if (o.dryRun) {
      title += ': dry run'
      notes.push('Dry run: nothing was restored, deployed or recorded.')
      return { status: 'dry run', version: target.version, changes }
    }
    let worker = target.worker
    if (o.cloudflare && target.worker) {
      await checkMedia(o, to, notes)
      await promoteChecked(o, target.worker, to, notes)
    } else {
      if (o.cloudflare) notes.push('That release went live without a recorded Worker version: rebuilt.')
      worker = (await goLive(o, to, notes)) ?? target.worker
    }
    await o.store.rollBack({ publishedAt: now().toISOString(), worker })
    notes.push(`Recorded in the store: ${target.version} is live again.`)
    await sweep(o, notes)
    title += ': done'
    return { status: 'published', version: target.version, changes }
  } catch (e) {
    title += ': failed'
    notes.push(`**Failed**: ${(e as Error).message} The store still names ${current.version} as live.`)
    throw e
  } finally {
    await work.done()
    await o.report(markdown(title, o.store.name, formatChanges(changes, null), notes))
  }
}
