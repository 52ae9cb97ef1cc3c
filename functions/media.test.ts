import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cmsImageUrl, mediaWidths } from '../lib/media/imageAttrs'
import { cmsOrigin, harness } from './testing/workerd'

const name = '0123456789abcdef.640x480.webp'
const picture = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 40, b: 20 } } })
    .webp()
    .toBuffer()

describe('GET /media/<name>: the media store, same-origin', () => {
  it('answers a stored file with its type, a year of immutable caching and its ETag; 304 when the client has it', async () => {
    const h = harness()
    const bytes = await picture()
    await h.call('putMedia', name, bytes.toString('base64'), 'image/webp')
    const res = await h.request(`/media/${name}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes)
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"/)
    const again = await h.request(`/media/${name}`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    const head = await h.request(`/media/${name}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(bytes.length))
  })

  it('answers a byte range of a video', async () => {
    const h = harness()
    const film = new TextEncoder().encode('0123456789abcdefghij')
    await h.call('putMedia', 'fedcba9876543210.mp4', Buffer.from(film).toString('base64'), 'video/mp4')
    const res = await h.request('/media/fedcba9876543210.mp4', { headers: { Range: 'bytes=2-5' } })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe('bytes 2-5/20')
    expect(await res.text()).toBe('2345')
  })

  it('answers 404 for a file it does not hold and for a name that is not a media file', async () => {
    const h = harness()
    expect((await h.request('/media/aaaaaaaaaaaaaaaa.10x10.webp')).status).toBe(404)
    expect((await h.request('/media/..%2Fpayload%2Fx')).status).toBe(404)
    expect((await h.request('/media/urls.json')).status).toBe(404)
    expect((await h.request('/media/a/b.webp')).status).toBe(404)
    expect((await h.request(`/media/${name}`, { method: 'POST' })).status).toBe(405)
  })
})

describe('GET /media/cms/<w>/<source>: a CMS image the store does not hold yet', () => {
  it('serves the CMS original resized to WebP at most <w> wide, never the original', async () => {
    const h = harness()
    const source = `${cmsOrigin}/uploads/talents/9100/book-1-1200x1600.jpg`
    const res = await h.request(cmsImageUrl(source, 480))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 640])
  })

  it('refuses a source off the CMS (no open proxy) and a width not in the ladder', async () => {
    const h = harness()
    expect((await h.request(cmsImageUrl('https://evil.example/x.jpg', 480))).status).toBe(404)
    const source = `${cmsOrigin}/uploads/talents/9100/book-1-1200x1600.jpg`
    expect(mediaWidths).not.toContain(500)
    expect((await h.request(cmsImageUrl(source, 500))).status).toBe(404)
  })
})
