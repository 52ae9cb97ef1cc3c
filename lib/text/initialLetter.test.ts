import { describe, expect, it } from 'vitest'
import { initialLetter } from './initialLetter'

describe('initialLetter', () => {
  it('gives the folded first letter in uppercase', () => {
    expect(initialLetter('Ítalo')).toBe('I')
    expect(initialLetter('  ágata')).toBe('A')
    expect(initialLetter('çauã')).toBe('C')
    expect(initialLetter('zoe')).toBe('Z')
  })

  it('skips leading punctuation', () => {
    expect(initialLetter("'Bia'")).toBe('B')
  })

  it('gives null when the name has no A–Z initial', () => {
    expect(initialLetter('')).toBeNull()
    expect(initialLetter('   ')).toBeNull()
    expect(initialLetter('2Pac')).toBeNull()
    expect(initialLetter('Øystein')).toBeNull()
  })
})
