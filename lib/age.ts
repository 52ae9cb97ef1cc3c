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

/**
 * The oldest applicant the forms take: a birth date more than this many whole years ago (by `ageInYears`)
 * is a slip of the year (1890 for 1990), not a person applying (docs/decisions/0059).
 */
export const maxPlausibleAge = 100

/** Why a typed birth date is refused: not a dd/MM/yyyy calendar day, a day to come, or too long ago. */
export type BirthdateProblem = 'format' | 'future' | 'tooOld'

/**
 * The one rule for a birth date, for the application's island and the Worker alike: null when `s`
 * (dd/MM/yyyy) is a real day, not after `now`, at most `maxPlausibleAge` years before it.
 * On 2025-05-20: `'31/02/2000'` → 'format', `'01/01/2030'` → 'future', `'01/01/1890'` → 'tooOld'.
 */
export function birthdateProblem(s: string, now: Date): BirthdateProblem | null {
  const birth = parseBirthdate(s)
  if (!birth) return 'format'
  if (birth.getTime() > now.getTime()) return 'future'
  return ageInYears(birth, now) > maxPlausibleAge ? 'tooOld' : null
}

/** Whether a dd/MM/yyyy birthdate passes `birthdateProblem`. */
export function isPlausibleBirthdate(s: string, now: Date): boolean {
  return birthdateProblem(s, now) === null
}
