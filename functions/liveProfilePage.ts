import type { Context } from 'hono'
import { mask } from 'superstruct'
import type { Locale } from '../lib/i18n/locales'
import { createTranslator } from '../lib/i18n/translator'
import { islandAttr } from '../lib/islands/islandAttr'
import { liveSignature } from '../lib/live/liveSignature'
import { type PageData, pageData } from '../lib/live/pageData'
import { itemHref, markSelector, profileMarks } from '../lib/profile/profileMarks'
import {
  type BookKind,
  bookAnchors,
  bookCount,
  bookKinds,
  measurementItemsHtml,
  stripItemsHtml,
  summaryText,
} from '../lib/profile/profileMarkup'
import { Profile } from '../lib/schemas/snapshot'
import { displayName } from '../lib/text/displayName'
import { nameFit } from '../lib/text/nameFit'
import { liveProfile } from './live'
import type { AppEnv, LiveEntry } from './types'

// A built talent's profile page with the CMS's data as it is now (issue 29: live data in the HTML, not by
// waking React). The Worker runs first for profile paths: it reads the live profile (edge-cached, within
// the visitor budget: functions/live.ts) and applies the one rule of live data in a page
// (lib/live/pageData.ts): when the live profile (or, the CMS failing, its last good copy) differs from
// the one the build wrote into the page's island, it streams the prerendered page through HTMLRewriter with
// the live name, measurements, summary line and galleries, written by the same markup functions the page
// renders them with (lib/profile/profileMarkup). The island is marked as rewritten, with the profile it
// shows and whether that is stale as its props (`islandAttr.edge`: it renders afresh from them when it
// wakes, components/islands/hydrate.tsx, and asks nothing again). A page whose galleries changed in kind (a
// first video, the digitals gone) has panels the rewrite does not make: its island wakes at load instead
// (`load`). A page whose data is not the CMS's of now (a stale copy, or the build's when the CMS failed) is
// marked `data-live="stale"`, as the island renders it. It finds each place by the marks the profile's
// components render (lib/profile/profileMarks), never by a class name. The comp card, the page's title and its JSON-LD stay
// as built until the next build.

/** The island's wake rule as the build wrote it (components/islands/wake.ts). */
type Wake = { load?: boolean } & Record<string, unknown>

/** The live entry of profile `id`; `unavailable` when it cannot be read at all. */
async function readLive(c: Context<AppEnv>, id: number): Promise<LiveEntry> {
  try {
    return await liveProfile(c, id)
  } catch (error) {
    console.error(`profile ${id}: live read failed: ${String(error)}`)
    return { state: 'unavailable' }
  }
}

/**
 * The prerendered profile `page` of talent `id`, with the live profile written into it when that differs
 * from the build, and marked stale when it is not the CMS's of now; the page as it is when the build's is
 * the CMS's. The page streams at once: the head (stylesheets, preloads) goes out while the live profile is
 * read, and the rewrite waits for it at the island's element.
 */
export function liveProfilePage(c: Context<AppEnv>, page: Response, id: number, locale: Locale): Response {
  if (!page.ok || !(page.headers.get('content-type') ?? '').includes('text/html')) return page
  const live = readLive(c, id)
  const headers = new Headers(page.headers)
  headers.delete('content-length')
  // What it carries depends on the live data too: no validator of the built file alone.
  headers.delete('etag')
  return new Response(rewrite(live, id, locale).transform(page).body, { status: page.status, headers })
}

/**
 * An attribute's value as the browser reads it: HTMLRewriter gives it as written, with the entities React
 * escaped it with (`&quot;`, `&#x27;`, `&lt;`, `&gt;`, `&amp;`).
 */
function attributeValue(raw: string | null): string {
  return (raw ?? '').replace(/&(quot|#x27|#39|lt|gt|amp);/g, (_, e: string) =>
    e === 'quot' ? '"' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'amp' ? '&' : "'",
  )
}

/** The island's serialized props as the build wrote them (components/islands/Island.tsx). */
type Serialized = { props?: { profile?: Profile } }

/** The rewrite of a profile page for a live entry; a no-op when the page was built from the same data. */
function rewrite(reading: Promise<LiveEntry>, id: number, locale: Locale): HTMLRewriter {
  const t = createTranslator(locale)
  // Set at the island's element, which comes before everything the rewrite changes.
  let live: Profile = undefined as unknown as Profile
  let name = ''
  let kinds: BookKind[] = []
  let changed = false
  let stale = false
  // The gallery panel being streamed (the strips and arrows inside it are its).
  let kind: BookKind | null = null
  const rewritable = () => changed && kind !== null && kinds.includes(kind)
  return new HTMLRewriter()
    .on(`[${islandAttr.name}="profile"]`, {
      element: async (el) => {
        const entry = await reading
        let wake: Wake
        let built: Profile | undefined
        try {
          wake = JSON.parse(attributeValue(el.getAttribute(islandAttr.wake)) || '{}') as Wake
          built = (JSON.parse(attributeValue(el.getAttribute(islandAttr.props)) || '{}') as Serialized).props
            ?.profile
        } catch {
          return
        }
        if (!built) return
        let data: PageData
        try {
          data = pageData(entry, liveSignature(built))
          if (data.value !== null) live = mask(data.value, Profile)
        } catch (error) {
          console.error(`profile ${id}: live answer unreadable: ${String(error)}`)
          data = { value: null, stale: true }
        }
        stale = data.stale
        changed = data.value !== null
        if (!changed && !stale) return
        if (!changed) live = built
        name = displayName(live.name)
        kinds = bookKinds(live)
        el.setAttribute(islandAttr.edge, encodeURIComponent(JSON.stringify({ profile: live, stale })))
        const builtKinds = bookKinds(built)
        const sameKinds = builtKinds.length === kinds.length && kinds.every((k) => builtKinds.includes(k))
        // Panels the page lacks (or holds in excess) are the island's to render: it wakes at load.
        if (!sameKinds) el.setAttribute(islandAttr.wake, JSON.stringify({ ...wake, load: true }))
      },
    })
    .on(markSelector(profileMarks.profile), {
      element: (el) => {
        if (stale) el.setAttribute(profileMarks.live, 'stale')
      },
    })
    .on(markSelector(profileMarks.name), {
      element: (el) => {
        if (!changed) return
        el.setInnerContent(name)
        el.setAttribute('data-fit', nameFit(name))
      },
    })
    .on(markSelector(profileMarks.summary), {
      element: (el) => {
        if (changed) el.setInnerContent(summaryText(live.gender, live.measurements, t))
      },
    })
    .on(markSelector(profileMarks.measurements), {
      element: (el) => {
        if (!changed) return
        const items = measurementItemsHtml(live.gender, live.measurements, locale, t)
        el.setInnerContent(items, { html: true })
      },
    })
    .on(markSelector(profileMarks.panel), {
      element: (el) => {
        kind = el.getAttribute(profileMarks.panel) as BookKind | null
      },
    })
    .on(markSelector(profileMarks.strip), {
      element: (el) => {
        if (!rewritable() || !kind) return
        el.setInnerContent(stripItemsHtml(live, kind, name, t, { first: kind === kinds[0] }), { html: true })
      },
    })
    .on(markSelector(profileMarks.previous), {
      element: (el) => {
        // The previous photo of the first is the last (a loop); the next is the second, whatever the count.
        if (!rewritable() || !kind) return
        el.setAttribute('href', itemHref(bookAnchors[kind], bookCount(live, kind)))
      },
    })
}
