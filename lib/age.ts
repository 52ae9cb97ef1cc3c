// The spec's year: 365.25 days, so ages agree with the original site's arithmetic.
const msPerYear = 315576e5

/**
 * A dd/MM/yyyy date as midnight UTC, or null for any other format or a day the calendar lacks.
 * `parseBirthdate('07/03/2001')` → 2001-03-07T00:00:00Z; `'31/02/2000'`, `'7/3/2001'`, `'2001-03-07'` → null.
 */
export function parseBirthdate(s: string): Date | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s)
  if (!m) return null
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(0)
  // setUTCFullYear, unlike Date.UTC, does not map years below 100 to 19xx.
  date.setUTCFullYear(year, month - 1, day)
  // Date rolls 31/02 over into March: a changed day or month means the date does not exist.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return date
}

/**
 * Whole years between two instants, by the spec's 365.25-day year (floored).
 * Around a birthday this can be a day off the calendar age: born 01/01/2001, on 01/01/2019 it gives 17.
 */
export function ageInYears(birth: Date, now: Date): number {
  return Math.floor((now.getTime() - birth.getTime()) / msPerYear)
}

/** Whether a dd/MM/yyyy birthdate is real, not in the future and at most 120 years ago. */
export function isPlausibleBirthdate(s: string, now: Date): boolean {
  const birth = parseBirthdate(s)
  if (!birth || birth.getTime() > now.getTime()) return false
  return ageInYears(birth, now) <= 120
}
