import { describe, expect, it } from 'vitest'
import { capitalizeWords } from './capitalizeWords'

describe('capitalizeWords', () => {
  it('capitalises each word and collapses whitespace', () => {
    expect(capitalizeWords('MARIA eduarda  silva')).toBe('Maria Eduarda Silva')
    expect(capitalizeWords('  joão\tpedro ')).toBe('João Pedro')
  })

  it('keeps accents, including on the first letter', () => {
    expect(capitalizeWords('ÉRICA')).toBe('Érica')
    expect(capitalizeWords('ítalo ângelo')).toBe('Ítalo Ângelo')
    expect(capitalizeWords('E\u0301RICA')).toBe('Érica')
  })

  it('capitalises each part of a hyphenated name', () => {
    expect(capitalizeWords('ana-luíza')).toBe('Ana-Luíza')
    expect(capitalizeWords('MARIA-CLARA SOUZA')).toBe('Maria-Clara Souza')
  })

  it('keeps Portuguese particles lowercase unless they open the name', () => {
    expect(capitalizeWords('JOÃO PEDRO DA SILVA')).toBe('João Pedro da Silva')
    expect(capitalizeWords('ana dos santos e lima')).toBe('Ana dos Santos e Lima')
    expect(capitalizeWords('de souza')).toBe('De Souza')
  })

  it('skips leading punctuation to find the letter to capitalise', () => {
    expect(capitalizeWords("'bia' costa")).toBe("'Bia' Costa")
  })

  it('gives an empty string for blank input', () => {
    expect(capitalizeWords('  ')).toBe('')
  })
})
