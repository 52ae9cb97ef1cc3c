import type { Struct } from 'superstruct'
import { dropEmpty, fieldErrors } from '../../lib/forms'

/** Why a field is flagged: left empty, or filled with a value the shared struct rejects. */
export type FieldProblem = 'required' | 'invalid'

/**
 * final-form's `validate` from a struct of lib/forms, so the browser rejects exactly what the Worker
 * would: `{ email: 'invalid', message: 'required' }`, `{}` when all is valid. Empty values are dropped
 * first (they are never sent), so an optional field left blank is valid and a required one is `required`.
 */
export function validationErrors<T, S>(
  struct: Struct<T, S>,
  values: Record<string, unknown>,
): Partial<Record<string, FieldProblem>> {
  const present = dropEmpty(values)
  const errors: Partial<Record<string, FieldProblem>> = {}
  for (const name of fieldErrors(struct, present)) {
    errors[name] = name in present ? 'invalid' : 'required'
  }
  return errors
}
