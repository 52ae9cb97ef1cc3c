import { type Struct, StructError, validate } from 'superstruct'

// Lists are read record by record: a record the site cannot read or show is set aside with its id and the
// field at fault, and the rest of the list goes on. What to do with the set-aside ones (print them, record
// them in the manifest, stop when there are too many) is the caller's.

/** A record left out of its list: its id where it has one (else its position, `#3`), the field, and why. */
export type Rejected = { id: number | string; field: string; message: string }

/** A list as read: the records that passed, and the ones left out. */
export type Listed<T> = { items: T[]; rejected: Rejected[] }

/** Thrown by a reader for a record the site cannot show (an empty title, an image slide without an image). */
export class RecordError extends Error {
  readonly field: string
  constructor(field: string, message: string) {
    super(message)
    this.name = 'RecordError'
    this.field = field
  }
}

/** The record's own id (a number, or a string of one), else its position in the list. */
export function recordId(item: unknown, index: number): number | string {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined
  if (typeof id === 'number' && Number.isFinite(id)) return id
  if (typeof id === 'string' && /^\s*\d+\s*$/.test(id)) return Number(id)
  if (typeof id === 'string' && id.trim() !== '') return id.trim()
  return `#${index}`
}

/** Why `error` left a record out: the field (a struct failure's path, a RecordError's field) and the reason. */
export function rejection(item: unknown, index: number, error: unknown): Rejected {
  const id = recordId(item, index)
  if (error instanceof StructError) {
    const failure = error.failures()[0] ?? error
    return { id, field: failure.path.join('.') || '(record)', message: failure.message }
  }
  if (error instanceof RecordError) return { id, field: error.field, message: error.message }
  return { id, field: '(record)', message: error instanceof Error ? error.message : String(error) }
}

/**
 * `read` on each record: the values it gives (a null leaves the record out without a word: a record the
 * site does not show by design), and the records it refuses with a RecordError, each with its id and field.
 */
export function keepEach<S, T>(items: readonly S[], read: (record: S, index: number) => T | null): Listed<T> {
  const out: Listed<T> = { items: [], rejected: [] }
  items.forEach((item, index) => {
    try {
      const value = read(item, index)
      if (value !== null) out.items.push(value)
    } catch (e) {
      if (!(e instanceof RecordError)) throw e
      out.rejected.push(rejection(item, index, e))
    }
  })
  return out
}

/** Each item through `struct` (coercions on), then `read` as `keepEach` does; a struct failure is a rejection. */
export function readEach<S, T = S>(
  items: readonly unknown[],
  struct: Struct<S, unknown>,
  read: (record: S, index: number) => T | null = (record) => record as unknown as T,
): Listed<T> {
  const out: Listed<T> = { items: [], rejected: [] }
  items.forEach((item, index) => {
    const [error, record] = validate(item, struct, { coerce: true })
    if (error) {
      out.rejected.push(rejection(item, index, error))
      return
    }
    const kept = keepEach([record], (r) => read(r, index))
    out.items.push(...kept.items)
    out.rejected.push(...kept.rejected.map((r) => ({ ...r, id: recordId(item, index) })))
  })
  return out
}
