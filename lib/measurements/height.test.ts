import { describe, expect, it } from 'vitest'
import { feetInches, heightCm } from './height'

describe('heightCm', () => {
  it('reads the centimetres before the slash, or the bare number', () => {
    expect(heightCm('169/5\'7"')).toBe(169)
    expect(heightCm('181')).toBe(181)
    expect(heightCm(' 175 cm ')).toBe(175)
  })

  it('reads a height typed in metres', () => {
    expect(heightCm('1,75')).toBe(175)
    expect(heightCm('1.80m')).toBe(180)
  })

  it('gives null for no height or one that is not a height', () => {
    expect(heightCm(null)).toBeNull()
    expect(heightCm('')).toBeNull()
    expect(heightCm('alta')).toBeNull()
    expect(heightCm('/5\'7"')).toBeNull()
    expect(heightCm('1750')).toBeNull()
  })
})

describe('feetInches', () => {
  it('writes feet and inches as the CMS does', () => {
    expect(feetInches(175)).toBe('5\'9"')
    expect(feetInches(169)).toBe('5\'7"')
    expect(feetInches(183)).toBe('6\'0"')
  })
})
