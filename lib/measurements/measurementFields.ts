export type MeasurementField =
  | 'height'
  | 'weight'
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

// The spec's lists, in its display order (section 3), with weight after height for both genders: the
// platform holds it for every talent and its clients show it whatever the gender (suziziziz/bella-1,
// pages/talentGallery.vue); like every measurement it shows only when the agency filled it in
// (docs/DECISIONS.md, "Weight and composites"). A talent whose gender the site does not know lists every
// field that has a value.
const fields = {
  man: ['height', 'weight', 'chest', 'suit', 'shirt', 'jeans', 'shoes', 'hair', 'eyes'],
  woman: ['height', 'weight', 'bust', 'chest', 'waist', 'hips', 'jeans', 'shoes', 'hair', 'eyes'],
  any: [
    'height',
    'weight',
    'bust',
    'chest',
    'waist',
    'hips',
    'suit',
    'shirt',
    'jeans',
    'shoes',
    'hair',
    'eyes',
  ],
} as const satisfies Record<'man' | 'woman' | 'any', readonly MeasurementField[]>

/** The measurements a profile lists for a gender, in display order: men show suit and shirt, women bust, waist and hips. */
export function measurementFields(gender: 'man' | 'woman' | null): readonly MeasurementField[] {
  return fields[gender ?? 'any']
}
