export type MeasurementField =
  | 'height'
  | 'bust'
  | 'chest'
  | 'waist'
  | 'hips'
  | 'suit'
  | 'shirt'
  | 'jeans'
  | 'shoes'
  | 'hair'
  | 'eyes'

// The spec's lists, in its display order (section 3).
const fields = {
  man: ['height', 'chest', 'suit', 'shirt', 'jeans', 'shoes', 'hair', 'eyes'],
  woman: ['height', 'bust', 'chest', 'waist', 'hips', 'jeans', 'shoes', 'hair', 'eyes'],
} as const satisfies Record<'man' | 'woman', readonly MeasurementField[]>

/** The measurements a profile lists for a gender, in display order: men show suit and shirt, women bust, waist and hips. */
export function measurementFields(gender: 'man' | 'woman'): readonly MeasurementField[] {
  return fields[gender]
}
