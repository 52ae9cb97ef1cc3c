import { describe, expect, it } from 'vitest'
import { mapStrings } from './mapStrings'

describe('mapStrings', () => {
  it('rewrites every string, deep, and leaves the rest and the original as they were', () => {
    const value = { a: ['x', 1, null], b: { c: 'y', d: true } }
    expect(mapStrings(value, (s) => s.toUpperCase())).toEqual({ a: ['X', 1, null], b: { c: 'Y', d: true } })
    expect(value.a[0]).toBe('x')
  })
})
