import type { Context } from 'hono'
import { Hono } from 'hono'
import { mediaNamePattern, mediaWidths, parseCmsImageUrl } from '../../lib/media/imageAttrs'
import { fetchableOrigins } from '../mirroredUrls'
import type { AppEnv } from '../types'

// The site's media (docs/decisions/0061), same-origin under /media/:
// - /media/<name>: a file of the media store (R2, binding MEDIA), named by its content: cached for a year as
//   immutable, with its ETag (304 on If-None-Match) and byte ranges for videos;
// - /media/cms/<w>/<source>: a CMS image the store does not hold yet (a talent added since the last sync),
//   fetched from the CMS and served as WebP at most <w> pixels wide by the Images binding (Cloudflare
//   Images in production, Miniflare's sharp under wrangler dev), cached for a day.

const immutable = 'public, max-age=31536000, immutable'
/** A transformed CMS image: its source may be replaced in the CMS, so it is kept a day, not a year. */
const transformedCache = 'public, max-age=86400'
/** The largest original the transform fetches (a phone's photo is a few MB; a CMS original up to ~20). */
const maxSourceBytes = 25 * 1024 * 1024

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' },
  })

/** The cache key of a media request: its URL, GET, with nothing conditional or ranged. */
const cacheKey = (c: Context<AppEnv>) => new Request(new URL(c.req.url).toString(), { method: 'GET' })

/** `response` to a HEAD (no body), or a 304 when the client holds its ETag already. */
function answer(c: Context<AppEnv>, response: Response): Response {
  const etag = response.headers.get('ETag')
  const held = c.req.header('If-None-Match')
  if (etag && held?.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)) {
    const headers = new Headers(response.headers)
    headers.delete('Content-Length')
    return new Response(null, { status: 304, headers })
  }
  return c.req.method === 'HEAD'
    ? new Response(null, { status: response.status, headers: response.headers })
    : response
}

function keep(c: Context<AppEnv>, response: Response): void {
  const cache = c.var.services.cache()
  if (!cache || response.status !== 200) return
  const put = cache.put(cacheKey(c), response.clone()).catch(() => {})
  try {
    c.executionCtx.waitUntil(put)
  } catch {} // no execution context (tests): the put runs on its own
}

async function stored(c: Context<AppEnv>): Promise<Response> {
  const name = c.req.param('name') ?? ''
  if (!mediaNamePattern.test(name)) return notFound()
  const ranged = c.req.header('Range')
  const cache = c.var.services.cache()
  if (!ranged) {
    const hit = await cache?.match(cacheKey(c))
    if (hit) return answer(c, hit)
  }
  const object = await c.env.MEDIA.get(name, ranged ? { range: c.req.raw.headers } : {})
  if (!object) return notFound()
  const headers = new Headers()
  object.writeHttpMetadata(headers)
  headers.set('ETag', object.httpEtag)
  headers.set('Cache-Control', immutable)
  headers.set('Accept-Ranges', 'bytes')
  const range = object.range as { offset?: number; length?: number } | undefined
  if (ranged && range && (range.offset !== undefined || range.length !== undefined)) {
    const start = range.offset ?? 0
    const length = range.length ?? object.size - start
    headers.set('Content-Range', `bytes ${start}-${start + length - 1}/${object.size}`)
    headers.set('Content-Length', String(length))
    return answer(c, new Response(object.body, { status: 206, headers }))
  }
  headers.set('Content-Length', String(object.size))
  const response = new Response(object.body, { status: 200, headers })
  keep(c, response)
  return answer(c, response)
}

async function transformed(c: Context<AppEnv>): Promise<Response> {
  const parsed = parseCmsImageUrl(new URL(c.req.url).pathname)
  if (!parsed || !(mediaWidths as readonly number[]).includes(parsed.width)) return notFound()
  let source: URL
  try {
    source = new URL(parsed.source)
  } catch {
    return notFound()
  }
  if (!fetchableOrigins(c.env).includes(source.origin)) return notFound()
  const cache = c.var.services.cache()
  const hit = await cache?.match(cacheKey(c))
  if (hit) return answer(c, hit)
  let original: Response
  try {
    original = await c.var.services.fetch(source.toString(), { signal: AbortSignal.timeout(10_000) })
  } catch {
    return new Response('The CMS did not answer', { status: 502, headers: { 'Cache-Control': 'no-store' } })
  }
  const type = original.headers.get('Content-Type') ?? ''
  const size = Number(original.headers.get('Content-Length') ?? 0)
  if (!original.ok || !original.body || !type.startsWith('image/') || size > maxSourceBytes) {
    await original.body?.cancel()
    return notFound()
  }
  try {
    const image = await c.env.IMAGES.input(original.body)
      .transform({ width: parsed.width, fit: 'scale-down' })
      .output({ format: 'image/webp', quality: 75 })
    const bytes = await new Response(image.image()).arrayBuffer()
    const response = new Response(bytes, {
      headers: {
        'Content-Type': image.contentType(),
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': transformedCache,
        ETag: `"${parsed.width}-${bytes.byteLength}-${source.pathname.length}"`,
      },
    })
    keep(c, response)
    return answer(c, response)
  } catch (e) {
    console.error(`media transform of ${source.pathname}: ${String(e)}`)
    return new Response('Not an image', { status: 502, headers: { 'Cache-Control': 'no-store' } })
  }
}

export const media = new Hono<AppEnv>()
  .on(['GET', 'HEAD'], '/cms/:width/:source', transformed)
  .on(['GET', 'HEAD'], '/:name', stored)
  .on(['GET', 'HEAD'], '*', notFound)
  .all('*', () => new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } }))
