import { refine, string } from 'superstruct'
import { isEmail } from './email'

/** A text with something other than spaces in it and at most `max` characters. */
export function requiredText(max: number) {
  return refine(string(), 'required', (v) => v.trim().length > 0 && v.length <= max)
}

/** An e-mail address the site takes (`isEmail`: the HTML standard's rule plus a dot in the domain). */
export const Email = refine(string(), 'email', isEmail)
