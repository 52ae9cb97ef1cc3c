import type { Context } from 'hono'
import { create } from 'superstruct'
import type { Category } from '../lib/categories'
import type { Locale } from '../lib/i18n/locales'
import { createTranslator } from '../lib/i18n/translator'
import { islandAttr } from '../lib/islands/islandAttr'
import { liveSignature } from '../lib/live/liveSignature'
import { cardOf, filterRoster } from '../lib/roster/filterTalents'
import { type RosterCard, RosterCardsFile, rosterCardsAsset } from '../lib/roster/rosterCards'
import { filtersSet, letterOff, rosterCount, rosterMarks, selectValues } from '../lib/roster/rosterMarks'
import { parseRosterQuery, type RosterQuery, rosterSearch } from '../lib/roster/rosterQuery'
import type { AppEnv } from './types'

// A roster address with filters (`/en/models?q=ana`, `/modelos/image?gender=woman&hair=blonde`), answered
// with the matching cards in the HTML, so the header search and the filters work with every script blocked.
// The prerendered roster page streams through HTMLRewriter: its grid gets the matching cards (rendered by
// React at build time: lib/roster/rosterCards), the search line and the result count are added, the filters
// the query sets are marked, the header's search box holds the search. The visitor's text only ever goes
// through HTMLRewriter's text and attribute APIs, which escape it. With JavaScript the roster's island,
// marked as rewritten, renders afresh from the same cards (components/islands/hydrate.tsx).

/** Read once per isolate and assets binding (deployed with the Worker). Only settled files are shared. */
const files = new WeakMap<Fetcher, Map<Locale, { file: RosterCardsFile; etag: string }>>()

async function cardsFile(c: Context<AppEnv>, locale: Locale) {
  const assets = c.env.ASSETS
  const known = files.get(assets)?.get(locale)
  if (known) return known
  const res = await assets.fetch(new URL(rosterCardsAsset[locale], c.req.url))
  if (!res.ok) throw new Error(`${rosterCardsAsset[locale]} answered ${res.status}`)
  const file = create(await res.json(), RosterCardsFile)
  const loaded = { file, etag: res.headers.get('etag') ?? '' }
  if (!files.has(assets)) files.set(assets, new Map())
  files.get(assets)?.set(locale, loaded)
  return loaded
}

/**
 * The roster page of `url` with the matches of its filters in place, or null when the address sets no
 * filter (the prerendered page is the answer). When the cards file cannot be read, the page as built
 * (the first cards, no filter: what the page showed before the Worker could do this).
 */
export async function rosterSearchPage(
  c: Context<AppEnv>,
  url: URL,
  locale: Locale,
  category: Category | null,
): Promise<Response | null> {
  const query = parseRosterQuery(Object.fromEntries(url.searchParams))
  const search = rosterSearch(query)
  if (search === '') return null
  const page = await c.env.ASSETS.fetch(new URL(url.pathname, url))
  if (!page.ok) return page
  let cards: Awaited<ReturnType<typeof cardsFile>>
  try {
    cards = await cardsFile(c, locale)
  } catch (e) {
    console.error(`roster search: ${String(e)}`) // tried again on the next request
    return page
  }
  const headers = new Headers(page.headers)
  // Same freshness as the page it is made of; a validator of its own, for the page, the cards and the query.
  headers.delete('content-length')
  const etag = `W/"${liveSignature([page.headers.get('etag'), cards.etag, url.pathname, search])}"`
  headers.set('ETag', etag)
  if (c.req.header('if-none-match') === etag) {
    await page.body?.cancel()
    return new Response(null, { status: 304, headers })
  }
  const { matches, letters } = filterRoster(cards.file.talents, { ...query, category })
  const rewritten = rewrite(query, {
    locale,
    matches,
    letters: new Set(letters),
    searchLine: cards.file.search[category ?? 'all'],
    empty: cards.file.empty,
  }).transform(page)
  return new Response(rewritten.body, { status: page.status, headers })
}

type Found = {
  locale: Locale
  matches: RosterCard[]
  letters: ReadonlySet<string>
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
function rewrite(query: RosterQuery, found: Found): HTMLRewriter {
  const t = createTranslator(found.locale)
  const { matches, letters, searchLine } = found
  const selected = selectValues(query)
  let field: keyof typeof selected | null = null
  return (
    new HTMLRewriter()
      // The header's search box (every page has one) shows the search.
      .on('.search-box input[name="q"]', {
        element: (el) => {
          if (query.q) el.setAttribute('value', query.q)
        },
      })
      .on(mark(islandAttr.name, 'roster'), {
        element: (el) => {
          // Rendered afresh, not hydrated, its list starting from every match the HTML shows.
          el.setAttribute(islandAttr.edge, edgeProps({ first: matches.map(cardOf) }))
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
          if (letterOff(letter, letters, query.letter)) el.setAttribute('disabled', '')
          else el.removeAttribute('disabled')
        },
      })
      .on(mark(rosterMarks.gender), {
        element: (el) => {
          el.setAttribute('aria-pressed', String(query.gender === el.getAttribute(rosterMarks.gender)))
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
          el.setAttribute('aria-disabled', String(!filtersSet(query)))
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
          else el.setInnerContent(matches.map((m) => m.card).join(''), { html: true })
        },
      })
  )
}
