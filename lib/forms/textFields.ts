import { refine, string } from 'superstruct'

/** A text with something other than spaces in it and at most `max` characters. */
export function requiredText(max: number) {
  return refine(string(), 'required', (v) => v.trim().length > 0 && v.length <= max)
}

/** The usual `local@domain.tld` shape, no spaces, at most 254 characters (RFC 5321's limit). */
export const Email = refine(
  string(),
  'email',
  (v) => v.length <= 254 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(v.trim()),
)
