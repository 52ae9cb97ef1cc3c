import { type RefObject, useEffect } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement

/**
 * What the visitor typed into a field before its island woke becomes the field's value, and nothing is
 * written over it (docs/decisions/0064). React hydrates the field as it is, but the form's state starts
 * from the server's value; once the field is subscribed to its form (useField's own effect, which runs
 * before this one), the text the element holds goes through the field's `onChange` (its `parse` applies:
 * the birthdate's mask), so the first render after hydration shows that very text, caret and all.
 */
export function useTypedValue(
  element: RefObject<Field | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island wakes; then React owns the field
  useEffect(() => {
    const typed = element.current?.value
    if (typed !== undefined && typed !== value) onChange(typed)
  }, [])
}
