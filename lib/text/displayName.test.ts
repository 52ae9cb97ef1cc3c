import { describe, expect, it } from 'vitest'
import { displayName } from './displayName'

describe('displayName', () => {
  it('shows the first and last word, capitalised', () => {
    expect(displayName('joão PEDRO da silva')).toBe('João Silva')
    expect(displayName('  MARIA   eduarda  ')).toBe('Maria Eduarda')
  })

  it('keeps a single word as one word', () => {
    expect(displayName('GISELE')).toBe('Gisele')
  })

  it('does not end on a stray particle', () => {
    expect(displayName('Maria Clara da')).toBe('Maria Clara')
    expect(displayName('Ana da')).toBe('Ana')
  })

  it('keeps hyphenated surnames whole', () => {
    expect(displayName('ana luíza bragança-lopes')).toBe('Ana Bragança-Lopes')
  })

  it('gives an empty string for a blank name', () => {
    expect(displayName('')).toBe('')
  })
})
