import { mediaFileName, parseMediaUrl } from '../lib/media/imageAttrs'
import { faceTileName, linkPreview, linkPreviewVersion } from '../lib/media/linkPreview'
import type { Profile } from '../lib/schemas/snapshot'
import { site } from '../lib/site'
import { displayName } from '../lib/text/displayName'
import { sha256 } from './buildVersion'
import type { Content } from './content'
import { faceTile, talentPreview } from './linkPreview'
import { mapLimit } from './mapLimit'
import { contentTypeOf, dirMediaStore, type MediaStore } from './mediaStore'
import type { Progress } from './progress'

/** Where the media files are: the mirror's store (put, has) and a reader of the files it holds. */
export type PreviewStore = {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>
  has(name: string): Promise<boolean>
  /** A stored file's bytes, or null. */
  get(name: string): Promise<Uint8Array | null>
}

export type LinkPreviewOptions = {
  store: PreviewStore
  /** The URL path the store's files are served under (the mirror's, `/media/`). */
  urlPrefix?: string
  concurrency: number
  progress: Progress
  warn: (line: string) => void
}

/**
 * The file name of a talent's preview: a hash of what it is drawn from (the mirrored photos' names, which
 * are their content hashes, the name, the site's name, the drawing's version). The drawing is deterministic,
 * so the name stands for the bytes, and a re-run knows without drawing that nothing changed.
 */
export function previewFileName(faceFile: string, bookFile: string, name: string): string {
  const key = sha256([`preview ${linkPreviewVersion}`, faceFile, bookFile, name, site.name].join('\n'))
  return mediaFileName({
    hash: key.slice(0, 16),
    width: linkPreview.width,
    height: linkPreview.height,
    ext: 'jpg',
  })
}

/** The stored file name of a mirrored URL under `prefix`, or null (not mirrored). */
const fileOf = (url: string | null | undefined, prefix: string) =>
  url?.startsWith(prefix) && parseMediaUrl(url) ? url.slice(prefix.length) : null

/**
 * Makes each profile's link preview (1,200 × 630: the face, a book photo and the name) and face tile
 * (400 × 630, for a shared selection's picture) from its mirrored cover and first book photo, stores the
 * new ones, and returns the content with each profile's `preview` set. Profiles whose cover is not
 * mirrored get none. Runs after mirrorMedia, on its URLs.
 */
export async function addLinkPreviews(
  content: Content,
  o: LinkPreviewOptions,
): Promise<{ content: Content; made: number; bytes: number }> {
  const prefix = o.urlPrefix ?? '/media/'
  const phase = o.progress.phase('link previews', content.profiles.length)
  let made = 0
  let bytes = 0
  const store = async (name: string, make: () => Promise<Uint8Array | null>) => {
    if (await o.store.has(name)) return true
    // A photo that does not decode costs the talent its preview (the site's image stands in), not the sync.
    const data = await make().catch((e: unknown) => {
      o.warn(`warning: link preview ${name}: ${e instanceof Error ? e.message : String(e)}`)
      return null
    })
    if (!data) return false
    await o.store.put(name, data, 'image/jpeg')
    made++
    bytes += data.length
    return true
  }
  const read = async (file: string) => {
    const data = await o.store.get(file)
    if (!data) o.warn(`warning: link preview: ${prefix}${file} is not in the media store`)
    return data
  }
  const profiles = await mapLimit(content.profiles, o.concurrency, async (profile): Promise<Profile> => {
    const { preview: _old, ...rest } = profile
    const faceFile = fileOf(profile.cover, prefix)
    const tile = faceTileName(profile.cover)
    phase.tick()
    if (!faceFile || !tile) return rest
    const bookFile = fileOf(profile.book[0]?.src, prefix) ?? faceFile
    const shown = displayName(profile.name)
    const name = previewFileName(faceFile, bookFile, shown)
    const hasTile = await store(tile, async () => {
      const face = await read(faceFile)
      return face && faceTile(face)
    })
    const hasPreview = await store(name, async () => {
      const [face, book] = await Promise.all([read(faceFile), read(bookFile)])
      return face && book && talentPreview({ face, book, name: shown, site: site.name })
    })
    return hasTile && hasPreview ? { ...rest, preview: `${prefix}${name}` } : rest
  })
  phase.done(`${made} new (${profiles.filter((p) => p.preview).length} profiles)`)
  return { content: { ...content, profiles }, made, bytes }
}

/**
 * The media store as the previews use it, with the mirror's local cache beside it (sync/mirrorMedia.ts): a
 * preview or tile drawn once is copied into another store (another port's local R2, the production bucket)
 * instead of being drawn again.
 */
export function previewStore(store: MediaStore, cacheDir?: string): PreviewStore {
  const cache = cacheDir ? dirMediaStore(cacheDir) : null
  return {
    async put(name, bytes, contentType) {
      await cache?.put(name, bytes, contentType)
      await store.put(name, bytes, contentType)
    },
    async has(name) {
      if ((await store.present([name])).has(name)) return true
      const cached = await cache?.get(name)
      if (!cached) return false
      await store.put(name, cached, contentTypeOf(name))
      return true
    },
    get: async (name) => (await store.get(name)) ?? (await cache?.get(name)) ?? null,
  }
}
