import { describe, expect, it } from 'vitest'
import { maskBirthdate } from './maskBirthdate'

describe('maskBirthdate', () => {
  it('inserts the slashes of dd/MM/yyyy while typing', () => {
    expect(maskBirthdate('0')).toBe('0')
    expect(maskBirthdate('07')).toBe('07')
    expect(maskBirthdate('070')).toBe('07/0')
    expect(maskBirthdate('0703')).toBe('07/03')
    expect(maskBirthdate('07032')).toBe('07/03/2')
    expect(maskBirthdate('07032001')).toBe('07/03/2001')
  })

  it('keeps a value typed with its slashes as it is', () => {
    expect(maskBirthdate('07/03/2001')).toBe('07/03/2001')
    expect(maskBirthdate('07/')).toBe('07')
  })

  it('drops other characters and anything past 8 digits', () => {
    expect(maskBirthdate('07a03b2001')).toBe('07/03/2001')
    expect(maskBirthdate('0703200199')).toBe('07/03/2001')
    expect(maskBirthdate('')).toBe('')
  })
})
