import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { validate } from 'superstruct'
import { Manifest, Profile, snapshotFiles } from '../lib/schemas/snapshot'
import { sha256 } from './buildVersion'
import { mapLimit } from './mapLimit'
import { SyncError } from './SyncError'

// How a version is published (see sync/README.md, "Publishing"):
// 1. every file of the new version is written and fsynced into data/.staging-XXXX/ (git-ignored);
// 2. the version now current is copied to data/.versions/<version>/ (git-ignored; the last KEEP are kept);
// 3. a `.ready` marker is written into the staging dir: from here on the new version is complete;
// 4. each file is renamed into data/ (same filesystem, so each rename is atomic), manifest.json LAST,
//    then files the new version no longer has (profiles of removed talents) are deleted.
// A reader that checks the manifest's hashes therefore sees the old version or the new one, never a mix
// it cannot detect; the paths the build reads (data/talents.json, …) never change. If the process dies in
// step 4, the next sync or rollback finds the ready staging dir and finishes the swap (roll forward); a
// staging dir without the marker is an abandoned attempt and is deleted. A lock dir serialises syncs.

export const VERSIONS_DIR = '.versions'
export const KEEP_VERSIONS = 5
const STAGING_PREFIX = '.staging-'
const LOCK_DIR = '.staging.lock'
const READY = '.ready'
/** Files written (and fsynced) at once: the filesystem batches their journal commits. */
const WRITERS = 16

export type Files = Map<string, string | Uint8Array>

export type PublishResult = {
  status: 'published' | 'unchanged'
  version: string
  /** The version that was current before, if any. */
  previous: string | null
  bytes: number
}

/** The manifest in `dir`, or null when missing or not a valid manifest. */
export async function readManifest(dir: string): Promise<Manifest | null> {
  let text: string
  try {
    text = await readFile(join(dir, snapshotFiles.manifest), 'utf8')
  } catch {
    return null
  }
  try {
    const [error, manifest] = validate(JSON.parse(text), Manifest)
    return error ? null : manifest
  } catch {
    return null
  }
}

/**
 * A talent's profile as published now in `dataDir`, or null when there is none or it does not match the
 * current snapshot schema (a profile of an older schema cannot be kept as it is).
 */
export async function readPublishedProfile(dataDir: string, id: number): Promise<Profile | null> {
  try {
    const [error, profile] = validate(
      JSON.parse(await readFile(join(dataDir, snapshotFiles.profile(id)), 'utf8')),
      Profile,
    )
    return error ? null : profile
  } catch {
    return null
  }
}

/** Whether every file the manifest names is in `dir` with the hash it records. */
export async function verifyVersion(dir: string, manifest: Manifest): Promise<boolean> {
  for (const [name, hash] of Object.entries(manifest.files)) {
    try {
      if (sha256(await readFile(join(dir, name))) !== hash) return false
    } catch {
      return false
    }
  }
  return true
}

async function listProfiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(join(dir, 'profiles'))).map((f) => `profiles/${f}`)
  } catch {
    return []
  }
}

async function writeDurably(path: string, bytes: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const file = await open(path, 'w')
  try {
    await file.writeFile(bytes)
    await file.sync()
  } finally {
    await file.close()
  }
}

async function syncDir(path: string): Promise<void> {
  // Makes the renames themselves durable; not every platform allows opening a directory.
  try {
    const dir = await open(path, 'r')
    await dir.sync().finally(() => dir.close())
  } catch {}
}

async function lock(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true })
  const path = join(dataDir, LOCK_DIR)
  for (let attempt = 0; ; attempt++) {
    try {
      await mkdir(path)
      await writeDurably(join(path, 'pid'), String(process.pid))
      return () => rm(path, { recursive: true, force: true })
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw e
      const pid = Number(await readFile(join(path, 'pid'), 'utf8').catch(() => 'NaN'))
      let alive = !Number.isInteger(pid) // a lock without its pid file is being taken right now
      if (Number.isInteger(pid)) {
        try {
          process.kill(pid, 0)
          alive = true
        } catch {}
      }
      if (alive)
        throw new SyncError(`another sync (pid ${pid}) is publishing into ${dataDir}; try again later`)
      await rm(path, { recursive: true, force: true }) // left by a sync that died
    }
  }
}

/** Renames a complete staging dir into data/ (manifest last), deletes files the new version lacks. */
async function swapIn(staging: string, dataDir: string): Promise<void> {
  const next = await readManifest(staging)
  if (!next) throw new SyncError(`staging dir ${staging} has no valid manifest`)
  const previous = await readManifest(dataDir)
  for (const name of Object.keys(next.files).sort()) {
    const from = join(staging, name)
    if (!existsSync(from)) continue // moved by an earlier, interrupted swap
    await mkdir(dirname(join(dataDir, name)), { recursive: true })
    await rename(from, join(dataDir, name))
  }
  await syncDir(join(dataDir, 'profiles'))
  await rename(join(staging, snapshotFiles.manifest), join(dataDir, snapshotFiles.manifest))
  await syncDir(dataDir)
  const stale = new Set([...Object.keys(previous?.files ?? {}), ...(await listProfiles(dataDir))])
  for (const name of stale) {
    if (!(name in next.files) && name !== snapshotFiles.manifest)
      await rm(join(dataDir, name), { force: true })
  }
  await rm(staging, { recursive: true, force: true })
}

