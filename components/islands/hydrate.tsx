import { type ComponentType, type ReactNode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { type PageInfo, PageInfoContext } from '../../lib/i18n/pageInfo'
import { reportRecoverableError } from '../../renderer/reportRecoverableError'
import { type IslandName, islandAttr, islands } from './islands'

type Serialized = { props: Record<string, unknown>; page: PageInfo }

/** Calls `done` once React has committed the island (its effects run after the commit). */
function Hydrated({ page, done, children }: { page: PageInfo; done: () => void; children: ReactNode }) {
  // Once: `done` is the same function for the island's whole life.
  useEffect(done, [done])
  return <PageInfoContext value={page}>{children}</PageInfoContext>
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * What the visitor typed, chose or checked in the island before React arrived, handed to React once it
 * runs (React keeps what a field shows when it hydrates, but its state still holds what the server
 * rendered). Nothing is touched before hydration (the field keeps what the visitor sees, and hydration
 * compares attributes, not these properties). After it, in one task (no frame in between): each changed
 * field is set back to what the server rendered through its `value` property, then to the visitor's value
 * the way a visitor's input sets it (the DOM's own setter and an input or change event, or a click for a
 * checkbox or radio), so React's onChange sees the change, as for any input. A file input is the exception:
 * it is emptied before hydration and its files given back after (a script cannot set a file input's
 * value). An island React renders afresh (createRoot: the Worker rewrote it) has new fields: a value goes
 * to the new field of the same form and `name`, and to none when there is no such field. What changed is
 * read at hand-over, not before the render: a visitor who keeps typing while React renders (a form the
 * Worker wrote, a fresh render replacing it) loses no key typed before the commit, and a field that had the
 * focus when its HTML was replaced gives it to its counterpart, caret at the end.
 */
function takeEarlyInput(island: HTMLElement): () => void {
  const fields = [...island.querySelectorAll<Field>('input, textarea, select')]
  const isField = (el: unknown): el is Field =>
    el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
  let focused: Field | null =
    isField(document.activeElement) && island.contains(document.activeElement) ? document.activeElement : null
  const follow = (event: FocusEvent) => {
    if (isField(event.target)) focused = event.target
  }
  island.addEventListener('focusin', follow)
  const now = <F extends Field>(f: F): F | null => {
    if (f.isConnected) return f
    if (!f.name) return null
    const same = island.querySelectorAll<Field>(`[name="${CSS.escape(f.name)}"]`)
    return ([...same].find((n) => n.type === f.type && n.value === f.value) ?? same[0] ?? null) as F | null
  }
  // What the server rendered, read now: React may write a field's default (its value attribute) as it
  // hydrates, which would hide the visitor's change from a comparison made later.
  const defaults = new Map(fields.map((field) => [field, renderedOf(field)]))
  const files = new Map<HTMLInputElement, FileList>()
  for (const field of fields) {
    if (!(field instanceof HTMLInputElement) || field.type !== 'file') continue
    if (!field.files || field.files.length === 0) continue
    // A copy (the input's own list empties with it); emptied now, so React sees the change.
    const chosen = new DataTransfer()
    for (const file of field.files) chosen.items.add(file)
    field.value = ''
    files.set(field, chosen.files)
  }
  return () => {
    island.removeEventListener('focusin', follow)
    // What changed, read for every field first: handing over one radio changes its group's others.
    const handovers = fields.flatMap(
      (field) => handOver(field, defaults.get(field) ?? '', now, files.get(field as HTMLInputElement)) ?? [],
    )
    for (const run of handovers) run()
    if (focused && !focused.isConnected && document.activeElement === document.body) {
      const next = now(focused)
      next?.focus({ preventScroll: true })
      if (
        next instanceof HTMLTextAreaElement ||
        (next instanceof HTMLInputElement && caretTypes.has(next.type))
      ) {
        next.setSelectionRange(next.value.length, next.value.length)
      }
    }
  }
}

/** The input types with a caret to put back at the end. */
const caretTypes = new Set(['text', 'search', 'tel', 'url', 'password'])

/** What the server rendered in a field: its value, its option chosen, or whether it was checked. */
function renderedOf(field: Field): string | boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value ?? ''
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.defaultChecked
  return field.defaultValue
}

/**
 * One field's hand-over to its React counterpart (itself when hydrated, `now(field)` once replaced), if the
 * visitor changed it from what the server `rendered`.
 */
function handOver(
  field: Field,
  rendered: string | boolean,
  now: <F extends Field>(f: F) => F | null,
  files: FileList | undefined,
): (() => void) | null {
  if (field instanceof HTMLInputElement && field.type === 'file') {
    if (!files) return null
    return () => {
      const input = now(field)
      if (!input) return
      input.files = files
      input.dispatchEvent(new Event('change', { bubbles: true }))
    }
  }
  if (typeof rendered === 'boolean') {
    if (!(field instanceof HTMLInputElement) || field.checked === rendered) return null
    return () => {
      const box = now(field)
      if (!box) return
      box.checked = rendered
      box.click()
    }
  }
  const chosen = field.value
  if (chosen === rendered) return null
  return () => {
    const control = now(field)
    if (!control) return
    control.value = rendered
    setValue(control, chosen, control instanceof HTMLSelectElement ? 'change' : 'input')
  }
}

function setValue(field: Field, value: string, type: 'input' | 'change'): void {
  const proto = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event(type, { bubbles: true }))
}

/** The island's component module, loaded (and cached by the module system) without hydrating it. */
export async function loadIsland(island: HTMLElement): Promise<void> {
  await islands[island.getAttribute(islandAttr.name) as IslandName]?.()
}

/**
 * Hydrates one island: its component with the props and page it was rendered with, inside a transition
 * (a click elsewhere stays responsive), reporting a mismatch as the rest of the site does. An island the
 * Worker rewrote (`islandAttr.edge`: a roster opened with filters, functions/rosterSearch.ts) is no render
 * of its props to hydrate against: React renders it afresh (createRoot) with the props the Worker wrote
 * over them (the very cards the HTML shows), and the HTML is replaced only when that render commits.
 */
export async function hydrateIsland(island: HTMLElement): Promise<void> {
  const name = island.getAttribute(islandAttr.name) as IslandName
  const load = islands[name]
  if (!load) throw new Error(`island: unknown island "${name}"`)
  const Component = (await load()) as ComponentType<Record<string, unknown>>
  const { props: built, page } = JSON.parse(island.getAttribute(islandAttr.props) ?? '{}') as Serialized
  const edge = island.getAttribute(islandAttr.edge)
  const props: Serialized['props'] =
    edge === null ? built : { ...built, ...(JSON.parse(decodeURIComponent(edge)) as Serialized['props']) }
  const handOver = takeEarlyInput(island)
  const fresh = edge !== null
  // From here React has the island's events (while it hydrates, it hydrates a clicked control first and
  // hands it the click): the page's first script leaves its hearts to React (components/islands/shell.ts).
  if (!fresh) island.setAttribute(islandAttr.state, 'hydrating')
  await new Promise<void>((done) => {
    const tree = (
      <Hydrated page={page} done={done}>
        <Component {...props} />
      </Hydrated>
    )
    startTransition(() => {
      if (fresh) createRoot(island, { onRecoverableError: reportRecoverableError }).render(tree)
      else hydrateRoot(island, tree, { onRecoverableError: reportRecoverableError })
    })
  })
  handOver()
}
