import { describe, expect, it } from 'vitest'
import { imageAttrs, intrinsicSize, mediaSrcSet, parseMediaUrl, variantWidths } from './imageAttrs'

const hash = '0123456789abcdef'

describe('imageAttrs', () => {
  it('gives a mirrored WebP image its variants below its width, itself last, and its size', () => {
    const src = `/media/${hash}.1200x1600.webp`
    expect(imageAttrs(src, '(min-width: 1024px) 20vw, 50vw')).toEqual({
      src,
      srcSet: `${[320, 480, 640, 750, 960].map((w) => `/media/${hash}.${w}w.webp ${w}w`).join(', ')}, ${src} 1200w`,
      sizes: '(min-width: 1024px) 20vw, 50vw',
      width: 1200,
      height: 1600,
    })
  })

  it('keeps the origin of a mirrored URL in its variants', () => {
    expect(mediaSrcSet(`https://cdn.test/media/${hash}.500x300.webp`)).toBe(
      `https://cdn.test/media/${hash}.320w.webp 320w, https://cdn.test/media/${hash}.480w.webp 480w, https://cdn.test/media/${hash}.500x300.webp 500w`,
    )
  })

  it('a mirrored image narrower than every variant, or a GIF, has no variants but its size', () => {
    expect(imageAttrs(`/media/${hash}.300x200.webp`, '100vw')).toEqual({
      src: `/media/${hash}.300x200.webp`,
      srcSet: `/media/${hash}.300x200.webp 300w`,
      sizes: '100vw',
      width: 300,
      height: 200,
    })
    expect(imageAttrs(`/media/${hash}.50x40.gif`, '100vw')).toEqual({
      src: `/media/${hash}.50x40.gif`,
      width: 50,
      height: 40,
    })
  })

  it("gives a CMS image its size from the path's -<W>x<H>, and no srcset", () => {
    expect(imageAttrs('http://127.0.0.1:8790/uploads/talents/1002/cover-800x1067.jpg', '50vw')).toEqual({
      src: 'http://127.0.0.1:8790/uploads/talents/1002/cover-800x1067.jpg',
      width: 800,
      height: 1067,
    })
    expect(intrinsicSize('https://cdn.test/a/b-1920x1080.jpg?v=2')).toEqual({ width: 1920, height: 1080 })
  })

  it('leaves any other URL as it is', () => {
    expect(imageAttrs('https://cdn.test/photo.jpg', '50vw')).toEqual({ src: 'https://cdn.test/photo.jpg' })
    expect(imageAttrs('/fallback.svg', '50vw')).toEqual({ src: '/fallback.svg' })
    expect(imageAttrs('https://cdn.test/a-0x10.jpg', '50vw')).toEqual({ src: 'https://cdn.test/a-0x10.jpg' })
    // Old mirror names (full sha256) are not variant names.
    expect(parseMediaUrl(`/media/${hash}${hash}${hash}${hash}.jpg`)).toBeNull()
  })

  it('lists the ladder widths strictly below a width', () => {
    expect(variantWidths(320)).toEqual([])
    expect(variantWidths(321)).toEqual([320])
    expect(variantWidths(1920)).toEqual([320, 480, 640, 750, 960, 1280])
  })
})
