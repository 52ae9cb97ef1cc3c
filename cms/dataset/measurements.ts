import type { Gender, Profile } from '../types.ts'
import type { Random } from './createRandom.ts'

type Measures = Pick<
  Profile,
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
>

const inches = (cm: number) => Math.round(cm / 2.54)

// Pounds with one decimal, as the platform's weight list writes them ("60/132.3").
const pounds = (kg: number) => String(Math.round(kg * 22.0462) / 10)

const feet = (cm: number) => {
  const total = inches(cm)
  return `${Math.floor(total / 12)}'${total % 12}"`
}

// The CMS stores whatever the booker typed: mostly "cm/imperial", sometimes the bare number, sometimes
// an empty string, sometimes nothing at all.
const typed = (random: Random, full: string, plain: string, pFull = 0.7, pPlain = 0.22) => {
  const r = random.next()
  if (r < pFull) return full
  if (r < pFull + pPlain) return plain
  return random.chance(0.5) ? '' : null
}

const shoeUs: Record<number, string> = {
  35: '5',
  36: '6',
  37: '6.5',
  38: '7.5',
  39: '8.5',
  40: '9',
  41: '9.5',
  42: '10',
  43: '10.5',
  44: '11',
  45: '12',
}

const shirts = [
  ['38', 'S', '15'],
  ['39', 'M', '15.5'],
  ['40', 'M', '15.5'],
  ['41', 'L', '16'],
  ['42', 'L', '16.5'],
] as const

const hairs = ['Castanho', 'Castanho', 'Loiro', 'Preto', 'Preto', 'Ruivo'] as const
const eyes = ['Castanhos', 'Castanhos', 'Azuis', 'Verdes', 'Mel', 'Pretos'] as const

const colours = (random: Random) => ({
  // A rare value outside the attribute list: the site must cope with colours it cannot translate.
  hair: random.chance(0.04) ? 'Castanho Escuro' : random.chance(0.05) ? null : random.pick(hairs),
  eyes: random.chance(0.05) ? null : random.pick(eyes),
})

const shoes = (random: Random, br: number) => typed(random, `${br}x${shoeUs[br]}`, `${br}`, 0.6, 0.3)

export const measurements = (random: Random, gender: Gender, extra: Random): Measures => {
  if (gender === 'woman') {
    const height = random.int(165, 182)
    const bust = random.int(78, 90)
    const waist = random.int(58, 66)
    const hips = random.int(86, 96)
    const kg = extra.int(50, 62)
    return {
      height: typed(random, `${height}/${feet(height)}`, `${height}`, 0.75, 0.17),
      weight: typed(extra, `${kg}/${pounds(kg)}`, `${kg}`, 0.3, 0.2),
      bust: typed(random, `${bust}/${inches(bust)}`, `${bust}`),
      chest: random.chance(0.1) ? `${bust}` : random.pick([null, '']),
      waist: typed(random, `${waist}/${inches(waist)}`, `${waist}`),
      hips: typed(random, `${hips}/${inches(hips)}`, `${hips}`),
      suit: null,
      shirt: random.chance(0.5) ? null : '',
      jeans: typed(
        random,
        `${random.pick([34, 36, 38, 40])}/${random.pick([24, 26, 28])}`,
        `${random.pick([34, 36, 38])}`,
        0.3,
        0.6,
      ),
      shoes: shoes(random, random.int(35, 40)),
      ...colours(random),
    }
  }
  const height = random.int(178, 192)
  const chest = random.int(92, 104)
  const waist = random.int(74, 82)
  const [collar, size, us] = random.pick(shirts)
  const jeans = random.pick([38, 40, 42, 44])
  const chestValue = typed(random, `${chest}/${inches(chest)}`, `${chest}`, 0.75, 0.2)
  // Some bookers type a man's chest in the bust field and leave chest empty.
  const onlyBust = random.chance(0.12)
  const kg = extra.int(70, 88)
  return {
    height: typed(random, `${height}/${feet(height)}`, `${height}`, 0.75, 0.17),
    weight: typed(extra, `${kg}/${pounds(kg)}`, `${kg}`, 0.3, 0.2),
    bust: onlyBust ? `${chest}/${inches(chest)}` : null,
    chest: onlyBust ? random.pick([null, '']) : chestValue,
    waist: typed(random, `${waist}/${inches(waist)}`, `${waist}`, 0.5, 0.3),
    hips: random.pick([null, '']),
    suit: typed(random, `${random.pick([46, 48, 50, 52, 54])}`, `${random.pick([48, 50])}`, 0.8, 0.1),
    shirt: typed(random, `${collar} (${size})/${us}`, collar),
    jeans: typed(random, `${jeans}/${jeans - 10}`, `${jeans}`, 0.5, 0.4),
    shoes: shoes(random, random.int(39, 45)),
    ...colours(random),
  }
}
