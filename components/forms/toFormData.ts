/** A form value as the forms hold it: text, a chosen file, or nothing. */
export type FormValue = string | File | null | undefined

/**
 * The multipart body of a submission, without the empty values (spec section 5: "empty values are not
 * sent"). Text is trimmed; a field left blank, or only spaces, and a file never chosen are left out.
 * `toFormData({ name: ' Ana ', height: '' })` has only `name=Ana`.
 */
export function toFormData(values: Record<string, FormValue>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue
    if (typeof value === 'string') {
      const text = value.trim()
      if (text !== '') body.append(name, text)
    } else if (value.size > 0) {
      body.append(name, value, value.name)
    }
  }
  return body
}
