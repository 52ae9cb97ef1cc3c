import { describe, expect, it } from 'vitest'
import { favoritesLimits } from '../forms/favoritesFields'
import { parseIds, selectionIds, sharedQuery } from './sharedRequest'

describe('a shared favorites link', () => {
  it('reads each positive whole id once, in order, and nothing else', () => {
    expect(parseIds('3, 1,x,3,0,-2,1.5,,7')).toEqual([3, 1, 7])
    expect(parseIds(null)).toEqual([])
    expect(parseIds('')).toEqual([])
  })
  it('keeps at most as many as one request carries', () => {
    const many = Array.from({ length: 500 }, (_, i) => i + 1).join(',')
    expect(parseIds(many)).toHaveLength(favoritesLimits.talents)
  })
  it('writes the query of a link', () => {
    expect(sharedQuery([4, 2])).toBe('?ids=4,2')
    expect(sharedQuery([])).toBe('')
  })
  it("reads the ids of a request's selection", () => {
    expect(selectionIds([{ id: 4, name: 'Ana' }, { id: 'x' }, null, { id: 4 }, { id: 9 }])).toEqual([4, 9])
    expect(selectionIds('[{"id":4}]')).toEqual([])
  })
})
