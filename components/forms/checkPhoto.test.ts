import { describe, expect, it } from 'vitest'
import { checkPhoto } from './checkPhoto'

const photo = (size: number, type = 'image/jpeg', name = 'photo.jpg') => ({ size, type, name })

describe('checkPhoto', () => {
  it('accepts a PNG, GIF or JPEG of up to 2097152 bytes', () => {
    expect(checkPhoto(photo(2_097_152))).toBeNull()
    expect(checkPhoto(photo(1000, 'image/png', 'a.png'))).toBeNull()
    expect(checkPhoto(photo(1000, 'image/gif', 'a.gif'))).toBeNull()
  })

  it('rejects a file of one byte more as too large', () => {
    expect(checkPhoto(photo(2_097_153))).toBe('tooLarge')
  })

  it('rejects other types', () => {
    expect(checkPhoto(photo(1000, 'image/webp', 'a.webp'))).toBe('wrongType')
    expect(checkPhoto(photo(1000, 'application/pdf', 'a.pdf'))).toBe('wrongType')
    // Not "too large": no shrinking makes a PDF a photo.
    expect(checkPhoto(photo(5_000_000, 'application/pdf', 'a.pdf'))).toBe('wrongType')
  })

  it('judges by the name when the browser declares no type', () => {
    expect(checkPhoto(photo(1000, '', 'IMG_0001.JPEG'))).toBeNull()
    expect(checkPhoto(photo(1000, '', 'notes.txt'))).toBe('wrongType')
  })

  it('names a HEIC/HEIF photo apart, by its declared type or its name, whatever its size', () => {
    expect(checkPhoto(photo(1000, 'image/heic', 'IMG_0042.HEIC'))).toBe('heif')
    expect(checkPhoto(photo(5_000_000, 'image/heif', 'photo.heif'))).toBe('heif')
    expect(checkPhoto(photo(1000, '', 'PXL_20261128.heic'))).toBe('heif')
    expect(checkPhoto(photo(1000, 'image/avif', 'a.avif'))).toBe('wrongType')
  })
})
