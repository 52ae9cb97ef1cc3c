import { rosterMarks } from '../../lib/roster/rosterMarks'

// An island the Worker rewrote (a filtered address, a page, a roster changed since the build) is rendered
// afresh when it wakes, not hydrated (components/islands/hydrate.tsx): its HTML is replaced, and with it the
// element the visitor focused to wake it (a select, a letter, a card). What had the focus is remembered here
// by what it is (its filter mark, its link, its card's favorite button), from the moment this module loads
// (the island begins to wake) to the first render, which puts the focus back on its new counterpart.

const marked = [
  rosterMarks.letter,
  rosterMarks.gender,
  rosterMarks.select,
  rosterMarks.reset,
  rosterMarks.kept,
] as const

type Focused = { selector: string }

function focusedOf(el: Element | null): Focused | null {
  if (!(el instanceof HTMLElement) || !el.closest('[data-roster]')) return null
  for (const attr of marked) {
    const value = el.getAttribute(attr)
    if (value !== null) return { selector: `[${attr}="${CSS.escape(value)}"]` }
  }
  const item = el.closest('li[id]')?.id
  if (item && el.matches('.favorite-button')) return { selector: `#${CSS.escape(item)} .favorite-button` }
  if (item && el.matches('a[href]')) return { selector: `#${CSS.escape(item)} a[href]` }
  if (el.tagName === 'SUMMARY') return { selector: '[data-roster] summary' }
  if (el.matches('button.roster-filters__apply'))
    return { selector: '[data-roster] button.roster-filters__apply' }
  return null
}

let last: Focused | null = null
const onFocus = (event: FocusEvent) => {
  last = focusedOf(event.target as Element | null)
}
if (typeof document !== 'undefined') {
  last = focusedOf(document.activeElement)
  document.addEventListener('focusin', onFocus, true)
}

/**
 * After the roster's first render in the browser: when the focus was lost with the HTML it replaced, back
 * on the same control. Once.
 */
export function restoreFocus(root: HTMLElement | null): void {
  document.removeEventListener('focusin', onFocus, true)
  const target = last
  last = null
  if (!root || !target) return
  const active = document.activeElement
  if (active && active !== document.body && root.contains(active)) return
  if (active && active !== document.body) return
  root.querySelector<HTMLElement>(target.selector)?.focus({ preventScroll: true })
}
