import { describe, expect, it } from 'vitest'
import { measurementFields } from './measurementFields'

describe('measurementFields', () => {
  it('lists the men fields in the spec order', () => {
    expect(measurementFields('man')).toEqual([
      'height',
      'chest',
      'suit',
      'shirt',
      'jeans',
      'shoes',
      'hair',
      'eyes',
    ])
  })

  it('publishes no weight, whatever the gender', () => {
    for (const gender of ['man', 'woman', null] as const)
      expect(measurementFields(gender)).not.toContain('weight')
  })

  it('lists the women fields in the spec order', () => {
    expect(measurementFields('woman')).toEqual([
      'height',
      'bust',
      'chest',
      'waist',
      'hips',
      'jeans',
      'shoes',
      'hair',
      'eyes',
    ])
  })
})
