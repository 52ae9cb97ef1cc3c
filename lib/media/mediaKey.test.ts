import { describe, expect, it } from 'vitest'
import { mediaKey, originsOf } from './mediaKey'

describe('mediaKey', () => {
  const cms = originsOf('http://127.0.0.1:8790', 'http://127.0.0.1:8790/api')
  it('keys a URL on the CMS by its path and query, so another port finds the same entry', () => {
    expect(mediaKey('http://127.0.0.1:8790/uploads/a-10x20.jpg?v=2', cms)).toBe('/uploads/a-10x20.jpg?v=2')
    expect(mediaKey('http://127.0.0.1:9690/uploads/a-10x20.jpg', originsOf('http://127.0.0.1:9690'))).toBe(
      '/uploads/a-10x20.jpg',
    )
  })
  it('keeps any other host whole', () => {
    expect(mediaKey('https://cdn.example.com/a.jpg', cms)).toBe('https://cdn.example.com/a.jpg')
    expect(mediaKey('not a url', cms)).toBe('not a url')
  })
  it('lists each origin once and skips what does not parse', () => {
    expect(originsOf('https://a.test/x', 'https://a.test/y', '', undefined, '::')).toEqual(['https://a.test'])
  })
})
