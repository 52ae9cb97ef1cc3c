import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { snapshotFiles } from '../lib/schemas/snapshot'
import { publish, readManifest, VERSIONS_DIR, verifyVersion } from './publish'
import { SyncError } from './SyncError'
import type { Bundle } from './snapshotStore'

/** The version published in `dataDir` as a bundle (every file the manifest names, and the manifest). */
export async function readBundle(dataDir: string): Promise<Bundle> {
  const manifest = await readManifest(dataDir)
  if (!manifest) throw new SyncError(`${dataDir} holds no valid manifest.json`)
  if (!(await verifyVersion(dataDir, manifest))) {
    throw new SyncError(`${dataDir} does not match its manifest (a file is missing or changed)`)
  }
  const files = new Map<string, string>()
  for (const name of [snapshotFiles.manifest, ...Object.keys(manifest.files)]) {
    files.set(name, await readFile(join(dataDir, name), 'utf8'))
  }
  return { manifest, files }
}

/**
 * Makes `bundle` the version published in `dataDir`, by the sync's own atomic path (sync/publish.ts), so
 * the sync that follows keeps its profiles for records it cannot read and compares with it. With no
 * bundle (the store holds no release yet) the snapshot in `dataDir` is removed instead: the committed demo
 * snapshot is not the agency's, and no profile of it may be kept. Local kept versions (data/.versions/)
 * are removed in both cases: they are this checkout's, not the published history.
 */
export async function restoreInto(
  dataDir: string,
  bundle: Bundle | null,
  log: (line: string) => void,
): Promise<void> {
  if (bundle) {
    await publish(dataDir, bundle.manifest.version, bundle.files, log)
    await rm(join(dataDir, VERSIONS_DIR), { recursive: true, force: true })
    return
  }
  if (!existsSync(dataDir)) return
  const current = await readManifest(dataDir)
  for (const name of Object.keys(current?.files ?? {})) await rm(join(dataDir, name), { force: true })
  await rm(join(dataDir, 'profiles'), { recursive: true, force: true })
  await rm(join(dataDir, snapshotFiles.manifest), { force: true })
  await rm(join(dataDir, VERSIONS_DIR), { recursive: true, force: true })
}
