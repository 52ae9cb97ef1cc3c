import { describe, expect, it } from 'vitest'
import { imperialOf } from './imperialOf'

describe('imperialOf', () => {
  it('writes centimetre lengths and kilograms as the platform lists write their imperial part', () => {
    expect(imperialOf('height', '169')).toBe(`5'7"`)
    expect(imperialOf('height', '180')).toBe(`5'11"`)
    expect(imperialOf('bust', '83')).toBe('33')
    expect(imperialOf('waist', '66')).toBe('26')
    expect(imperialOf('hips', '93,5')).toBe('37')
    expect(imperialOf('weight', '60 kg')).toBe('132.3 lb')
  })

  it('gives nothing for sizes, words and values that are no plain number', () => {
    expect(imperialOf('jeans', '40')).toBeNull()
    expect(imperialOf('shoes', '37 BR')).toBeNull()
    expect(imperialOf('hair', 'Castanho')).toBeNull()
    expect(imperialOf('hips', 'XXL')).toBeNull()
    expect(imperialOf('height', '0')).toBeNull()
  })
})
