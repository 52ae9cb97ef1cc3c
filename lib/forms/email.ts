/**
 * A "valid e-mail address" as the HTML standard defines it for `<input type=email>`, its regular expression
 * verbatim (https://html.spec.whatwg.org/multipage/input.html#valid-e-mail-address): no quotes, commas,
 * angle brackets, spaces or control characters; domain labels of letters, digits and inner hyphens.
 */
const whatwgEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/**
 * The site's e-mail rule, one for the browser forms, the Worker and (in its own copy, checked against this
 * one by functions/emailRule.test.ts) the stand-in CMS: after the browser's own sanitization of an email
 * input (leading and trailing whitespace dropped), the HTML standard's valid e-mail address with a dot in
 * the domain, at most 254 characters (RFC 5321's limit). It is stricter than the usual server-side rules
 * (no quoted local part, no IP literal, no address without a dot such as `a@localhost`), so an address the
 * edge accepted and the CMS refuses as an e-mail would be a surprise; and no visitor's real address lacks
 * the dot. Example: `isEmail('a@b.co')` is true; `isEmail('a@b')`, `isEmail('a,b@c.co')` and
 * `isEmail('"x"<a@b.co>')` are false.
 */
export function isEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= 254 && whatwgEmail.test(email) && email.slice(email.indexOf('@') + 1).includes('.')
}
