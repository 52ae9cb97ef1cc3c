import { describe, expect, it } from 'vitest'
import { matchesSearch } from './matchesSearch'

describe('matchesSearch', () => {
  it('matches a part of the name, whatever the case and accents', () => {
    expect(matchesSearch('Júlia Conceição', 'CONCEI')).toBe(true)
    expect(matchesSearch('Júlia Conceição', 'julia')).toBe(true)
    expect(matchesSearch('Julia Conceicao', 'Júlia Conceição')).toBe(true)
  })

  it('ignores extra spaces in the name and the query', () => {
    expect(matchesSearch('Ana   Luíza', '  ana luiza ')).toBe(true)
  })

  it('rejects names that do not contain the text', () => {
    expect(matchesSearch('Júlia Conceição', 'maria')).toBe(false)
  })

  it('matches every name when the query is empty or blank', () => {
    expect(matchesSearch('Júlia', '')).toBe(true)
    expect(matchesSearch('Júlia', '   ')).toBe(true)
  })
})
