import type { Option } from '../schemas/option.ts'

// The measurement option lists the platform's own clients keep as constants (webdesignmf/bxt_talent,
// assets/js/options.js: gender, height, bust, waist, hips, chest, weight, jeans, shirt, suit, shoes), with
// the ranges of the spec ("Measurement option lists"). The CMS's attributes call answers only the lists
// asked for by query (hair and eyes in the real clients), so these fill every list the CMS does not send.
// Each field's list is chosen in its row of the field table (measurementFields.ts).
// Values as the clients send them to the platform: centimetres/imperial ('170/5.7', '86/33.9', '60/132.3'),
// sizes as numbers in half steps ('38.5').

/** One decimal, without a trailing `.0`: 25.59 → '25.6', 25.98 → '26'. */
const oneDecimal = (n: number) => String(Math.round(n * 10) / 10)

const steps = (from: number, to: number, step = 1): number[] => {
  const out: number[] = []
  for (let i = 0; from + i * step <= to; i++) out.push(from + i * step)
  return out
}

/** Heights in centimetres and feet/inches, 30 to 200 cm: `{ value: '170/5.7', label: '170cm / 5\'7"' }`. */
export const heights = (): Option[] =>
  steps(30, 200).map((cm) => {
    const inches = Math.round(cm / 2.54)
    const feet = Math.floor(inches / 12)
    return { value: `${cm}/${feet}.${inches % 12}`, label: `${cm}cm / ${feet}'${inches % 12}"` }
  })

/** Lengths in whole centimetres with inches: `{ value: '86/33.9', label: '86cm / 33.9"' }`. */
export const centimetres = (from: number, to: number): Option[] =>
  steps(from, to).map((cm) => {
    const inches = oneDecimal(cm / 2.54)
    return { value: `${cm}/${inches}`, label: `${cm}cm / ${inches}"` }
  })

/** Weights in kilograms with pounds, 3 to 200 kg: `{ value: '60/132.3', label: '60kg / 132.3lb' }`. */
export const kilograms = (): Option[] =>
  steps(3, 200).map((kg) => {
    const pounds = oneDecimal(kg * 2.20462)
    return { value: `${kg}/${pounds}`, label: `${kg}kg / ${pounds}lb` }
  })

/** Sizes in half steps: `{ value: '38.5', label: '38.5' }`. */
export const sizes = (from: number, to: number): Option[] =>
  steps(from, to, 0.5).map((n) => ({ value: String(n), label: String(n) }))

/** The spec's genders, as the application form sends them. */
export const defaultGenders: readonly string[] = ['woman', 'man', 'undefined']

/** No built-in list: names only the CMS knows, in its language (hair and eyes). */
export const noOptions = (): Option[] => []
