import { gunzipSync, gzipSync } from 'node:zlib'
import { validate } from 'superstruct'
import { Manifest, snapshotFiles } from '../lib/schemas/snapshot'
import { sha256 } from './buildVersion'
import { SyncError } from './SyncError'

// Where the published snapshots live, outside any runner (SNAPSHOT_STORE; docs/DECISIONS.md, "Snapshot
// store"). Two kinds of object under the store's prefix, whatever the backend:
//   published.json               the releases, newest first (the first is what is live), at most KEEP_RELEASES
//   versions/<version>.json.gz   one snapshot version: its manifest and every file, gzipped JSON
// A release writes the version's bundle first, then published.json (one object, written whole): a run that
// dies between the two leaves an unreferenced bundle, never an index naming a missing one. Bundles no
// release names any more are deleted after the index is written.

export const KEEP_RELEASES = 20
const INDEX = 'published.json'
const bundleKey = (version: string) => `versions/${version}.json.gz`

/** Bytes under keys: a directory (file://) or an R2 bucket (r2://, sync/r2Store.ts). */
export type StoreBackend = {
  /** How the store is named in messages (`file:///…`, `r2://bucket/prefix`). */
  readonly name: string
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  delete(key: string): Promise<void>
}

/** One release: a snapshot version and the Worker version that went live with it (null: --skip-deploy). */
export type Release = {
  version: string
  publishedAt: string
  syncedAt: string
  counts: Manifest['counts']
  problems: number
  worker: { versionId: string; previewUrl: string | null } | null
  /** The commit the release was built from, when known (GITHUB_SHA, else `git rev-parse HEAD`). */
  commit?: string | null
  /** Set on the entry a rollback made: the version it rolled back from. */
  rolledBackFrom?: string
}

export type StoreIndex = { releases: Release[] }

/** A snapshot version as files: what `data/` holds, manifest.json included (its exact bytes). */
export type Bundle = { manifest: Manifest; files: Map<string, string> }

export function encodeBundle(bundle: Bundle): Uint8Array {
  return gzipSync(JSON.stringify({ files: Object.fromEntries(bundle.files) }))
}

/** Reads a bundle and checks every file against the manifest's hashes (a damaged object is refused). */
export function decodeBundle(bytes: Uint8Array, where: string): Bundle {
  let raw: { files?: Record<string, unknown> }
  let manifestJson: unknown
  try {
    raw = JSON.parse(gunzipSync(bytes).toString('utf8'))
    manifestJson = JSON.parse(String(raw.files?.[snapshotFiles.manifest]))
  } catch (e) {
    throw new SyncError(`${where} is not a snapshot bundle (${(e as Error).message})`)
  }
  const [error, manifest] = validate(manifestJson, Manifest)
  if (error) throw new SyncError(`${where} holds no valid manifest (${error.message})`)
  const files = new Map<string, string>([
    [snapshotFiles.manifest, String(raw.files?.[snapshotFiles.manifest])],
  ])
  for (const [name, hash] of Object.entries(manifest.files)) {
    const text = raw.files?.[name]
    if (typeof text !== 'string' || sha256(text) !== hash) {
      throw new SyncError(`${where}: ${name} is missing or does not match the manifest's hash`)
    }
    files.set(name, text)
  }
  return { manifest, files }
}

function isRelease(value: unknown): value is Release {
  const r = value as Release
  return typeof r?.version === 'string' && typeof r.publishedAt === 'string' && 'worker' in r
}

export type SnapshotStore = ReturnType<typeof snapshotStore>

/** The releases and bundles of a store. */
export function snapshotStore(backend: StoreBackend) {
  async function index(): Promise<StoreIndex> {
    const bytes = await backend.get(INDEX)
    if (!bytes) return { releases: [] }
    let parsed: { releases?: unknown }
    try {
      parsed = JSON.parse(Buffer.from(bytes).toString('utf8'))
    } catch {
      throw new SyncError(`${backend.name}/${INDEX} is not JSON; fix or remove it by hand`)
    }
    if (!Array.isArray(parsed.releases) || !parsed.releases.every(isRelease)) {
      throw new SyncError(`${backend.name}/${INDEX} does not list releases; fix or remove it by hand`)
    }
    return { releases: parsed.releases }
  }

  async function bundle(version: string): Promise<Bundle> {
    const where = `${backend.name}/${bundleKey(version)}`
    const bytes = await backend.get(bundleKey(version))
    if (!bytes) throw new SyncError(`${where} is missing: the store names a version it does not hold`)
    return decodeBundle(bytes, where)
  }

  /** Writes the index, then deletes the bundles no kept release names. */
  async function writeIndex(next: StoreIndex, before: StoreIndex): Promise<void> {
    const text = `${JSON.stringify(next, null, 2)}\n`
    await backend.put(INDEX, Buffer.from(text), 'application/json')
    const kept = new Set(next.releases.map((r) => r.version))
    const dropped = new Set(before.releases.map((r) => r.version).filter((v) => !kept.has(v)))
    for (const version of dropped) await backend.delete(bundleKey(version))
  }

  return {
    name: backend.name,
    index,
    bundle,
    /** The release that is live now and its snapshot, or null when the store holds none. */
    async current(): Promise<{ release: Release; bundle: Bundle } | null> {
      const release = (await index()).releases[0]
      return release ? { release, bundle: await bundle(release.version) } : null
    },
    /** Records a release as published (newest first), keeping the last KEEP_RELEASES. */
    async record(release: Release, published: Bundle): Promise<StoreIndex> {
      const before = await index()
      if (!before.releases.some((r) => r.version === release.version)) {
        await backend.put(bundleKey(release.version), encodeBundle(published), 'application/gzip')
      }
      const next = { releases: [release, ...before.releases].slice(0, KEEP_RELEASES) }
      await writeIndex(next, before)
      return next
    },
    /**
     * Records a rollback: the release live now is dropped, and the one before it becomes live again (as a
     * new entry, dated now, naming the version rolled back from). Repeated rollbacks walk further back.
     */
    async rollBack(now: Pick<Release, 'publishedAt' | 'worker'>): Promise<StoreIndex> {
      const before = await index()
      const [current, target, ...rest] = before.releases
      if (!current || !target) throw new SyncError(noEarlier(backend.name, current))
      const next = { releases: [{ ...target, ...now, rolledBackFrom: current.version }, ...rest] }
      await writeIndex(next, before)
      return next
    },
  }
}

export function noEarlier(name: string, current: Release | undefined): string {
  return current
    ? `${name} holds no release before the live one (${current.version}, ${current.publishedAt}): nothing to roll back to`
    : `${name} holds no published release: nothing to roll back to`
}
