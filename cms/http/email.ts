// The stand-in's e-mail rule: its own copy of the site's (lib/forms/email.ts), since the stand-in imports
// nothing of the project (cms/README.md); functions/emailRule.test.ts checks that the two agree on a table
// of cases. The HTML standard's valid e-mail address (`<input type=email>`) with a dot in the domain, at
// most 254 characters, after trimming: `a@b` and `a,b@c.co` are refused, `a@b.co` accepted.
const whatwgEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export const isEmail = (value: string): boolean => {
  const email = value.trim()
  const domain = email.slice(email.indexOf('@') + 1)
  return email.length <= 254 && whatwgEmail.test(email) && domain.includes('.')
}
