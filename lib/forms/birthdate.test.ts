import { describe, expect, it } from 'vitest'
import { maxPlausibleAge } from '../age'
import { es } from '../i18n/messages/es'
import { createTranslator, translatorFor } from '../i18n/translator'
import { birthdateMessage, birthdateMessages, maskBirthdate } from './birthdate'

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

describe('birthdateMessage (the island’s and the Worker’s words for a refused birth date)', () => {
  const now = new Date('2025-05-20T12:00:00Z')
  const languages = {
    pt: createTranslator('pt'),
    en: createTranslator('en'),
    es: translatorFor('es', es),
  }

  it('says nothing of a plausible date, typed either way', () => {
    expect(birthdateMessage(languages.pt, '07/03/2001', now)).toBeNull()
    expect(birthdateMessage(languages.pt, '1/3/2004', now)).toBeNull()
  })

  it('tells a format error, a future date and an implausibly old one apart, in each language', () => {
    const cases = { format: '31/02/2001', future: '01/01/2030', tooOld: '01/01/1890' } as const
    for (const [name, t] of Object.entries(languages)) {
      const said = Object.values(cases).map((typed) => birthdateMessage(t, typed, now))
      expect(new Set(said).size, name).toBe(3)
      for (const [problem, typed] of Object.entries(cases)) {
        const key = birthdateMessages[problem as keyof typeof cases]
        expect(birthdateMessage(t, typed, now), `${name} ${problem}`).toBe(t(key, { years: maxPlausibleAge }))
      }
    }
    expect(birthdateMessage(languages.en, '01/01/2030', now)).toBe(
      'The date of birth cannot be in the future',
    )
    expect(birthdateMessage(languages.en, '1/1/1890', now)).toBe(
      'Check the year: that date is more than 100 years ago',
    )
    expect(birthdateMessage(languages.pt, '01/01/1890', now)).toBe(
      'Confira o ano: essa data é de mais de 100 anos atrás',
    )
    expect(birthdateMessage(languages.es, '01/01/2030', now)).toBe(
      'La fecha de nacimiento no puede ser futura',
    )
    expect(birthdateMessage(languages.en, '07/03', now)).toBe('Enter a valid date in the format dd/mm/yyyy')
  })
})
