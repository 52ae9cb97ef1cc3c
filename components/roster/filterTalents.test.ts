import { describe, expect, it } from 'vitest'
import type { Category, Gender } from '../../lib/schemas/snapshot'
import { filterTalents, lettersPresent, type RosterFilters, type RosterTalent } from './filterTalents'

let nextId = 1
function talent(name: string, gender: Gender, ...categories: Category[]): RosterTalent {
  return { id: nextId++, name, slug: name.toLowerCase(), gender, cover: null, categories }
}

const list = [
  talent('Ágata Lima', 'woman', 'mainboard'),
  talent('Bruno Souza', 'man', 'image'),
  talent('Ana Clara', 'woman', 'image', 'development'),
  talent('Érico Dias', 'man', 'mainboard'),
  talent('Beatriz Conceição', 'woman', 'development'),
]
const none: RosterFilters = { category: null, gender: null, letter: null, q: '' }
const names = (l: RosterTalent[]) => l.map((t) => t.name)

describe('filterTalents', () => {
  it('keeps everyone without filters', () => {
    expect(filterTalents(list, none)).toHaveLength(5)
  })

  it('filters by category, gender, letter and search together', () => {
    expect(names(filterTalents(list, { ...none, category: 'image' }))).toEqual(['Bruno Souza', 'Ana Clara'])
    expect(names(filterTalents(list, { ...none, gender: 'man' }))).toEqual(['Bruno Souza', 'Érico Dias'])
    expect(names(filterTalents(list, { ...none, category: 'image', gender: 'woman' }))).toEqual(['Ana Clara'])
    expect(names(filterTalents(list, { ...none, gender: 'woman', letter: 'B' }))).toEqual([
      'Beatriz Conceição',
    ])
    expect(names(filterTalents(list, { ...none, q: 'CONCEI' }))).toEqual(['Beatriz Conceição'])
    expect(filterTalents(list, { ...none, q: 'souza', gender: 'woman' })).toEqual([])
  })

  it('files accented initials under their letter', () => {
    expect(names(filterTalents(list, { ...none, letter: 'A' }))).toEqual(['Ágata Lima', 'Ana Clara'])
    expect(names(filterTalents(list, { ...none, letter: 'E' }))).toEqual(['Érico Dias'])
  })

  it('searches ignoring accents and case', () => {
    expect(names(filterTalents(list, { ...none, q: 'agata' }))).toEqual(['Ágata Lima'])
    expect(names(filterTalents(list, { ...none, q: 'ÉRI' }))).toEqual(['Érico Dias'])
  })
})

describe('lettersPresent', () => {
  it('lists the folded initials of the selection', () => {
    expect(lettersPresent(list, none)).toEqual(['A', 'B', 'E'])
    expect(lettersPresent(list, { ...none, gender: 'man' })).toEqual(['B', 'E'])
    expect(lettersPresent(list, { ...none, category: 'development' })).toEqual(['A', 'B'])
    expect(lettersPresent(list, { ...none, q: 'lima' })).toEqual(['A'])
  })
})
