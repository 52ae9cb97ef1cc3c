import type { Profile } from '../../lib/schemas/snapshot'
import type { Locale } from '../fixtures'

// The spec's measurement rules, written again independently of lib/measurements so the pages are checked
// against the spec, not against the code that rendered them.

const labels = {
  pt: {
    height: 'Altura',
    weight: 'Peso',
    bust: 'Busto',
    chest: 'Tórax',
    waist: 'Cintura',
    hips: 'Quadril',
    suit: 'Terno',
    shirt: 'Camisa',
    jeans: 'Calça',
    shoes: 'Sapato',
    hair: 'Cabelo',
    eyes: 'Olhos',
  },
  en: {
    height: 'Height',
    weight: 'Weight',
    bust: 'Bust',
    chest: 'Chest',
    waist: 'Waist',
    hips: 'Hips',
    suit: 'Suit',
    shirt: 'Shirt',
    jeans: 'Jeans',
    shoes: 'Shoes',
    hair: 'Hair',
    eyes: 'Eyes',
  },
} as const

type Field = keyof (typeof labels)['pt']

// The spec's lists: no weight for any gender; a talent of no known gender lists every published
// field with a value.
const fields: Record<'man' | 'woman' | 'any', Field[]> = {
  man: ['height', 'chest', 'suit', 'shirt', 'jeans', 'shoes', 'hair', 'eyes'],
  woman: ['height', 'bust', 'chest', 'waist', 'hips', 'jeans', 'shoes', 'hair', 'eyes'],
  any: ['height', 'bust', 'chest', 'waist', 'hips', 'suit', 'shirt', 'jeans', 'shoes', 'hair', 'eyes'],
}

// The colours of the demo data, as an English page shows them.
const english: Record<string, string> = {
  preto: 'Black',
  castanho: 'Brown',
  'castanho escuro': 'Dark brown',
  loiro: 'Blonde',
  ruivo: 'Red',
  castanhos: 'Brown',
  pretos: 'Black',
  verdes: 'Green',
  azuis: 'Blue',
  mel: 'Hazel',
}
const portuguese: Record<string, string> = { 'castanho escuro': 'Castanho-escuro' }

function format(field: Field, raw: string, unit: 'cm' | 'in', locale: Locale): string {
  const v = raw.trim()
  if (field === 'hair' || field === 'eyes') {
    const key = v.toLowerCase()
    return (locale === 'en' ? english[key] : portuguese[key]) ?? v
  }
  if (field === 'weight') {
    const [kg = '', lb = ''] = v.split('/').map((x) => x.trim())
    if (unit === 'in' && lb) return /^[\d.,]+$/.test(lb) ? `${lb} lb` : lb
    return /^[\d.,]+$/.test(kg) ? `${kg} kg` : kg
  }
  if (v.includes('/')) {
    const [before = '', after = ''] = v.split('/')
    if (unit === 'in' && after.trim()) return after.trim()
    return field === 'shirt' ? (before.match(/\d+(?:[.,]\d+)?/)?.[0] ?? before.trim()) : before.trim()
  }
  const x = /^(.*?\d.*?)\s*x/i.exec(v)
  if (x?.[1]) return `${x[1]} BR`
  return v
}

/** label → value as the profile should show them. */
export function expectedMeasurements(
  p: Profile,
  locale: Locale,
  unit: 'cm' | 'in' = 'cm',
): [string, string][] {
  const rows: [string, string][] = []
  for (const field of fields[p.gender ?? 'any']) {
    let raw = p.measurements[field]
    if (!raw?.trim() && p.gender === 'man' && field === 'chest') raw = p.measurements.bust
    if (raw?.trim()) rows.push([labels[locale][field], format(field, raw, unit, locale)])
  }
  return rows
}

/** Whether some shown value carries an imperial part (then the cm / in switch shows). */
export function hasImperial(p: Profile): boolean {
  return (
    JSON.stringify(expectedMeasurements(p, 'en', 'cm')) !==
    JSON.stringify(expectedMeasurements(p, 'en', 'in'))
  )
}
