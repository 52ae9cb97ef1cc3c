import type { FormApi, SubmissionErrors } from 'final-form'
import type { FormEvent, RefObject } from 'react'
import type { Phase } from './useSubmission'

/**
 * Moves focus to the first flagged control of a form, in document order, so a visitor who sent an
 * invalid form lands where the problem is (and hears its error text). A radio group or file picker is
 * focused through its first input.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, names: readonly string[]): void {
  if (!form || names.length === 0) return
  const wanted = new Set(names)
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name
    if (name && wanted.has(name) && element instanceof HTMLElement) {
      element.focus()
      return
    }
  }
}

/**
 * The `<form onSubmit>` of the Worker forms: sends through final-form unless a send is under way, then
 * focuses the first field at fault: every flagged one when final-form found the form invalid (and did not
 * send), else the ones the Worker's 422 named, if any.
 */
export function sendAndFocus<Values>(
  phase: Phase,
  formElement: RefObject<HTMLFormElement | null>,
  handleSubmit: () => Promise<SubmissionErrors | undefined> | undefined,
  form: FormApi<Values>,
) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (phase !== 'idle') return
    const errors = await handleSubmit()
    const state = form.getState()
    const names = state.hasValidationErrors ? Object.keys(state.errors ?? {}) : Object.keys(errors ?? {})
    focusFirstInvalid(formElement.current, names)
  }
}
