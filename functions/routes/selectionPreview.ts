import { Hono } from 'hono'
import { parseSelectionPreview, selectionPreviewPath } from '../../lib/media/linkPreview'
import { composeSelection, readTiles, selectionFaces } from '../selectionPreview'
import type { AppEnv } from '../types'

const immutable = 'public, max-age=31536000, immutable'

/**
 * `GET /media/selection/<id>-<id>-<id>.<key>.jpg`: a shared selection's link preview (1,200 × 630 JPEG).
 * Another address of the same talents (more ids than it shows, a talent the build does not know among
 * them, an older key) is a 302 to the picture's own; none of them known, or none of their tiles stored, is
 * a 404. Composed once, then answered from the edge cache.
 */
export const selectionPreview = new Hono<AppEnv>().get('/:file', async (c) => {
  const parsed = parseSelectionPreview(c.req.param('file'))
  const faces = parsed ? await selectionFaces(c, parsed.ids) : []
  if (faces.length === 0) return c.text('No such selection.', 404)
  const path = selectionPreviewPath(faces)
  const url = new URL(c.req.url)
  if (url.pathname !== path) {
    c.header('Cache-Control', 'no-cache')
    return c.redirect(path, 302)
  }
  const cache = c.var.services.cache()
  const key = new Request(url.toString())
  const cached = await cache?.match(key)
  if (cached) return cached
  const tiles = await readTiles(c, faces)
  if (tiles.length === 0) return c.text('No such selection.', 404)
  const complete = tiles.length === faces.length
  const response = new Response(await composeSelection(tiles), {
    headers: {
      'Content-Type': 'image/jpeg',
      // A tile missing from the store (a sync under way) makes a picture worth keeping only a while.
      'Cache-Control': complete ? immutable : 'public, max-age=300',
    },
  })
  if (complete && cache) {
    const put = cache.put(key, response.clone())
    try {
      c.executionCtx.waitUntil(put)
    } catch {
      await put // no execution context (a test's app.request)
    }
  }
  return response
})
