import { describe, expect, it } from 'vitest'
import { shortFileName } from './shortFileName'

describe('shortFileName', () => {
  it('keeps the first 7 characters and adds an ellipsis when the name is longer', () => {
    expect(shortFileName('portrait.jpg')).toBe('portrai...')
  })

  it('leaves a name of 7 characters or fewer as it is', () => {
    expect(shortFileName('abc.png')).toBe('abc.png')
    expect(shortFileName('me.gif')).toBe('me.gif')
    expect(shortFileName('')).toBe('')
  })

  it('adds the ellipsis from the 8th character on', () => {
    expect(shortFileName('abcd.png')).toBe('abcd.pn...')
  })

  it('never splits a character made of two code units', () => {
    expect(shortFileName('😀😀😀😀😀😀😀😀.jpg')).toBe('😀😀😀😀😀😀😀...')
    expect(shortFileName('açúcar-foto.jpeg')).toBe('açúcar-...')
  })
})
