/** A field of an island: what a visitor types into, chooses from or checks. */
export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/** What a field holds that its HTML does not say: the visitor's input from before the island woke. */
export type EarlyInput =
  | { kind: 'select'; field: HTMLSelectElement; initial: string; chosen: string }
  | { kind: 'check'; field: HTMLInputElement }
  | { kind: 'files'; field: HTMLInputElement; files: FileList }
  | { kind: 'text'; field: HTMLInputElement | HTMLTextAreaElement; value: string }

/** The fields of an island. */
export const islandFields = (island: ParentNode) => island.querySelectorAll<Field>('input, textarea, select')

/**
 * The one rule of "changed before script": what `field` holds that differs from its HTML, or null. A select
 * whose option is not the one its HTML selects (else its first), a checkbox or radio checked otherwise than
 * its HTML says, a file input holding files, a text field whose text is not its HTML's value. The loader
 * wakes an island with any (components/islands/boot.ts), and hands each to React once the island is
 * hydrated (components/islands/hydrate.tsx); docs/decisions/0064, 0073.
 */
export function earlyInput(field: Field): EarlyInput | null {
  if (field instanceof HTMLSelectElement) {
    const initial = ([...field.options].find((o) => o.defaultSelected) ?? field.options[0])?.value
    return initial === undefined || field.value === initial
      ? null
      : { kind: 'select', field, initial, chosen: field.value }
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked === field.defaultChecked ? null : { kind: 'check', field }
  if (field instanceof HTMLInputElement && field.type === 'file')
    return field.files && field.files.length > 0 ? { kind: 'files', field, files: field.files } : null
  return field.value === field.defaultValue ? null : { kind: 'text', field, value: field.value }
}
