import { describe, expect, it } from 'vitest'
import { measurementFields } from './measurementFields'

describe('measurementFields', () => {
  it('lists the men fields in the spec order', () => {
    expect(measurementFields('man')).toEqual([
      'height',
      'weight',
      'chest',
      'suit',
      'shirt',
      'jeans',
      'shoes',
      'hair',
      'eyes',
    ])
  })

  it('lists the women fields in the spec order', () => {
    expect(measurementFields('woman')).toEqual([
      'height',
      'weight',
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
