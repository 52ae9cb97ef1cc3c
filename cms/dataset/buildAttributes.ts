import type { Option } from '../types.ts'

const range = (from: number, to: number, step: number) => {
  const list: number[] = []
  for (let n = from; n <= to; n += step) list.push(n)
  return list
}

const cmInches = (from: number, to: number): Option[] =>
  range(from, to, 1).map((cm) => ({ value: `${cm}`, label: `${cm} cm / ${(cm / 2.54).toFixed(1)}"` }))

const heights = (): Option[] =>
  range(30, 200, 1).map((cm) => {
    const inches = Math.round(cm / 2.54)
    return { value: `${cm}`, label: `${cm} cm / ${Math.floor(inches / 12)}'${inches % 12}"` }
  })

const halves = (from: number, to: number): Option[] =>
  range(from * 2, to * 2, 1).map((n) => {
    const value = `${n / 2}`
    return { value, label: value }
  })

const hair: [string, string][] = [
  ['Black', 'Preto'],
  ['Brown', 'Castanho'],
  ['Light Brown', 'Castanho Claro'],
  ['Blonde', 'Loiro'],
  ['Red', 'Ruivo'],
  ['Grey', 'Grisalho'],
  ['White', 'Branco'],
]

const eyes: [string, string][] = [
  ['Brown', 'Castanhos'],
  ['Blue', 'Azuis'],
  ['Green', 'Verdes'],
  ['Hazel', 'Mel'],
  ['Black', 'Pretos'],
  ['Amber', 'Âmbar'],
  ['Grey', 'Cinzentos'],
]

// Any language other than "en" answers Portuguese labels, as the platform falls back to its default.
export const buildAttributes = (language: string) => {
  const label = ([en, pt]: [string, string]): Option => ({ value: en, label: language === 'en' ? en : pt })
  return {
    gender: ['woman', 'man', 'undefined'],
    height: heights(),
    weight: range(3, 200, 1).map((kg) => ({
      value: `${kg}`,
      label: `${kg} kg / ${Math.round(kg * 2.20462)} lb`,
    })),
    bust: cmInches(65, 200),
    waist: cmInches(20, 200),
    hips: cmInches(20, 200),
    chest: cmInches(10, 200),
    jeans: halves(34, 60),
    shirt: halves(1, 60),
    suit: halves(1, 60),
    shoes: halves(1, 60),
    hair: hair.map(label),
    eyes: eyes.map(label),
  }
}
