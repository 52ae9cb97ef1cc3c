import type { MediaStore } from '../../sync/mediaStore'
import { referencedMedia } from '../../sync/mirrorMedia'
import type { Bundle, SnapshotStore } from '../../sync/snapshotStore'

/** The media files a snapshot references that the store does not hold (each one a broken image). */
export async function missingMedia(media: MediaStore, bundle: Bundle): Promise<string[]> {
  const wanted = [...referencedMedia(bundle.files.values())]
  const present = await media.present(wanted)
  return wanted.filter((name) => !present.has(name)).sort()
}

/**
 * Deletes from the media store what no release the snapshot store keeps references (docs/decisions/0061):
 * while a release is in the history (the last KEEP_RELEASES), a rollback to it finds every picture. With
 * no release recorded, nothing is deleted.
 */
export async function sweepMedia(
  media: MediaStore,
  snapshots: SnapshotStore,
): Promise<{ kept: number; deleted: string[] }> {
  const { releases } = await snapshots.index()
  if (releases.length === 0) return { kept: 0, deleted: [] }
  const kept = new Set<string>()
  for (const r of releases)
    for (const name of referencedMedia((await snapshots.bundle(r.version)).files.values())) kept.add(name)
  // A file named by a kept file's content hash is made from it (a ladder's widths, a cover's face tile:
  // lib/media/imageAttrs.ts, lib/media/linkPreview.ts): kept with it.
  const sources = new Set([...kept].map((name) => name.slice(0, 16)))
  const deleted = (await media.list()).filter((name) => !sources.has(name.slice(0, 16))).sort()
  await media.delete(deleted)
  return { kept: kept.size, deleted }
}
