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
 * runs. Nothing is touched before hydration (the field keeps what the visitor sees, and hydration compares
 * attributes, not these properties). After it, in one task (no frame in between): each changed field is set
 * back to what the server rendered through its own setter, which React's value tracking watches, then to
 * the visitor's value the way a visitor would (the native setter and an input or change event, or a click
 * for a checkbox or radio), so React's onChange sees the change. A file input is the exception: it is
 * emptied before hydration and its files given back after (a script cannot set a file input's value).
 * An island rendered afresh (not hydrated) has new fields: each value goes to the field at the same place.
 */
function takeEarlyInput(island: HTMLElement): () => void {
  const replays: (() => void)[] = []
  const fields = 'input, textarea, select'
  for (const [index, field] of island.querySelectorAll<Field>(fields).entries()) {
    const now = <F extends Field>(f: F): F =>
      f.isConnected ? f : ((island.querySelectorAll<Field>(fields)[index] as F | undefined) ?? f)
    if (field instanceof HTMLSelectElement) {
      const chosen = field.value
      const initial = [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value
      if (initial === undefined || chosen === initial) continue
      replays.push(() => {
        const select = now(field)
        select.value = initial
        setValue(select, chosen, 'change')
      })
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue
      replays.push(() => {
        const box = now(field)
        box.checked = field.defaultChecked
        box.click()
      })
    } else if (field instanceof HTMLInputElement && field.type === 'file') {
      if (!field.files || field.files.length === 0) continue
      // A copy (the input's own list empties with it); emptied now, so React's tracking sees the change.
      const chosen = new DataTransfer()
      for (const file of field.files) chosen.items.add(file)
      field.value = ''
      replays.push(() => {
        const input = now(field)
        input.files = chosen.files
        input.dispatchEvent(new Event('change', { bubbles: true }))
      })
    } else if (field.value !== field.defaultValue) {
      const typed = field.value
      replays.push(() => {
        const input = now(field)
        input.value = field.defaultValue
        setValue(input, typed, 'input')
      })
    }
  }
  return () => {
    for (const replay of replays) replay()
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
  const replay = takeEarlyInput(island)
  // Slides the first script moved (its autoplay) go back to where the server rendered them.
  for (const wrapper of island.querySelectorAll<HTMLElement>('[data-moved]')) {
    wrapper.removeAttribute('style')
    delete wrapper.dataset.moved
  }
  const fresh = edge !== null
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
  replay()
}
