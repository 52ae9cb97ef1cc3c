import { describe, expect, it } from 'vitest'
import { isMinor } from './isMinor'

const now = new Date('2025-06-15T12:00:00Z')

describe('isMinor', () => {
  it('is true under 18', () => {
    expect(isMinor('01/06/2010', now)).toBe(true)
    expect(isMinor('14/06/2025', now)).toBe(true)
  })

  it('is false at 18 and over', () => {
    expect(isMinor('01/06/2007', now)).toBe(false)
    expect(isMinor('07/03/1990', now)).toBe(false)
  })

  it('is false for an incomplete, impossible or future date', () => {
    expect(isMinor('01/06/20', now)).toBe(false)
    expect(isMinor('31/02/2012', now)).toBe(false)
    expect(isMinor('01/01/2030', now)).toBe(false)
    expect(isMinor('', now)).toBe(false)
  })
})
