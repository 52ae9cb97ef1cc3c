import { type BirthdateProblem, birthdateProblem, maxPlausibleAge } from '../age'
import type { DottedKey, Translator } from '../i18n/translator'

/**
 * The one reading of a typed birth date, shared by the application's island (its input mask) and the
 * Worker (a form posted with no script): so `1/3/2004` is the 1st of March 2004 with and without script.
 * Formats what is typed into a birthdate field as dd/MM/yyyy: digits grouped as day, month and year, the
 * slashes inserted after the day and the month. A separator typed (or pasted: `/`, `-`, `.`, a space)
 * after a single digit closes that day or month with a leading zero, as people write dates:
 * `maskBirthdate('1/3/2004')` → '01/03/2004'; `maskBirthdate('07032001')` → '07/03/2001';
 * `maskBirthdate('0703')` → '07/03'; `maskBirthdate('1/')` → '01/'. At most 4 digits of year.
 */
export function maskBirthdate(input: string): string {
  const parts: string[] = [] // the day and the month, once complete
  let current = '' // the part being typed
  let closed = false // the input ends with a separator after a completed part
  for (const [, digits = '', separator = ''] of input.matchAll(/(\d+)(\D*)/g)) {
    for (const digit of digits) {
      if (parts.length === 2) {
        if (current.length < 4) current += digit
        continue
      }
      current += digit
      if (current.length === 2) {
        parts.push(current)
        current = ''
      }
    }
    if (separator && parts.length < 2 && current.length === 1) {
      parts.push(`0${current}`)
      current = ''
    }
    closed = separator !== '' && current === '' && parts.length < 3
  }
  const done = parts.join('/')
  if (current) return done ? `${done}/${current}` : current
  return closed && done ? `${done}/` : done
}

/** The message of each way a birth date is refused (`birthdateProblem`). */
export const birthdateMessages: Record<BirthdateProblem, DottedKey> = {
  format: 'forms.invalidBirthdate',
  future: 'forms.birthdateFuture',
  tooOld: 'forms.birthdateTooOld',
}

/**
 * What is wrong with a typed birth date, in the translator's language, or null when it is fine: the
 * island's inline message and the Worker's refused no-script form both say it from here. The value is read
 * as the mask reads it (the Worker gets it as typed): `birthdateMessage(t, '1/1/2030', now)` → the future one.
 */
export function birthdateMessage(t: Translator, typed: string, now: Date): string | null {
  const problem = birthdateProblem(maskBirthdate(typed).trim(), now)
  return problem ? t(birthdateMessages[problem], { years: maxPlausibleAge }) : null
}
