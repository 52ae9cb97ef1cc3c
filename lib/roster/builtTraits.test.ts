import { describe, expect, it } from 'vitest'
import { withBuiltTraits } from './builtTraits'
import type { RosterTalent } from './filterTalents'

const talent = (id: number, name: string): RosterTalent => ({
  id,
  name,
  slug: name.toLowerCase(),
  gender: 'woman',
  cover: null,
  categories: ['image'],
})

describe('withBuiltTraits', () => {
  it('gives a live talent the traits the build knew, and a newer one none', () => {
    const built = [{ ...talent(1, 'Ana'), height: 178, hair: 'Castanho', eyes: null }]
    const live = [talent(1, 'Ana Lima'), talent(2, 'Bia')]
    expect(withBuiltTraits(live, built)).toEqual([
      { ...talent(1, 'Ana Lima'), height: 178, hair: 'Castanho', eyes: null },
      { ...talent(2, 'Bia'), height: null, hair: null, eyes: null },
    ])
  })
})
