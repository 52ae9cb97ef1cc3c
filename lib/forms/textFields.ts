import { refine, string } from 'superstruct'

/** A text with something other than spaces in it and at most `max` characters. */
export function requiredText(max: number) {
  return refine(string(), 'required', (v) => v.trim().length > 0 && v.length <= max)
}

/**
 * A "valid e-mail address" as the HTML standard defines it for `<input type=email>`, its regular expression
 * verbatim (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address): no quotes, commas,
 * angle brackets, spaces or control characters; domain labels of letters, digits and inner hyphens.
 */
const whatwgEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/**
 * An e-mail address the HTML standard calls valid, after the browser's own value sanitization of an email
 * input (leading and trailing whitespace dropped), at most 254 characters (RFC 5321's limit). The browser
 * form and the Worker both validate with it.
 * Example: `a@b.co` passes; `a,b@c.co`, `"x"<a@b.co>` and `a\0@b.co` do not.
 */
export const Email = refine(string(), 'email', (v) => {
  const email = v.trim()
  return email.length <= 254 && whatwgEmail.test(email)
})
