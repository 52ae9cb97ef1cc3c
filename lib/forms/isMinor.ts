import { ageInYears, isPlausibleBirthdate, parseBirthdate } from '../age'

/**
 * Whether a typed dd/MM/yyyy birthdate makes the applicant under 18 (the guardian notice); false while
 * the date is incomplete or implausible, so the notice never flickers during typing.
 * `isMinor('01/06/2010', new Date('2025-01-01'))` → true.
 */
export function isMinor(birthdate: string, now: Date): boolean {
  const birth = parseBirthdate(birthdate)
  if (!birth || !isPlausibleBirthdate(birthdate, now)) return false
  return ageInYears(birth, now) < 18
}
