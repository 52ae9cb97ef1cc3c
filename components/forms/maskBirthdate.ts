/**
 * Formats what is typed into a birthdate field as dd/MM/yyyy: digits only, at most 8, slashes inserted
 * after the day and the month. `maskBirthdate('07032001')` → '07/03/2001'; `maskBirthdate('0703')` → '07/03';
 * `maskBirthdate('07/0')` → '07/0'. A pasted '7-3-2001' becomes '73/20/01' and then fails validation,
 * which is better than guessing.
 */
export function maskBirthdate(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 8)
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
}
