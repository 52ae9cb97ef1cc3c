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
