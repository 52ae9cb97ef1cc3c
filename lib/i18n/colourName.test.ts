import { describe, expect, it } from 'vitest'
import { colourKey, colourName } from './colourName'

describe('colourName', () => {
  it('translates Portuguese colour names to English', () => {
    expect(colourName('Castanho', 'en')).toBe('Brown')
    expect(colourName('Castanhos', 'en')).toBe('Brown')
    expect(colourName('Loiro', 'en')).toBe('Blonde')
    expect(colourName('Azuis', 'en')).toBe('Blue')
    expect(colourName('Mel', 'en')).toBe('Hazel')
  })

  it('ignores case, accents, extra spaces and hyphens', () => {
    expect(colourName('  CASTANHO   claro ', 'en')).toBe('Light brown')
    expect(colourName('Castanho-Claro', 'en')).toBe('Light brown')
    expect(colourName('Âmbar', 'en')).toBe('Amber')
  })

  it('writes Portuguese colours properly on Portuguese pages', () => {
    expect(colourName('castanho claro', 'pt')).toBe('Castanho-claro')
    expect(colourName('ambar', 'pt')).toBe('Âmbar')
    expect(colourName('PRETOS', 'pt')).toBe('Pretos')
  })

  it('shows an unknown colour as given', () => {
    expect(colourName('Violeta', 'en')).toBe('Violeta')
    expect(colourName(' Azul-petróleo ', 'en')).toBe('Azul-petróleo')
  })

  it('does not mistake inherited object properties for colours', () => {
    expect(colourName('constructor', 'en')).toBe('constructor')
    expect(colourName('toString', 'pt')).toBe('toString')
  })
})

describe('colourKey', () => {
  it('gives every form of one colour the same key, whatever the language', () => {
    expect(colourKey('Castanho')).toBe('brown')
    expect(colourKey('Castanhos')).toBe('brown')
    expect(colourKey('castanha')).toBe('brown')
    expect(colourKey('Loira')).toBe('blonde')
    expect(colourKey('Blonde')).toBe('blonde')
    expect(colourKey('Castanho-Claro')).toBe('light-brown')
  })

  it('keys an unknown colour on its own slug', () => {
    expect(colourKey(' Azul-petróleo ')).toBe('azul-petroleo')
  })
})
