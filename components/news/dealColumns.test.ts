import { describe, expect, it } from 'vitest'
import { dealColumns } from './dealColumns'

const indexes = (items: string[], count: number) =>
  dealColumns(items, count).map((c) => c.items.map(({ item, index }) => `${item}${index}`))

describe('dealColumns', () => {
  it('puts items 1, 2, 3 side by side and each next row under them', () => {
    expect(indexes(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3)).toEqual([
      ['a0', 'd3', 'g6'],
      ['b1', 'e4'],
      ['c2', 'f5'],
    ])
  })
  it('keeps reading order in a single column', () => {
    expect(indexes(['a', 'b', 'c', 'd'], 1)).toEqual([['a0', 'b1', 'c2', 'd3']])
  })
  it('keeps every column when there are fewer items, so the widths stay', () => {
    expect(indexes(['a'], 3)).toEqual([['a0'], [], []])
    expect(indexes([], 3)).toEqual([[], [], []])
  })
  it('only adds to the columns’ ends when items are appended', () => {
    const before = indexes(['a', 'b', 'c', 'd'], 3)
    const after = indexes(['a', 'b', 'c', 'd', 'e', 'f'], 3)
    before.forEach((column, i) => {
      expect(after[i]?.slice(0, column.length)).toEqual(column)
    })
  })
})
