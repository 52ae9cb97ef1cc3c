import { describe, expect, it } from 'vitest'
import type { SiteCategories } from '../categories'
import type { Gender } from '../schemas/snapshot'
import {
  filterTalents,
  lettersPresent,
  noFilters,
  type RosterTalent,
  type RosterTraits,
  rosterChoices,
} from './filterTalents'

let nextId = 1
function talent(
  name: string,
  gender: Gender,
  categories: SiteCategories,
  traits?: RosterTraits,
): RosterTalent {
  return { id: nextId++, name, slug: name.toLowerCase(), gender, cover: null, categories, ...traits }
}

const list = [
  talent('Ágata Lima', 'woman', ['mainboard'], { height: 176, hair: 'Loira', eyes: 'Azuis' }),
  talent('Bruno Souza', 'man', ['image'], { height: 186, hair: 'Castanho', eyes: 'Castanhos' }),
  talent('Ana Clara', 'woman', ['image', 'development'], { height: 169, hair: 'Loiro', eyes: null }),
  talent('Érico Dias', 'man', ['mainboard'], { height: null, hair: 'Castanho Escuro', eyes: 'Verdes' }),
  // Newer than the build: no traits known.
  talent('Beatriz Conceição', 'woman', ['development']),
]
const none = noFilters
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

describe('filterTalents: height, hair and eyes', () => {
  it('keeps the heights within the range, both ends included, either end open', () => {
    expect(names(filterTalents(list, { ...none, minHeight: 176 }))).toEqual(['Ágata Lima', 'Bruno Souza'])
    expect(names(filterTalents(list, { ...none, maxHeight: 176 }))).toEqual(['Ágata Lima', 'Ana Clara'])
    expect(names(filterTalents(list, { ...none, minHeight: 170, maxHeight: 180 }))).toEqual(['Ágata Lima'])
  })

  it('matches every form of a colour by its key', () => {
    expect(names(filterTalents(list, { ...none, hair: 'blonde' }))).toEqual(['Ágata Lima', 'Ana Clara'])
    expect(names(filterTalents(list, { ...none, hair: 'dark-brown' }))).toEqual(['Érico Dias'])
    expect(names(filterTalents(list, { ...none, eyes: 'brown' }))).toEqual(['Bruno Souza'])
  })

  it('combines them with the other filters and the search', () => {
    expect(names(filterTalents(list, { ...none, hair: 'blonde', category: 'image' }))).toEqual(['Ana Clara'])
    expect(names(filterTalents(list, { ...none, hair: 'blonde', minHeight: 170, q: 'LIMA' }))).toEqual([
      'Ágata Lima',
    ])
    expect(filterTalents(list, { ...none, gender: 'man', hair: 'blonde' })).toEqual([])
  })

  it('leaves out talents whose trait is unknown once that trait is filtered', () => {
    expect(names(filterTalents(list, { ...none, maxHeight: 250 }))).not.toContain('Érico Dias')
    expect(names(filterTalents(list, { ...none, eyes: 'green' }))).toEqual(['Érico Dias'])
    expect(names(filterTalents(list, { ...none, q: 'beatriz' }))).toEqual(['Beatriz Conceição'])
  })
})

describe('rosterChoices', () => {
  it('offers the heights and colours present in the category, named in the page language', () => {
    expect(rosterChoices(list, null, 'pt')).toEqual({
      heights: { min: 169, max: 186 },
      hair: [
        { key: 'brown', label: 'Castanho' },
        { key: 'dark-brown', label: 'Castanho-escuro' },
        // Loira and Loiro once each: the first typed names it.
        { key: 'blonde', label: 'Loira' },
      ],
      eyes: [
        { key: 'blue', label: 'Azuis' },
        { key: 'brown', label: 'Castanhos' },
        { key: 'green', label: 'Verdes' },
      ],
    })
    expect(rosterChoices(list, 'image', 'en')).toEqual({
      heights: { min: 169, max: 186 },
      hair: [
        { key: 'blonde', label: 'Blonde' },
        { key: 'brown', label: 'Brown' },
      ],
      eyes: [{ key: 'brown', label: 'Brown' }],
    })
    expect(rosterChoices(list, 'development', 'en').heights).toEqual({ min: 169, max: 169 })
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
