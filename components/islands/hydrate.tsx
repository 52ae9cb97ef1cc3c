import { type ComponentType, type ReactNode, startTransition, useEffect } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { type PageInfo, PageInfoContext } from '../../lib/i18n/pageInfo'
import { reportRecoverableError } from '../../renderer/reportRecoverableError'
import { type IslandName, islandAttr, islands } from './islands'

type Serialized = { props: Record<string, unknown>; page: PageInfo }

/** Calls `done` once React has committed the hydrated island (its effects run after the commit). */
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
 */
function takeEarlyInput(island: HTMLElement): () => void {
  const replays: (() => void)[] = []
  for (const field of island.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const chosen = field.value
      const initial = [...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value
      if (initial === undefined || chosen === initial) continue
      replays.push(() => {
        field.value = initial
        setValue(field, chosen, 'change')
      })
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) continue
      replays.push(() => {
        field.checked = field.defaultChecked
        field.click()
      })
    } else if (field instanceof HTMLInputElement && field.type === 'file') {
      if (!field.files || field.files.length === 0) continue
      // A copy (the input's own list empties with it); emptied now, so React's tracking sees the change.
      const chosen = new DataTransfer()
      for (const file of field.files) chosen.items.add(file)
      field.value = ''
      replays.push(() => {
        field.files = chosen.files
        field.dispatchEvent(new Event('change', { bubbles: true }))
      })
    } else if (field.value !== field.defaultValue) {
      const typed = field.value
      replays.push(() => {
        field.value = field.defaultValue
        setValue(field, typed, 'input')
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
 * (a click elsewhere stays responsive), reporting a mismatch as the rest of the site does.
 */
export async function hydrateIsland(island: HTMLElement): Promise<void> {
  const name = island.getAttribute(islandAttr.name) as IslandName
  const load = islands[name]
  if (!load) throw new Error(`island: unknown island "${name}"`)
  const Component = (await load()) as ComponentType<Record<string, unknown>>
  const { props, page } = JSON.parse(island.getAttribute(islandAttr.props) ?? '{}') as Serialized
  const replay = takeEarlyInput(island)
  // Slides the first script moved (its autoplay) go back to where the server rendered them.
  for (const wrapper of island.querySelectorAll<HTMLElement>('[data-moved]')) {
    wrapper.removeAttribute('style')
    delete wrapper.dataset.moved
  }
  await new Promise<void>((done) => {
    startTransition(() => {
      hydrateRoot(
        island,
        <Hydrated page={page} done={done}>
          <Component {...props} />
        </Hydrated>,
        { onRecoverableError: reportRecoverableError },
      )
    })
  })
  replay()
}
