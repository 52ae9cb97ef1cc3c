import { describe, expect, it } from 'vitest'
import { noFilters } from './filterTalents'
import { parseRosterQuery, type RosterQuery, rosterSearch } from './rosterQuery'

const { category: _, ...none } = noFilters

describe('roster query', () => {
  it('reads every filter from the URL and writes them back the same', () => {
    const search = '?q=ana&gender=woman&letter=A&height=170-185&hair=light-brown&eyes=blue'
    const query = parseRosterQuery(Object.fromEntries(new URLSearchParams(search)))
    expect(query).toEqual({
      q: 'ana',
      gender: 'woman',
      letter: 'A',
      minHeight: 170,
      maxHeight: 185,
      hair: 'light-brown',
      eyes: 'blue',
    } satisfies RosterQuery)
    expect(rosterSearch(query)).toBe(search)
  })

  it('keeps an open end of the height range open', () => {
    expect(parseRosterQuery({ height: '175-' })).toMatchObject({ minHeight: 175, maxHeight: null })
    expect(parseRosterQuery({ height: '-180' })).toMatchObject({ minHeight: null, maxHeight: 180 })
    expect(rosterSearch({ ...none, maxHeight: 180 })).toBe('?height=-180')
  })

  it('ignores what no filter can hold, and puts a reversed range right', () => {
    expect(parseRosterQuery({ gender: 'other', letter: 'ab', height: 'tall', hair: '<b>' })).toEqual(none)
    expect(parseRosterQuery({ height: '999-20' })).toMatchObject({ minHeight: null, maxHeight: null })
    expect(parseRosterQuery({ height: '185-170' })).toMatchObject({ minHeight: 170, maxHeight: 185 })
    expect(parseRosterQuery({ letter: 'b' }).letter).toBe('B')
  })

  it('writes no query for no filter', () => {
    expect(rosterSearch(none)).toBe('')
  })
})
