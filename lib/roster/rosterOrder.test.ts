import { describe, expect, it } from 'vitest'
import { sortTalents } from './rosterOrder'

describe('sortTalents', () => {
  it('orders by name ignoring accents and case, then by id', () => {
    const sorted = sortTalents([
      { id: 3, name: 'Érica' },
      { id: 2, name: 'ana' },
      { id: 1, name: 'Ana' },
      { id: 4, name: 'Bruno' },
    ])
    expect(sorted.map((t) => t.id)).toEqual([1, 2, 4, 3])
  })
})
