import { describe, expect, it } from 'vitest'
import { mediaUrl } from './mediaUrl'

const base = 'https://cms.example/'

describe('mediaUrl', () => {
  it('makes relative paths absolute against the API base and keeps http(s) URLs as written', () => {
    expect(mediaUrl('uploads/a.jpg', base)).toBe('https://cms.example/uploads/a.jpg')
    expect(mediaUrl('/uploads/a.jpg', 'https://cms.example/panel')).toBe(
      'https://cms.example/panel/uploads/a.jpg',
    )
    expect(mediaUrl('HTTP://img.example/A.jpg', base)).toBe('HTTP://img.example/A.jpg')
    expect(mediaUrl('//cdn.example/a.jpg', base)).toBe('https://cdn.example/a.jpg')
  })

  it('answers no image for the platform’s "no image" value and for nothing', () => {
    for (const p of ['uploads/talents/7/.jpg', '.jpg', '', '  ', null, undefined]) {
      expect(mediaUrl(p, base)).toBeNull()
    }
  })

  // What goes into <img src> is http(s) only: a script or inline data from the CMS is no image.
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.domain)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'data:image/png;base64,iVBORw0KGgo=',
    'vbscript:msgbox(1)',
    'blob:https://cms.example/1',
    'file:///etc/passwd',
    'ftp://cms.example/a.jpg',
  ])('refuses %j', (p) => {
    expect(mediaUrl(p, base)).toBeNull()
  })
})
