import { type RefObject, useEffect } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * What the visitor typed or chose in a field before its island woke, or while React hydrated it, becomes
 * the field's value, and nothing is written over it (docs/decisions/0064, 0073). React hydrates the field
 * as it is, but the island's state starts from the server's value, and a change event that lands while
 * React hydrates can be dropped (React stops an event whose target it cannot hydrate at once): the element
 * holds the choice and nothing else knows it. Once the field is subscribed to its state (a form field's
 * useField effect runs before this one), the value the element holds goes through `onChange` (a text
 * field's `parse` applies: the birthdate's mask; a roster filter applies the choice), so the first render
 * after hydration shows that very value, caret and all.
 */
export function useEarlyValue(
  element: RefObject<Field | null>,
  value: string,
  onChange: (value: string) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the island wakes; then React owns the field
  useEffect(() => {
    const held = element.current?.value
    if (held !== undefined && held !== value) onChange(held)
  }, [])
}
