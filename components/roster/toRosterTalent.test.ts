import { describe, expect, it } from 'vitest'
import { toRosterTalent } from './toRosterTalent'

const card = {
  id: 7,
  name: 'Ana Lima',
  slug: 'ana-lima',
  gender: 'woman',
  cover: null,
  categories: ['image'],
}

describe('toRosterTalent', () => {
  it('keeps what a card needs and drops other fields', () => {
    expect(toRosterTalent({ ...card, instagram: 'https://instagram.com/ana' })).toEqual([card])
  })

  it('drops unknown categories and keeps the talent while one site category is left', () => {
    expect(toRosterTalent({ ...card, categories: ['kids', 'development'] })).toEqual([
      { ...card, categories: ['development'] },
    ])
  })

  it('leaves out a talent in no site category, or with a field of the wrong kind', () => {
    expect(toRosterTalent({ ...card, categories: ['kids'] })).toEqual([])
    expect(toRosterTalent({ ...card, id: '7' })).toEqual([])
    expect(toRosterTalent({ ...card, gender: 'other' })).toEqual([])
    expect(toRosterTalent(null)).toEqual([])
  })

  it('reads the traits of a roster file entry, an odd value as not typed', () => {
    expect(toRosterTalent({ ...card, height: 176, hair: ' ', eyes: 'Verdes' })).toEqual([
      { ...card, height: 176, hair: null, eyes: 'Verdes' },
    ])
    expect(toRosterTalent({ ...card, height: '176' })).toEqual([
      { ...card, height: null, hair: null, eyes: null },
    ])
  })
})
