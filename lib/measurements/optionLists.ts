import type { Option, OptionField } from '../schemas/snapshot'

// The measurement option lists the platform's own clients keep as constants (webdesignmf/bxt_talent,
// assets/js/options.js: gender, height, bust, waist, hips, chest, weight, jeans, shirt, suit, shoes), with
// the ranges of the spec ("Measurement option lists"). The CMS's attributes call answers only the lists
// asked for by query (hair and eyes in the real clients), so these fill every list the CMS does not send.
// Values as the clients send them to the platform: centimetres/imperial ('170/5.7', '86/33.9', '60/132.3'),
// sizes as numbers in half steps ('38.5').

/** One decimal, without a trailing `.0`: 25.59 → '25.6', 25.98 → '26'. */
const oneDecimal = (n: number) => String(Math.round(n * 10) / 10)

const steps = (from: number, to: number, step = 1): number[] => {
  const out: number[] = []
  for (let i = 0; from + i * step <= to; i++) out.push(from + i * step)
  return out
}

const heights = (): Option[] =>
  steps(30, 200).map((cm) => {
    const inches = Math.round(cm / 2.54)
    const feet = Math.floor(inches / 12)
    return { value: `${cm}/${feet}.${inches % 12}`, label: `${cm}cm / ${feet}'${inches % 12}"` }
  })

const centimetres = (from: number, to: number): Option[] =>
  steps(from, to).map((cm) => {
    const inches = oneDecimal(cm / 2.54)
    return { value: `${cm}/${inches}`, label: `${cm}cm / ${inches}"` }
  })

const kilograms = (): Option[] =>
  steps(3, 200).map((kg) => {
    const pounds = oneDecimal(kg * 2.20462)
    return { value: `${kg}/${pounds}`, label: `${kg}kg / ${pounds}lb` }
  })

const sizes = (from: number, to: number): Option[] =>
  steps(from, to, 0.5).map((n) => ({ value: String(n), label: String(n) }))

/** The spec's genders, as the application form sends them. */
export const defaultGenders: readonly string[] = ['woman', 'man', 'undefined']

/** The built-in list of a field, or [] for hair and eyes (names only the CMS knows, in its language). */
export function defaultOptions(field: OptionField): Option[] {
  switch (field) {
    case 'height':
      return heights()
    case 'bust':
      return centimetres(65, 200)
    case 'waist':
    case 'hips':
      return centimetres(20, 200)
    case 'chest':
      return centimetres(10, 200)
    case 'weight':
      return kilograms()
    case 'jeans':
      return sizes(34, 60)
    case 'shirt':
    case 'suit':
    case 'shoes':
      return sizes(1, 60)
    case 'hair':
    case 'eyes':
      return []
  }
}
