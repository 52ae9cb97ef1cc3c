import { describe, expect, it } from 'vitest'
import { formatMeasurement } from './formatMeasurement'

describe('formatMeasurement', () => {
  it('gives null for a missing, empty or blank value', () => {
    expect(formatMeasurement('height', null)).toBeNull()
    expect(formatMeasurement('height', undefined)).toBeNull()
    expect(formatMeasurement('height', '')).toBeNull()
    expect(formatMeasurement('height', '   ')).toBeNull()
  })

  it('shows the part before a slash and keeps the part after it as imperial', () => {
    expect(formatMeasurement('height', '178/5\'10"')).toEqual({ value: '178', imperial: '5\'10"' })
    expect(formatMeasurement('bust', '86/34')).toEqual({ value: '86', imperial: '34' })
    expect(formatMeasurement('waist', ' 62 / 24.4 ')).toEqual({ value: '62', imperial: '24.4' })
  })

  it('keeps only the number before the slash for shirt', () => {
    expect(formatMeasurement('shirt', '40 (M)/15.5')).toEqual({ value: '40', imperial: '15.5' })
    expect(formatMeasurement('shirt', '(P) 38,5/15')).toEqual({ value: '38,5', imperial: '15' })
  })

  it('omits imperial when nothing follows the slash', () => {
    expect(formatMeasurement('hips', '90/')).toEqual({ value: '90' })
  })

  it('applies the slash rule before the x rule', () => {
    expect(formatMeasurement('shoes', '38/7x')).toEqual({ value: '38', imperial: '7x' })
  })

  it('shows the part before an x plus BR', () => {
    expect(formatMeasurement('shoes', '38x7.5')).toEqual({ value: '38 BR' })
    expect(formatMeasurement('shoes', '38 X 7.5')).toEqual({ value: '38 BR' })
    expect(formatMeasurement('jeans', '40x32')).toEqual({ value: '40 BR' })
  })

  it('leaves letter sizes and other values trimmed as typed', () => {
    expect(formatMeasurement('suit', 'XXL')).toEqual({ value: 'XXL' })
    expect(formatMeasurement('height', ' 90 ')).toEqual({ value: '90' })
    expect(formatMeasurement('shirt', '40 (M)')).toEqual({ value: '40 (M)' })
    expect(formatMeasurement('hips', '/34')).toEqual({ value: '/34' })
  })

  it('never splits colour names', () => {
    expect(formatMeasurement('hair', ' Castanho ')).toEqual({ value: 'Castanho' })
    expect(formatMeasurement('eyes', 'Castanho/Mel')).toEqual({ value: 'Castanho/Mel' })
    expect(formatMeasurement('hair', '2x loiro')).toEqual({ value: '2x loiro' })
  })
})
