import { describe, expect, it } from 'vitest'
import { embedUrl, parseVideo, watchUrl } from './video'

describe('parseVideo (YouTube)', () => {
  const yt = (file: string) => parseVideo(file, 'youtube')

  it('accepts a bare id', () => {
    expect(yt('dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' })
    expect(yt(' a-b_c1234XY ')).toEqual({ provider: 'youtube', id: 'a-b_c1234XY' })
  })

  it('reads watch, short-link, embed and shorts URLs', () => {
    const id = { provider: 'youtube', id: 'dQw4w9WgXcQ' }
    expect(yt('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toEqual(id)
    expect(yt('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toEqual(id)
    expect(yt('https://youtu.be/dQw4w9WgXcQ?si=abc')).toEqual(id)
    expect(yt('youtu.be/dQw4w9WgXcQ')).toEqual(id)
    expect(yt('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(id)
    expect(yt('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')).toEqual(id)
    expect(yt('https://youtube.com/shorts/dQw4w9WgXcQ')).toEqual(id)
  })

  it('rejects what is not a YouTube video', () => {
    expect(yt('')).toBeNull()
    expect(yt('short')).toBeNull()
    expect(yt('https://www.youtube.com/watch')).toBeNull()
    expect(yt('https://www.youtube.com/@agency')).toBeNull()
    expect(yt('https://vimeo.com/123456')).toBeNull()
    expect(yt('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull()
  })
})

describe('parseVideo (Vimeo)', () => {
  const vm = (file: string) => parseVideo(file, 'vimeo')

  it('accepts an id, with an optional hash after a slash', () => {
    expect(vm('123456')).toEqual({ provider: 'vimeo', id: '123456' })
    expect(vm('123456/abcdef0123')).toEqual({ provider: 'vimeo', id: '123456', hash: 'abcdef0123' })
  })

  it('reads vimeo.com and player URLs, with the hash in the path or as h', () => {
    expect(vm('https://vimeo.com/123456')).toEqual({ provider: 'vimeo', id: '123456' })
    expect(vm('https://vimeo.com/123456/abcdef')).toEqual({ provider: 'vimeo', id: '123456', hash: 'abcdef' })
    expect(vm('vimeo.com/channels/staffpicks/123456')).toEqual({ provider: 'vimeo', id: '123456' })
    expect(vm('https://player.vimeo.com/video/123456?h=abcdef&badge=0')).toEqual({
      provider: 'vimeo',
      id: '123456',
      hash: 'abcdef',
    })
  })

  it('rejects what is not a Vimeo video', () => {
    expect(vm('')).toBeNull()
    expect(vm('abc')).toBeNull()
    expect(vm('123456/')).toBeNull()
    expect(vm('https://vimeo.com/agency')).toBeNull()
    expect(vm('https://youtu.be/dQw4w9WgXcQ')).toBeNull()
  })
})

describe('embedUrl', () => {
  it('uses the no-cookie YouTube player with autoplay', () => {
    expect(embedUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    )
  })

  it('passes the Vimeo hash as h when there is one', () => {
    expect(embedUrl({ provider: 'vimeo', id: '123456', hash: 'abcdef' })).toBe(
      'https://player.vimeo.com/video/123456?h=abcdef&autoplay=1',
    )
    expect(embedUrl({ provider: 'vimeo', id: '123456' })).toBe(
      'https://player.vimeo.com/video/123456?autoplay=1',
    )
  })
})

describe('watchUrl', () => {
  it("names the provider's own page of the video, an unlisted Vimeo's hash included", () => {
    expect(watchUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    )
    expect(watchUrl({ provider: 'vimeo', id: '123456' })).toBe('https://vimeo.com/123456')
    expect(watchUrl({ provider: 'vimeo', id: '123456', hash: 'abcdef' })).toBe(
      'https://vimeo.com/123456/abcdef',
    )
  })
})
