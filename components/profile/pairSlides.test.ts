import { describe, expect, it } from 'vitest'
import { isLandscape, pairSlides } from './pairSlides'

const P = (n: number) => ({ n, width: 800, height: 1200 })
const L = (n: number) => ({ n, width: 1600, height: 900 })
const S = (n: number) => ({ n, width: 1000, height: 1000 })
const ids = (slides: { n: number }[][]) => slides.map((s) => s.map((i) => i.n))

describe('pairSlides', () => {
  it('pairs portraits two per slide, in order', () => {
    expect(ids(pairSlides([P(1), P(2), P(3), P(4)]))).toEqual([
      [1, 2],
      [3, 4],
    ])
  })

  it('gives a landscape image a slide of its own', () => {
    expect(ids(pairSlides([L(1), L(2)]))).toEqual([[1], [2]])
  })

  it('leaves the last portrait of an odd run alone', () => {
    expect(ids(pairSlides([P(1), P(2), P(3)]))).toEqual([[1, 2], [3]])
  })

  it('does not pair a portrait across a landscape', () => {
    expect(ids(pairSlides([P(1), L(2), P(3)]))).toEqual([[1], [2], [3]])
    expect(ids(pairSlides([P(1), P(2), P(3), L(4), P(5), P(6)]))).toEqual([[1, 2], [3], [4], [5, 6]])
  })

  it('counts a square image as a portrait', () => {
    expect(ids(pairSlides([S(1), P(2), L(3), S(4)]))).toEqual([[1, 2], [3], [4]])
  })

  it('gives no slides for an empty gallery', () => {
    expect(pairSlides([])).toEqual([])
  })
})

describe('isLandscape', () => {
  it('is true only when the image is wider than tall', () => {
    expect(isLandscape({ width: 2, height: 1 })).toBe(true)
    expect(isLandscape({ width: 1, height: 1 })).toBe(false)
    expect(isLandscape({ width: 0, height: 0 })).toBe(false)
  })
})
