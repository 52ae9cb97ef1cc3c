import { describe, expect, it } from 'vitest'
import { nameFit } from './nameFit'

describe('nameFit', () => {
  it('sizes a name by its longest word, counted in letters (accents are one letter)', () => {
    expect(nameFit('Ana Nascimento')).toBe('10')
    expect(nameFit('Ágata Conceição')).toBe('9')
  })

  it('keeps to the classes the stylesheet has (6 to 16)', () => {
    expect(nameFit('Bo Li')).toBe('6')
    expect(nameFit('Wolfeschlegelsteinhausen')).toBe('16')
    expect(nameFit('')).toBe('6')
  })
})
