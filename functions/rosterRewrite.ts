import type { Locale } from '../lib/i18n/locales'
import { createTranslator } from '../lib/i18n/translator'
import { islandAttr } from '../lib/islands/islandAttr'
import { coverPriority, withPriority } from '../lib/roster/cardTemplate'
import { cardOf } from '../lib/roster/filterTalents'
import type { RosterCard } from '../lib/roster/rosterCards'
import {
  filtersOn,
  filtersOnLabel,
  keptValue,
  letterOff,
  rosterCount,
  rosterMarks,
  selectValues,
} from '../lib/roster/rosterMarks'
import { type RosterQuery, rosterSearch } from '../lib/roster/rosterQuery'

// The rewrite of a prerendered roster page for a query (functions/rosterPage.ts finds the cards): the
// grid's cards, the search line, the result count, the filters' state, the paging link and the island's
// props, each through HTMLRewriter's text and attribute APIs, which escape the visitor's text.

export type Found = {
  locale: Locale
  matches: RosterCard[]
  /** The cards the page shows: the first 20 per page. */
  shown: RosterCard[]
  /** The next page's link, null when every match is shown. */
  more: string | null
  /** Whether the cards are the live roster's (it differs from the build): the island's full list is too. */
  live: boolean
  letters: ReadonlySet<string>
  routeLetters: Record<'all' | 'woman' | 'man', string[]>
  searchLine: [string, string] | undefined
  empty: string
}

/**
 * The props the Worker replaces, as `islandAttr.edge` holds them: JSON as a URI component, so no quote,
 * ampersand or angle bracket reaches the attribute, whatever the runtime escapes (components/islands/hydrate).
 */
const edgeProps = (props: Record<string, unknown>) => encodeURIComponent(JSON.stringify(props))

const mark = (name: string, value?: string) => (value === undefined ? `[${name}]` : `[${name}="${value}"]`)

/** The rewrite of a roster page for a query and what it found. */
export function rewrite(query: RosterQuery, found: Found): HTMLRewriter {
  const t = createTranslator(found.locale)
  const { matches, shown, letters, searchLine } = found
  const selected = selectValues(query)
  const on = filtersOn(query)
  let field: keyof typeof selected | null = null
  return (
    new HTMLRewriter()
      // The header's search box (every page has one) shows the search.
      .on(mark(rosterMarks.search), {
        element: (el) => {
          if (query.q) el.setAttribute('value', query.q)
        },
      })
      .on(mark(islandAttr.name, 'roster'), {
        element: (el) => {
          // Rendered afresh, not hydrated, its list starting from every match the HTML shows.
          el.setAttribute(
            islandAttr.edge,
            edgeProps({
              first: shown.map(cardOf),
              total: matches.length,
              nextId: matches[shown.length]?.id ?? null,
              letters: found.routeLetters,
              live: found.live,
              search: rosterSearch(query),
            }),
          )
        },
      })
      .on(mark(rosterMarks.filters), {
        element: (el) => {
          if (!query.q || !searchLine) return
          el.before(searchLine[0], { html: true })
          el.before(query.q)
          el.before(searchLine[1], { html: true })
        },
      })
      .on(mark(rosterMarks.letter), {
        element: (el) => {
          const letter = el.getAttribute(rosterMarks.letter) ?? ''
          el.setAttribute('aria-pressed', String(query.letter === letter))
          // Pressed again, the active letter clears: it sends none.
          el.setAttribute('value', query.letter === letter ? '' : letter)
          if (letterOff(letter, letters, query.letter)) el.setAttribute('disabled', '')
          else el.removeAttribute('disabled')
        },
      })
      .on(mark(rosterMarks.gender), {
        element: (el) => {
          const gender = el.getAttribute(rosterMarks.gender) ?? ''
          el.setAttribute('aria-pressed', String(query.gender === gender))
          el.setAttribute('value', query.gender === gender ? '' : gender)
        },
      })
      .on(mark(rosterMarks.select), {
        element: (el) => {
          field = el.getAttribute(rosterMarks.select) as keyof typeof selected | null
        },
      })
      // Handlers run in document order: an option's select is the one seen last.
      .on(`${mark(rosterMarks.select)} option`, {
        element: (el) => {
          const chosen = field === null ? undefined : selected[field]
          if (chosen === undefined) return
          if ((el.getAttribute('value') ?? '') === chosen) el.setAttribute('selected', '')
          else el.removeAttribute('selected')
        },
      })
      .on(mark(rosterMarks.reset), {
        element: (el) => {
          el.setAttribute('aria-disabled', String(on === 0))
        },
      })
      // The form's hidden fields carry the search and the filters set into the next choice.
      .on(mark(rosterMarks.kept), {
        element: (el) => {
          const value = keptValue(query, el.getAttribute(rosterMarks.kept))
          el.setAttribute('value', value)
          if (value === '') el.setAttribute('disabled', '')
          else el.removeAttribute('disabled')
        },
      })
      .on(mark(rosterMarks.on), {
        element: (el) => {
          el.setInnerContent(filtersOnLabel(t, on))
        },
      })
      .on(mark(rosterMarks.found), {
        element: (el) => {
          el.setInnerContent(rosterCount(t, matches.length))
        },
      })
      .on(`${mark(rosterMarks.more)} a`, {
        element: (el) => {
          if (found.more === null) el.remove()
          else el.setAttribute('href', found.more)
        },
      })
      .on(mark(rosterMarks.count), {
        element: (el) => {
          el.setInnerContent(rosterCount(t, matches.length))
        },
      })
      .on(mark(rosterMarks.grid), {
        element: (el) => {
          if (matches.length === 0) el.replace(found.empty, { html: true })
          // The first row's covers load at once, as the island renders them (the cards file's are lazy).
          else
            el.setInnerContent(shown.map((m, i) => withPriority(m.card, coverPriority(i))).join(''), {
              html: true,
            })
        },
      })
  )
}
