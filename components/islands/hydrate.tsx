import {
  type ComponentType,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useState,
} from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { type PageInfo, PageInfoContext } from '../../lib/i18n/pageInfo'
import { reportRecoverableError } from '../../renderer/reportRecoverableError'
import { type IslandName, islandAttr, islands } from './islands'
import { islandState } from './wake'

type Serialized = { props: Record<string, unknown>; page: PageInfo }

/**
 * Calls `done` once React has committed the island and run its effects, in the task that commits it.
 * React runs a transition's effects in a later task, and a key pressed in between would reach a field
 * React already controls while the island's state does not know it yet: the field's subscription to its
 * form (react-final-form) is one of those effects, so React would write the field's old value back over
 * what was typed (issue 39: a phone arrived without its last digits). A state set at the commit (a layout
 * effect) is rendered at once, and React runs a commit's pending effects before any new render: so the
 * island's effects run before the task ends, and no key can land between (docs/decisions/0064).
 */
function Hydrated({ page, done, children }: { page: PageInfo; done: () => void; children: ReactNode }) {
  const [, setCommitted] = useState(false)
  useLayoutEffect(() => setCommitted(true), [])
  // Once: `done` is the same function for the island's whole life.
  useEffect(done, [done])
  return <PageInfoContext value={page}>{children}</PageInfoContext>
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * What the visitor chose or checked in the island before React arrived, handed to React once it runs
 * (React keeps what a field shows when it hydrates, but its state still holds what the server rendered).
 * Nothing is touched before hydration (the field keeps what the visitor sees, and hydration compares
 * attributes, not these properties). After it, in the task that commits the island (`Hydrated`: nothing
 * the visitor does can land between): each changed checkbox or radio is set back to what the server
 * rendered, then clicked, so React's onChange sees the change, as for any click. Typed text and a chosen
 * option are the exception: a text field or a select React hydrated adopts what it holds itself, which
 * also covers a choice made while React hydrated, whose event React may drop (components/islands/
 * useEarlyValue; docs/decisions/0073). So is a file input: it is emptied before hydration and its files
 * given back after (a script cannot set a file input's value). An island React renders afresh
 * (createRoot: the Worker rewrote it) has new fields: a value, text included, goes to the new field of the
 * same form and `name` the way a visitor's input sets it (the DOM's own setter and an input or change
 * event), and to none when there is no such field.
 */
function takeEarlyInput(island: HTMLElement): () => void {
  const handovers: (() => void)[] = []
  for (const field of island.querySelectorAll<Field>('input, textarea, select')) {
    const now = <F extends Field>(f: F): F | null => {
      if (f.isConnected) return f
      if (!f.name) return null
      const same = island.querySelectorAll<Field>(`[name="${CSS.escape(f.name)}"]`)
      return ([...same].find((n) => n.type === f.type && n.value === f.value) ?? same[0] ?? null) as F | null
    }
    if (field instanceof HTMLSelectElement) {
      const chosen = field.value
      const initial = [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value
      if (initial === undefined || chosen === initial) continue
      handovers.push(() => {
        const select = now(field)
        // A select React hydrated adopts its choice itself (useEarlyValue): only a new one gets it here.
        if (!select || select === field) return
        select.value = initial
        setValue(select, chosen, 'change')
      })
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue
      handovers.push(() => {
        const box = now(field)
        if (!box) return
        box.checked = field.defaultChecked
        box.click()
      })
    } else if (field instanceof HTMLInputElement && field.type === 'file') {
      if (!field.files || field.files.length === 0) continue
      // A copy (the input's own list empties with it); emptied now, so React sees the change.
      const chosen = new DataTransfer()
      for (const file of field.files) chosen.items.add(file)
      field.value = ''
      handovers.push(() => {
        const input = now(field)
        if (!input) return
        input.files = chosen.files
        input.dispatchEvent(new Event('change', { bubbles: true }))
      })
    } else if (field.value !== field.defaultValue) {
      handovers.push(() => {
        const input = now(field)
        // A text field React hydrated is its island's: the island adopts what it holds, without writing
        // over it (useEarlyValue). Only a new field (an island rendered afresh) gets the text here.
        if (!input || input === field) return
        input.value = input.defaultValue
        setValue(input, field.value, 'input')
      })
    }
  }
  return () => {
    for (const handover of handovers) handover()
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
 * Worker rewrote (`islandAttr.edge`: a roster opened with filters, functions/rosterPage.ts) is no render
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
  const giveEarlyInput = takeEarlyInput(island)
  const fresh = edge !== null
  // From here React has the island's events (while it hydrates, it hydrates a clicked control first and
  // hands it the click): the page's first script leaves its hearts to React (components/islands/shell.ts).
  if (!fresh) island.setAttribute(islandAttr.state, islandState.hydrating)
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
  giveEarlyInput()
}
