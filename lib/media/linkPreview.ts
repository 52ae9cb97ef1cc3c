import { parseMediaUrl } from './imageAttrs'

/**
 * Link previews (og:image): their size, their byte budget, and the address of a shared selection's
 * picture. The sync makes a talent's preview and face tile (sync/linkPreview.ts, sync/linkPreviews.ts);
 * the Worker lays a selection's tiles side by side (functions/selectionPreview.ts); the pages name them
 * (components/shell/Seo.tsx).
 */
export const linkPreview = {
  /** The size every reader (WhatsApp, iMessage, Facebook, X, LinkedIn) shows without cropping its sides. */
  width: 1200,
  height: 630,
  /** WhatsApp shows no picture above about 300 KB. */
  maxBytes: 300 * 1024,
  /** A face of a shared selection's picture: three side by side fill its width. */
  tile: { width: 400, height: 630 },
  /** The faces a selection's picture shows at most (its first talents). */
  selectionFaces: 3,
} as const

/** Raised when the drawing of the previews or tiles changes, so that no cached old picture keeps its name. */
export const linkPreviewVersion = 1

/**
 * The file name of the face tile of a talent whose mirrored cover is `cover`: the cover's content hash, so
 * the sync and the Worker (which holds only the roster) name it alike. Null when the cover is not mirrored.
 * E.g. `/media/0f3c9a1b2d4e5f60.800x1067.webp` → `0f3c9a1b2d4e5f60.face1.400x630.jpg`.
 */
export function faceTileName(cover: string | null): string | null {
  const media = cover ? parseMediaUrl(cover) : null
  if (!media) return null
  return `${media.hash}.face${linkPreviewVersion}.${linkPreview.tile.width}x${linkPreview.tile.height}.jpg`
}

/** Where the Worker answers a selection's picture. */
export const selectionPreviewPrefix = '/media/selection/'

// FNV-1a over the tiles' names: the address changes when a face does, so the picture may be cached forever.
function fnv(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}

/** A talent of a selection's picture: its id and the name of its face tile. */
export type SelectionFace = { id: number; tile: string }

/**
 * The path of the picture of a selection's first faces: `/media/selection/<id>-<id>-<id>.<key>.jpg`, the
 * key a hash of their tiles' names. E.g. `/media/selection/1002-1003-1006.5f3a09c1.jpg`.
 */
export function selectionPreviewPath(faces: readonly SelectionFace[]): string {
  const shown = faces.slice(0, linkPreview.selectionFaces)
  return `${selectionPreviewPrefix}${shown.map((f) => f.id).join('-')}.${fnv(shown.map((f) => f.tile).join(' '))}.jpg`
}

/** The ids and key of a selection picture's file name (`1002-1003.5f3a09c1.jpg`), or null. */
export function parseSelectionPreview(file: string): { ids: number[]; key: string } | null {
  const m = /^(\d{1,9}(?:-\d{1,9})*)(?:\.([0-9a-f]{8}))?\.jpg$/.exec(file)
  if (!m) return null
  return { ids: (m[1] ?? '').split('-').map(Number), key: m[2] ?? '' }
}
