/**
 * A height as typed in the CMS, in whole centimetres; null when there is none or it is not a height.
 * The part before a slash is the metric one: `'169/5\'7"'` → 169, `'181'` → 181, `' 175 cm '` → 175;
 * a value in metres counts too: `'1,75'` → 175, `'1.80m'` → 180. Outside 30–250 cm gives null.
 */
export function heightCm(value: string | null | undefined): number | null {
  const metric = value?.split('/')[0]
  const match = metric ? /\d+(?:[.,]\d+)?/.exec(metric) : null
  if (!match) return null
  const n = Number(match[0].replace(',', '.'))
  const cm = Math.round(n < 3 ? n * 100 : n)
  return cm >= 30 && cm <= 250 ? cm : null
}

/** A height in feet and inches, as the CMS writes the imperial part: `feetInches(175)` → `5'9"`. */
export function feetInches(cm: number): string {
  const inches = Math.round(cm / 2.54)
  return `${Math.floor(inches / 12)}'${inches % 12}"`
}
