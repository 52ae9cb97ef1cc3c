import { type Struct, validate } from 'superstruct'

/**
 * The names of the fields of `values` that `struct` rejects, each once, in the struct's order; [] when
 * all are valid. The browser (final-form's `validate`) and the Worker use it with the same structs.
 * Example: `fieldErrors(ContactFields, { email: 'x', message: '' })` → `['email', 'message']`.
 */
export function fieldErrors<T, S>(struct: Struct<T, S>, values: unknown): string[] {
  const [error] = validate(values, struct)
  if (!error) return []
  const names = new Set<string>()
  for (const failure of error.failures()) {
    const name = failure.path[0]
    if (name !== undefined) names.add(String(name))
  }
  return [...names]
}

/**
 * The form values without the empty ones (blank strings, empty files, null, undefined): the spec sends no
 * empty value, and an optional field left blank is simply absent.
 * Example: `dropEmpty({ name: 'Ana', bust: '' })` → `{ name: 'Ana' }`.
 */
export function dropEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  const out: Partial<T> = { ...values }
  for (const key of Object.keys(out)) {
    const value = out[key]
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === 'string' && value.trim() === '') ||
      (isFile(value) && value.size === 0)
    if (empty) delete out[key]
  }
  return out
}

/** A File or Blob, in the browser, in Node and in workerd (duck-typed: no `instanceof` across realms). */
export function isFile(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).size === 'number' &&
    typeof (value as Blob).arrayBuffer === 'function'
  )
}
