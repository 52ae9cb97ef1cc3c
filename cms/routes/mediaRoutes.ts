import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import type { CmsContext, CmsEnv } from '../CmsEnv.ts'
import { json } from '../http/json.ts'
import { validEscapes } from '../http/validEscapes.ts'
import { photoPool } from '../images/photoPool.ts'

const MEDIA_DIR = new URL('../media/', import.meta.url)
const MAX_SIDE = 4000

const notFound = () => json({ message: 'Not found' }, 404)

const image = async (path: string) => {
  // Only names that carry their size ("book-3-1200x1600.jpg") exist; "/.jpg" is the "no image" value.
  const size = /\/[^/]+-(\d{1,4})x(\d{1,4})\.jpg$/.exec(path)
  const width = Number(size?.[1])
  const height = Number(size?.[2])
  if (!size || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) return notFound()
  const jpeg = await photoPool().photo(path, width, height)
  return new Response(new Uint8Array(jpeg), {
    headers: { 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' },
  })
}

// Browsers (Safari above all) play mp4 only from a server that honours Range requests.
const video = async (request: Request, name: string) => {
  let file: Buffer
  try {
    file = await readFile(fileURLToPath(new URL(name, MEDIA_DIR).href))
  } catch {
    return notFound()
  }
  const headers = {
    'content-type': 'video/mp4',
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=86400',
  }
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get('range') ?? '')
  if (!range || (range[1] === '' && range[2] === '')) return new Response(new Uint8Array(file), { headers })
  const start = range[1] === '' ? Math.max(0, file.length - Number(range[2])) : Number(range[1])
  const end =
    range[1] !== '' && range[2] !== '' ? Math.min(Number(range[2]), file.length - 1) : file.length - 1
  if (start >= file.length || start > end) {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${file.length}` } })
  }
  return new Response(new Uint8Array(file.subarray(start, end + 1)), {
    status: 206,
    headers: { ...headers, 'content-range': `bytes ${start}-${end}/${file.length}` },
  })
}

const media = (c: CmsContext) => {
  const path = c.req.param('path') ?? ''
  const mp4 = /^videos\/([\w-]+\.mp4)$/.exec(path)
  if (mp4?.[1]) return video(c.req.raw, mp4[1])
  return path.endsWith('.jpg') ? image(path) : notFound()
}

// No token: media is public, as on the platform.
export const mediaRoutes = new Hono<CmsEnv>().get('/uploads/:path{.+}', validEscapes, media)
