import type { Struct } from 'superstruct'

type AnyStruct = Struct<unknown, unknown>

/** `value` with object keys in the order its struct declares them (records and unions: sorted keys). */
function ordered(value: unknown, struct: AnyStruct | undefined): unknown {
  if (Array.isArray(value)) {
    const item = struct?.type === 'array' ? (struct.schema as AnyStruct | undefined) : undefined
    return value.map((v) => ordered(v, item))
  }
  if (value === null || typeof value !== 'object') return value
  const record = value as Record<string, unknown>
  if (struct?.type === 'object' && struct.schema) {
    const schema = struct.schema as Record<string, AnyStruct>
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(schema)) {
      if (record[key] !== undefined) out[key] = ordered(record[key], schema[key])
    }
    return out
  }
  // A record's values share one struct, which superstruct does not expose; snapshot records hold scalars.
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(record).sort()) out[key] = ordered(record[key], undefined)
  return out
}

/**
 * Deterministic JSON of a snapshot file: keys in the struct's order, arrays as given, 2-space indent and a
 * trailing newline, so the same content always gives the same bytes (and a clean git diff).
 * Example: `canonicalJson({ src: 'a', kind: 'image' }, PostCover)` → `'{\n  "kind": "image",\n  "src": "a"\n}\n'`.
 */
export function canonicalJson<T, S>(value: T, struct: Struct<T, S>): string {
  return `${JSON.stringify(ordered(value, struct as unknown as AnyStruct), null, 2)}\n`
}
