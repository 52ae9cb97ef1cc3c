import type { Context } from 'hono'
import { faceTileName, linkPreview, type SelectionFace, selectionPreviewPath } from '../lib/media/linkPreview'
import { decodeJpeg, encodeJpeg, type Pixels } from './jpegCodec'
import { withMirroredUrls } from './mirroredUrls'
import { readMedia } from './readMedia'
import { builtTalents } from './snapshot'
import type { AppEnv } from './types'

// A shared selection's link preview (`/favoritos?ids=…`): its first talents' faces side by side, 1,200 ×
// 630. The sync leaves a face tile per talent beside its mirrored photos (sync/linkPreviews.ts); the
// Worker decodes the tiles, lays them out and encodes the picture (functions/jpegCodec.ts), once per
// selection: the address names the tiles, so the answer is cached for good.

/** Background where fewer than three faces leave room (the brand's paper, renderer/theme.css --bg). */
const paper = 255

/**
 * The faces a selection's picture shows: its first talents (ids in order, each once) that the build knows
 * and whose cover was mirrored, at most linkPreview.selectionFaces.
 */
export async function selectionFaces(c: Context<AppEnv>, ids: readonly number[]): Promise<SelectionFace[]> {
  const faces: SelectionFace[] = []
  for (const id of new Set(ids)) {
    const talent = builtTalents.get(id)
    if (!talent) continue
    // A build synced without the mirror holds the CMS's URL; the mirror's table names its file.
    const tile = faceTileName(await withMirroredUrls(c, talent.cover))
    if (tile) faces.push({ id, tile })
    if (faces.length === linkPreview.selectionFaces) break
  }
  return faces
}

/** The path of the picture of the selection `ids`, or null when none of its talents has a face tile. */
export async function selectionPreviewOf(c: Context<AppEnv>, ids: readonly number[]): Promise<string | null> {
  const faces = await selectionFaces(c, ids)
  return faces.length > 0 ? selectionPreviewPath(faces) : null
}

/** Copies `tile` into `frame` with its left edge at `left` (both RGBA, the same height). */
function blit(frame: Pixels, tile: Pixels, left: number): void {
  const rows = Math.min(frame.height, tile.height)
  const columns = Math.min(tile.width, frame.width - left)
  for (let y = 0; y < rows; y++) {
    const from = y * tile.width * 4
    frame.data.set(tile.data.subarray(from, from + columns * 4), (y * frame.width + left) * 4)
  }
}

/** JPEG quality of a selection's picture: faces only, well within linkPreview.maxBytes. */
const quality = 80

/** The picture of `tiles` (JPEG face tiles, in order): side by side, centred, on the brand's paper. */
export async function composeSelection(tiles: readonly ArrayBuffer[]): Promise<ArrayBuffer> {
  const { width, height, tile } = linkPreview
  const frame: Pixels = { data: new Uint8ClampedArray(width * height * 4).fill(paper), width, height }
  const shown = tiles.slice(0, Math.floor(width / tile.width))
  const left = Math.round((width - shown.length * tile.width) / 2)
  for (const [i, bytes] of shown.entries()) blit(frame, await decodeJpeg(bytes), left + i * tile.width)
  return encodeJpeg(frame, quality)
}

/** The selection's tiles as stored, in order; a tile missing from the store is left out. */
export async function readTiles(c: Context<AppEnv>, faces: readonly SelectionFace[]): Promise<ArrayBuffer[]> {
  const tiles = await Promise.all(faces.map((face) => readMedia(c, face.tile)))
  return tiles.filter((t): t is ArrayBuffer => t !== null)
}
