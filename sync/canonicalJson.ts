import type { Struct } from 'superstruct'

/** What `ordered` reads of a struct: its kind and, for objects and arrays, the structs inside. */
type Shape = { readonly type: string; readonly schema: unknown }

const isShape = (x: unknown): x is Shape =>
  typeof x === 'object' && x !== null && 'type' in x && typeof x.type === 'string' && 'schema' in x

/** `value` with object keys in the order its struct declares them (records and unions: sorted keys). */
function ordered(value: unknown, struct: Shape | undefined): unknown {
  if (Array.isArray(value)) {
    const item = struct?.type === 'array' && isShape(struct.schema) ? struct.schema : undefined
    return value.map((v) => ordered(v, item))
  }
  if (value === null || typeof value !== 'object') return value
  const record = new Map(Object.entries(value))
  const schema = struct?.type === 'object' && struct.schema ? Object.entries(struct.schema) : null
  if (schema) {
    const out: Record<string, unknown> = {}
    for (const [key, field] of schema) {
      if (record.get(key) !== undefined)
        out[key] = ordered(record.get(key), isShape(field) ? field : undefined)
    }
    return out
  }
  // A record's values share one struct, which superstruct does not expose; snapshot records hold scalars.
  const out: Record<string, unknown> = {}
  for (const key of [...record.keys()].sort()) out[key] = ordered(record.get(key), undefined)
  return out
}

/**
 * Deterministic JSON of a snapshot file: keys in the struct's order, arrays as given, 2-space indent and a
 * trailing newline, so the same content always gives the same bytes (and a clean git diff).
 * Example: `canonicalJson({ src: 'a', kind: 'image' }, PostCover)` → `'{\n  "kind": "image",\n  "src": "a"\n}\n'`.
 */
export function canonicalJson<T, S>(value: T, struct: Struct<T, S>): string {
  return `${JSON.stringify(ordered(value, struct), null, 2)}\n`
}
