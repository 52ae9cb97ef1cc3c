import { describe, expect, it } from 'vitest'
import { slugify } from './slugify'

describe('slugify', () => {
  it('folds accents and joins words with one hyphen', () => {
    expect(slugify('Júlia  Conceição')).toBe('julia-conceicao')
    expect(slugify('  JOÃO Pedro  ')).toBe('joao-pedro')
  })

  it('turns runs of punctuation into one hyphen and trims hyphens', () => {
    expect(slugify("D'Ávila Jr.")).toBe('d-avila-jr')
    expect(slugify('--Ana -- Luíza!!')).toBe('ana-luiza')
    expect(slugify('Model #2 (2024)')).toBe('model-2-2024')
  })

  it('gives an empty string when nothing usable remains', () => {
    expect(slugify('')).toBe('')
    expect(slugify(' ¿?! ')).toBe('')
  })
})
