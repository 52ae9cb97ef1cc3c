import { describe, expect, it } from 'vitest'
import { maskBirthdate } from './birthdate'

describe('maskBirthdate', () => {
  it('inserts the slashes of dd/MM/yyyy while typing', () => {
    expect(maskBirthdate('0')).toBe('0')
    expect(maskBirthdate('07')).toBe('07')
    expect(maskBirthdate('070')).toBe('07/0')
    expect(maskBirthdate('0703')).toBe('07/03')
    expect(maskBirthdate('07032')).toBe('07/03/2')
    expect(maskBirthdate('07032001')).toBe('07/03/2001')
  })

  it('reads a date written the natural way, one digit for the day or month, as that day and month', () => {
    expect(maskBirthdate('1/3/2004')).toBe('01/03/2004')
    expect(maskBirthdate('1/12/2004')).toBe('01/12/2004')
    expect(maskBirthdate('25/3/2004')).toBe('25/03/2004')
    expect(maskBirthdate('7-3-2001')).toBe('07/03/2001')
    expect(maskBirthdate('7.3.2001')).toBe('07/03/2001')
  })

  it('closes a one-digit day or month as soon as its separator is typed', () => {
    expect(maskBirthdate('1')).toBe('1')
    expect(maskBirthdate('1/')).toBe('01/')
    expect(maskBirthdate('01/3')).toBe('01/3')
    expect(maskBirthdate('01/3/')).toBe('01/03/')
    expect(maskBirthdate('01/03/2')).toBe('01/03/2')
  })

  it('keeps a value typed with its slashes as it is', () => {
    expect(maskBirthdate('07/03/2001')).toBe('07/03/2001')
    expect(maskBirthdate('07/')).toBe('07/')
    expect(maskBirthdate('07/03')).toBe('07/03')
  })

  it('drops other characters and anything past 8 digits', () => {
    expect(maskBirthdate('07a03b2001')).toBe('07/03/2001')
    expect(maskBirthdate('0703200199')).toBe('07/03/2001')
    expect(maskBirthdate('x')).toBe('')
    expect(maskBirthdate('')).toBe('')
  })
})
