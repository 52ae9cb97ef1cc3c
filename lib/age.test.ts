import { describe, expect, it } from 'vitest'
import { ageInYears, birthdateProblem, isPlausibleBirthdate, maxPlausibleAge, parseBirthdate } from './age'

describe('parseBirthdate', () => {
  it('reads dd/MM/yyyy as midnight UTC', () => {
    expect(parseBirthdate('07/03/2001')?.toISOString()).toBe('2001-03-07T00:00:00.000Z')
    expect(parseBirthdate('29/02/2000')?.toISOString()).toBe('2000-02-29T00:00:00.000Z')
    expect(parseBirthdate('31/12/1999')?.toISOString()).toBe('1999-12-31T00:00:00.000Z')
  })

  it('rejects days the calendar lacks', () => {
    expect(parseBirthdate('31/02/2000')).toBeNull()
    expect(parseBirthdate('29/02/2001')).toBeNull()
    expect(parseBirthdate('31/04/2001')).toBeNull()
    expect(parseBirthdate('00/01/2001')).toBeNull()
    expect(parseBirthdate('10/13/2001')).toBeNull()
    expect(parseBirthdate('10/00/2001')).toBeNull()
  })

  it('rejects other formats', () => {
    for (const s of [
      '7/3/2001',
      '07/03/01',
      '2001-03-07',
      '07-03-2001',
      ' 07/03/2001',
      '07/03/2001 ',
      '',
      'dd/mm/aaaa',
    ]) {
      expect(parseBirthdate(s), s).toBeNull()
    }
  })

  it('keeps years below 100 as written', () => {
    expect(parseBirthdate('01/01/0050')?.getUTCFullYear()).toBe(50)
  })
})

describe('ageInYears', () => {
  const at = (iso: string) => new Date(iso)

  it('floors the years elapsed', () => {
    expect(ageInYears(at('2000-06-15'), at('2024-06-14'))).toBe(23)
    expect(ageInYears(at('2000-06-15'), at('2024-06-16'))).toBe(24)
    expect(ageInYears(at('2024-06-15'), at('2024-06-15'))).toBe(0)
  })

  it('divides by the spec 365.25-day year, a day off the calendar on some birthdays', () => {
    // 18 calendar years holding four leap days are 6574 days, half a day short of 18 × 365.25.
    expect(ageInYears(at('2001-01-01'), at('2019-01-01'))).toBe(17)
    expect(ageInYears(at('2001-01-01'), at('2019-01-02'))).toBe(18)
    expect(ageInYears(at('2000-01-01'), at('2018-01-01'))).toBe(18)
  })
})

describe('birthdateProblem and isPlausibleBirthdate', () => {
  const now = new Date('2025-05-20T12:00:00Z')

  it('accepts ages from 0 to maxPlausibleAge', () => {
    for (const s of ['20/05/2025', '15/08/1995', '21/05/1925', '19/05/1925']) {
      expect(birthdateProblem(s, now), s).toBeNull()
      expect(isPlausibleBirthdate(s, now), s).toBe(true)
    }
    expect(maxPlausibleAge).toBe(100)
  })

  it('calls a day that is not a dd/mm/yyyy calendar day a format problem', () => {
    for (const s of ['31/02/2000', '2000-01-01', '1/3/2004', '', '00/00/0000']) {
      expect(birthdateProblem(s, now), s).toBe('format')
    }
  })

  it('calls a day after today a future date', () => {
    expect(birthdateProblem('21/05/2025', now)).toBe('future')
    expect(birthdateProblem('01/01/2030', now)).toBe('future')
  })

  it('calls a day over maxPlausibleAge years ago implausibly old', () => {
    expect(birthdateProblem('01/01/1890', now)).toBe('tooOld')
    expect(birthdateProblem('01/01/1900', now)).toBe('tooOld')
    expect(birthdateProblem('19/05/1924', now)).toBe('tooOld')
    expect(isPlausibleBirthdate('01/01/1890', now)).toBe(false)
  })
})
