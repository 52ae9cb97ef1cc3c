import type { Context } from 'hono'
import { create } from 'superstruct'
import type { Category } from '../lib/categories'
import type { Locale } from '../lib/i18n/locales'
import { liveSignature } from '../lib/live/liveSignature'
import { pageData } from '../lib/live/pageData'
import { withBuiltTraits } from '../lib/roster/builtTraits'
import { fillCard } from '../lib/roster/cardTemplate'
import { cardOf, filterRoster, noFilters, type RosterTalent } from '../lib/roster/filterTalents'
import { type RosterCard, RosterCardsFile, rosterCardsAsset } from '../lib/roster/rosterCards'
import { morePageHref } from '../lib/roster/rosterMarks'
import {
  clearParam,
  pageOf,
  pageParam,
  rosterAddress,
  rosterQueryOf,
  rosterSearch,
} from '../lib/roster/rosterQuery'
import type { TalentSummary } from '../lib/schemas/snapshot'
import { limits } from '../lib/site'
import { liveRoster } from './live'
import { rewrite } from './rosterRewrite'
import { builtRoster } from './snapshot'
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

/** The roster keys of a query: one of them present makes the Worker answer the address in its canonical form. */
const rosterKeys = [
  'q',
  'gender',
  'letter',
  'height',
  'minHeight',
  'maxHeight',
  'hair',
  'eyes',
  clearParam,
  pageParam,
]

/**
 * The live roster when it differs from the build (a talent added, changed or removed in the CMS since; its
 * last good copy when the CMS fails: lib/live/pageData.ts), else null: the built cards are the answer.
 * Worked out once per live answer (the body is the memo's key).
 */
let lastLive: { body: string; list: TalentSummary[] | null } | undefined
const builtSig = liveSignature(builtRoster)

async function changedRoster(c: Context<AppEnv>): Promise<TalentSummary[] | null> {
  let entry: Awaited<ReturnType<typeof liveRoster>>
  try {
    entry = await liveRoster(c)
  } catch (e) {
    console.error(`roster: live list: ${String(e)}`)
    return null
  }
  if (entry.state !== 'live' && entry.state !== 'stale') return null
  if (lastLive?.body !== entry.body) {
    const { value } = pageData(entry, builtSig)
    lastLive = { body: entry.body, list: Array.isArray(value) ? (value as TalentSummary[]) : null }
  }
  return lastLive.list
}

const sameCard = (a: RosterTalent, b: RosterTalent) => JSON.stringify(cardOf(a)) === JSON.stringify(cardOf(b))

/**
 * The live roster as cards: a talent the build rendered as it still is keeps its built card (and its traits
 * for the height, hair and eye filters); one added or changed since gets the card template filled
 * (lib/roster/cardTemplate), with the built traits when the build knew the talent (lib/roster/builtTraits).
 */
function liveCards(live: readonly TalentSummary[], file: RosterCardsFile, locale: Locale): RosterCard[] {
  const built = new Map(file.talents.map((t) => [t.id, t]))
  return withBuiltTraits(live.map(cardOf), file.talents).map((t) => {
    const known = built.get(t.id)
    if (known && sameCard(known, t)) return known
    return { ...t, card: fillCard(file.template, t, locale) } as RosterCard
  })
}

/**
 * Every talent of the site as its card in `locale`: the live roster's when it differs from the build, else
 * the built cards; null when the cards file cannot be read. Also read by the favorites page of a shared link
 * (functions/favoritesPage.ts).
 */
export async function siteCards(c: Context<AppEnv>, locale: Locale): Promise<RosterCard[] | null> {
  let cards: Awaited<ReturnType<typeof cardsFile>>
  try {
    cards = await cardsFile(c, locale)
  } catch (e) {
    console.error(`roster cards: ${String(e)}`) // tried again on the next request
    return null
  }
  const live = await changedRoster(c)
  return live === null ? cards.file.talents : liveCards(live, cards.file, locale)
}

/**
 * The roster page of `url` as the Worker answers it: the prerendered page, unless the address carries filters
 * or a page (`?page=2`), or the CMS changed since the build; then the page with the right cards in place:
 * the matches of the filters in the live roster (else the built one), as many as the page shows (20 per
 * page). An address not in its canonical form (what the roster's form sends: every field, the last value of a
 * name winning) is redirected to it, so the address a visitor shares is the short one. When the cards file
 * cannot be read, the page as built.
 */
export async function rosterPage(
  c: Context<AppEnv>,
  url: URL,
  locale: Locale,
  category: Category | null,
): Promise<Response> {
  const params = url.searchParams
  const query = rosterQueryOf(params)
  const pageNumber = pageOf(params)
  const canonical = rosterAddress(query, pageNumber)
  // Compared as parsed parameters: `?q=Ana%20Lima` and `?q=Ana+Lima` are the same address, not a redirect.
  const differs = params.toString() !== new URLSearchParams(canonical).toString()
  if (differs && rosterKeys.some((key) => params.has(key))) {
    return c.redirect(`${url.pathname}${canonical}`, 302)
  }
  const search = rosterSearch(query)
  const live = await changedRoster(c)
  if (search === '' && pageNumber === 1 && live === null) return c.env.ASSETS.fetch(c.req.raw)
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
  // Same freshness as the page it is made of; a validator of its own, for the page, the cards, the live
  // roster and the address.
  headers.delete('content-length')
  const liveSig = live === null ? '' : liveSignature(live)
  const etag = `W/"${liveSignature([page.headers.get('etag'), cards.etag, liveSig, url.pathname, canonical])}"`
  headers.set('ETag', etag)
  if (c.req.header('if-none-match') === etag) {
    await page.body?.cancel()
    return new Response(null, { status: 304, headers })
  }
  const talents = live === null ? cards.file.talents : liveCards(live, cards.file, locale)
  const route = { ...query, category }
  const { matches, letters } = filterRoster(talents, route)
  const shown = matches.slice(0, limits.rosterStep * pageNumber)
  const none = { ...noFilters, category }
  const rewritten = rewrite(query, {
    locale,
    matches,
    shown,
    more: morePageHref(query, pageNumber, matches[shown.length]),
    live: live !== null,
    letters: new Set(letters),
    // The letters the island offers before it loads the full list: those of this roster.
    routeLetters: {
      all: filterRoster(talents, none).letters,
      woman: filterRoster(talents, { ...none, gender: 'woman' }).letters,
      man: filterRoster(talents, { ...none, gender: 'man' }).letters,
    },
    searchLine: cards.file.search[category ?? 'all'],
    empty: cards.file.empty,
  }).transform(page)
  return new Response(rewritten.body, { status: page.status, headers })
}