/** Finishes a swap a dead sync left ready, and deletes abandoned staging dirs. */
async function recover(dataDir: string, log: (line: string) => void): Promise<void> {
  for (const entry of await readdir(dataDir)) {
    if (!entry.startsWith(STAGING_PREFIX)) continue
    const staging = join(dataDir, entry)
    if (existsSync(join(staging, READY))) {
      log(`finishing the interrupted publication in ${staging}`)
      await swapIn(staging, dataDir)
    } else await rm(staging, { recursive: true, force: true })
  }
}

async function archive(dataDir: string, current: Manifest): Promise<void> {
  const dest = join(dataDir, VERSIONS_DIR, current.version)
  const kept = await readManifest(dest)
  if (kept && (await verifyVersion(dest, kept))) return
  const tmp = `${dest}.tmp-${randomBytes(4).toString('hex')}`
  await mapLimit([...Object.keys(current.files), snapshotFiles.manifest], WRITERS, async (name) =>
    writeDurably(join(tmp, name), await readFile(join(dataDir, name))),
  )
  await rm(dest, { recursive: true, force: true })
  await rename(tmp, dest)
}

type Kept = { version: string; dir: string; manifest: Manifest }

/** The archived versions that are intact, newest sync first. */
export async function keptVersions(dataDir: string): Promise<Kept[]> {
  const root = join(dataDir, VERSIONS_DIR)
  const entries = existsSync(root) ? await readdir(root) : []
  const kept: Kept[] = []
  for (const entry of entries) {
    const dir = join(root, entry)
    const manifest = entry.includes('.tmp-') ? null : await readManifest(dir)
    if (manifest?.version === entry && (await verifyVersion(dir, manifest))) {
      kept.push({ version: entry, dir, manifest })
    }
  }
  return kept.sort((a, b) => (a.manifest.syncedAt < b.manifest.syncedAt ? 1 : -1))
}

async function prune(dataDir: string): Promise<void> {
  const root = join(dataDir, VERSIONS_DIR)
  if (!existsSync(root)) return
  const kept = await keptVersions(dataDir)
  const keep = new Set(kept.slice(0, KEEP_VERSIONS).map((k) => k.version))
  for (const entry of await readdir(root)) {
    if (!keep.has(entry)) await rm(join(root, entry), { recursive: true, force: true })
  }
}

async function commit(dataDir: string, files: Files, current: Manifest | null, currentIntact: boolean) {
  const staging = join(dataDir, `${STAGING_PREFIX}${randomBytes(6).toString('hex')}`)
  let ready = false
  try {
    await mapLimit([...files], WRITERS, ([name, bytes]) => writeDurably(join(staging, name), bytes))
    if (current && currentIntact) await archive(dataDir, current)
    await writeDurably(join(staging, READY), '')
    ready = true
    await swapIn(staging, dataDir)
  } finally {
    if (!ready) await rm(staging, { recursive: true, force: true })
  }
  await prune(dataDir)
}

const sizeOf = (files: Files) =>
  [...files.values()].reduce((n, b) => n + (typeof b === 'string' ? Buffer.byteLength(b) : b.length), 0)

/**
 * Publishes `files` (manifest.json included) as the current version of `dataDir`, unless that version is
 * already current and intact: then nothing is written ("unchanged").
 */
export async function publish(
  dataDir: string,
  version: string,
  files: Files,
  log: (line: string) => void = () => {},
): Promise<PublishResult> {
  const release = await lock(dataDir)
  try {
    await recover(dataDir, log)
    const current = await readManifest(dataDir)
    const intact = current ? await verifyVersion(dataDir, current) : false
    const strays = current ? (await listProfiles(dataDir)).filter((f) => !(f in current.files)) : []
    if (current && !intact)
      log(`warning: ${dataDir} does not match its manifest; it is replaced, not archived`)
    if (current?.version === version && intact && strays.length === 0) {
      return { status: 'unchanged', version, previous: version, bytes: sizeOf(files) }
    }
    await commit(dataDir, files, current, intact)
    return { status: 'published', version, previous: current?.version ?? null, bytes: sizeOf(files) }
  } finally {
    await release()
  }
}

/** Republishes the newest kept version synced before the current one. */
export async function rollback(
  dataDir: string,
  log: (line: string) => void = () => {},
): Promise<PublishResult> {
  if (!existsSync(dataDir)) throw new SyncError(`no snapshot in ${dataDir}: nothing to roll back`)
  const release = await lock(dataDir)
  try {
    await recover(dataDir, log)
    const current = await readManifest(dataDir)
    const intact = current ? await verifyVersion(dataDir, current) : false
    const target = (await keptVersions(dataDir)).find(
      (k) => !current || (k.version !== current.version && k.manifest.syncedAt < current.syncedAt),
    )
    if (!target) {
      throw new SyncError(
        `no earlier version to roll back to: ${join(dataDir, VERSIONS_DIR)} holds none synced before ` +
          `${current ? `the current version ${current.version} (${current.syncedAt})` : 'now'}`,
      )
    }
    const files: Files = new Map()
    for (const name of [...Object.keys(target.manifest.files), snapshotFiles.manifest]) {
      files.set(name, await readFile(join(target.dir, name)))
    }
    await commit(dataDir, files, current, intact)
    return {
      status: 'published',
      version: target.version,
      previous: current?.version ?? null,
      bytes: sizeOf(files),
    }
  } finally {
    await release()
  }
}
