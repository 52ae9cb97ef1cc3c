import type { FieldSubscription } from 'final-form'
import type { FieldMetaState } from 'react-final-form'
import { birthdateMessage } from '../../lib/forms/birthdate'
import type { DottedKey, Translator } from '../../lib/i18n/translator'
import type { FieldProblem } from './validationErrors'

/** What the Worker's 422 names a field with (see useSubmission): shown like a validation error. */
export const serverInvalid = 'server'

/** What a field re-renders on: its value and what `isFlagged` and `errorText` read. */
export const fieldSubscription: FieldSubscription = {
  value: true,
  error: true,
  touched: true,
  submitFailed: true,
  submitError: true,
  dirtySinceLastSubmit: true,
}

/**
 * Whether a field shows its error: a validation error once the field was left or a send was tried, or
 * the Worker's verdict until the visitor edits the field again.
 */
export function isFlagged(meta: FieldMetaState): boolean {
  if (meta.submitError && !meta.dirtySinceLastSubmit) return true
  return Boolean(meta.error && (meta.touched || meta.submitFailed))
}

/** Messages of the `invalid` problem that say what a valid value looks like. */
const invalidMessages: Partial<Record<string, DottedKey>> = {
  email: 'forms.invalidEmail',
  phone: 'forms.invalidPhone',
}

/**
 * The screen-reader text of a flagged field (the visible cue is the error style alone, DESIGN.md
 * "Forms"): `E-mail: campo obrigatório`, or how to fix a wrong value; a birth date says which of its rules
 * the `value` breaks (a format, a future or an implausibly old date: lib/forms/birthdate).
 */
export function errorText(
  t: Translator,
  name: string,
  label: string,
  meta: FieldMetaState,
  value = '',
): string {
  const problem: FieldProblem | typeof serverInvalid =
    meta.submitError && !meta.dirtySinceLastSubmit ? serverInvalid : (meta.error as FieldProblem)
  if (problem === 'required') return t('forms.required', { field: label })
  if (name === 'birthdate') return birthdateMessage(t, value, new Date()) ?? t('forms.invalidBirthdate')
  const specific = invalidMessages[name]
  return specific ? t(specific) : t('forms.invalid', { field: label })
}
