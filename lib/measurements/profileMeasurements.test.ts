import { describe, expect, it } from 'vitest'
import { profileMeasurements } from './profileMeasurements'

const all = {
  height: '178/5\'10"',
  bust: '86/34',
  chest: '96/37.8',
  waist: '62/24.4',
  hips: '90',
  suit: '50',
  shirt: '40 (M)/15.5',
  jeans: '40x32',
  shoes: '38x7.5',
  hair: 'Castanho',
  eyes: 'Verdes',
}

describe('profileMeasurements', () => {
  it('lists the men fields with a value, formatted, in order', () => {
    expect(profileMeasurements('man', all)).toEqual([
      { field: 'height', value: '178', imperial: '5\'10"' },
      { field: 'chest', value: '96', imperial: '37.8' },
      { field: 'suit', value: '50' },
      { field: 'shirt', value: '40', imperial: '15.5' },
      { field: 'jeans', value: '40 BR' },
      { field: 'shoes', value: '38 BR' },
      { field: 'hair', value: 'Castanho' },
      { field: 'eyes', value: 'Verdes' },
    ])
  })

  it('lists the women fields and leaves out suit and shirt', () => {
    expect(profileMeasurements('woman', all).map((m) => m.field)).toEqual([
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

  it('leaves out fields that are empty, blank, null or absent', () => {
    expect(
      profileMeasurements('woman', { height: '170', bust: '', waist: null, hips: '  ', eyes: 'Azuis' }),
    ).toEqual([
      { field: 'height', value: '170' },
      { field: 'eyes', value: 'Azuis' },
    ])
  })

  it('falls back to bust for a man without chest', () => {
    expect(profileMeasurements('man', { chest: '', bust: '98/38.6' })).toEqual([
      { field: 'chest', value: '98', imperial: '38.6' },
    ])
    expect(profileMeasurements('man', { bust: '98' })).toEqual([{ field: 'chest', value: '98' }])
  })

  it('does not fall back to bust for a woman', () => {
    expect(profileMeasurements('woman', { bust: '86' })).toEqual([{ field: 'bust', value: '86' }])
  })

  it('gives an empty list when nothing has a value', () => {
    expect(profileMeasurements('man', {})).toEqual([])
  })
})
