import { describe, expect, it } from 'vitest'
import { followersForm, formatFollowers } from './formatFollowers'

describe('formatFollowers', () => {
  it('rounds to one decimal in the language of the page', () => {
    expect(formatFollowers(12_345, 'pt')).toBe('12,3\u00a0mil')
    expect(formatFollowers(12_345, 'en')).toBe('12.3K')
    expect(formatFollowers(1_063_134, 'pt')).toBe('1,1\u00a0mi')
    expect(formatFollowers(1_063_134, 'en')).toBe('1.1M')
  })

  it('writes small counts whole', () => {
    expect(formatFollowers(950, 'pt')).toBe('950')
    expect(formatFollowers(0, 'en')).toBe('0')
  })

  it('takes the singular where the language does', () => {
    expect(followersForm(1, 'pt')).toBe('one')
    expect(followersForm(1, 'en')).toBe('one')
    expect(followersForm(12_345, 'pt')).toBe('other')
    expect(followersForm(0, 'en')).toBe('other')
  })
})
