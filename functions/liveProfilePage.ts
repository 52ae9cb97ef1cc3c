import type { Context } from 'hono'
import { mask } from 'superstruct'
import type { Locale } from '../lib/i18n/locales'
import { createTranslator } from '../lib/i18n/translator'
import { islandAttr } from '../lib/islands/islandAttr'
import { liveSignature } from '../lib/live/liveSignature'
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
import type { AppEnv } from './types'

// A built talent's profile page with the CMS's data as it is now (issue 29: live data in the HTML, not by
// waking React). The Worker runs first for profile paths: it reads the live profile (edge-cached, within
// the visitor budget: functions/live.ts) and, when its signature differs from the one the build wrote into
// the page's island, streams the prerendered page through HTMLRewriter with the live name, measurements,
// summary line and galleries, written by the same markup functions the page renders them with
// (lib/profile/profileMarkup). The island is marked as rewritten, with the live profile as its props
// (`islandAttr.edge`: it renders afresh when it wakes, components/islands/hydrate.tsx), and its live
// signature is the live one, so the page's first script finds nothing changed and wakes nothing. A page
// whose galleries changed in kind (a first video, the digitals gone) has panels the rewrite does not make:
// its island wakes at load instead (`load`), with the live profile. The comp card, the page's title and its JSON-LD stay as built
// until the next build.

/** The island's wake rule as the build wrote it (components/islands/wake.ts). */
type Wake = { live?: { url: string; sig: string }; load?: boolean } & Record<string, unknown>

/** What the rewrite needs of the live profile: it and its signature, or null to leave the page as built. */
type Live = { profile: Profile; sig: string } | null

/** The live profile of `id` when the Worker has it fresh (not a stale copy, not a failure), else null. */
async function readLive(c: Context<AppEnv>, id: number): Promise<Live> {
  const entry = await liveProfile(c, id)
  if (entry.state !== 'live') return null
  try {
    const body: unknown = JSON.parse(entry.body)
    // The signature the page's first script computes over the same answer (components/islands/boot.ts).
    return { profile: mask(body, Profile), sig: liveSignature(body) }
  } catch (error) {
    console.error(`profile ${id}: live answer unreadable: ${String(error)}`)
    return null
  }
}

/**
 * The prerendered profile `page` of talent `id`, with the live profile written into it when that differs
 * from the build; the page as it is when the two agree or when the live profile cannot be read fresh (the
 * page's first script then checks, as before). The page streams at once: the head (stylesheets, preloads)
 * goes out while the live profile is read, and the rewrite waits for it at the island's element.
 */
export function liveProfilePage(c: Context<AppEnv>, page: Response, id: number, locale: Locale): Response {
  if (!page.ok || !(page.headers.get('content-type') ?? '').includes('text/html')) return page
  const live = readLive(c, id).catch((error: unknown) => {
    console.error(`profile ${id}: live read failed: ${String(error)}`)
    return null
  })
  const headers = new Headers(page.headers)
  headers.delete('content-length')
  // What it carries depends on the live data too: no validator of the built file alone.
  headers.delete('etag')
  return new Response(rewrite(live, locale).transform(page).body, { status: page.status, headers })
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

/** The rewrite of a profile page for a live profile; a no-op when the page was built from the same data. */
function rewrite(reading: Promise<Live>, locale: Locale): HTMLRewriter {
  const t = createTranslator(locale)
  // Set at the island's element, which comes before everything the rewrite changes.
  let live: Profile = undefined as unknown as Profile
  let name = ''
  let kinds: BookKind[] = []
  let changed = false
  // The gallery panel being streamed (the strips and arrows inside it are its).
  let kind: BookKind | null = null
  const rewritable = () => changed && kind !== null && kinds.includes(kind)
  return new HTMLRewriter()
    .on(`[${islandAttr.name}="profile"]`, {
      element: async (el) => {
        const found = await reading
        if (!found) return
        const { sig } = found
        live = found.profile
        name = displayName(live.name)
        kinds = bookKinds(live)
        let wake: Wake
        let built: Profile | undefined
        try {
          wake = JSON.parse(attributeValue(el.getAttribute(islandAttr.wake)) || '{}') as Wake
          built = (JSON.parse(attributeValue(el.getAttribute(islandAttr.props)) || '{}') as Serialized).props
            ?.profile
        } catch {
          return
        }
        if (!wake.live || !built || wake.live.sig === sig) return
        changed = true
        el.setAttribute(islandAttr.edge, encodeURIComponent(JSON.stringify({ profile: live })))
        const builtKinds = bookKinds(built)
        const sameKinds = builtKinds.length === kinds.length && kinds.every((k) => builtKinds.includes(k))
        // Panels the page lacks (or holds in excess) are the island's to render: it wakes at load.
        const next: Wake = { ...wake, live: { ...wake.live, sig }, ...(sameKinds ? {} : { load: true }) }
        // Its quotes are escaped by HTMLRewriter (tests/profile/live.spec.ts reads it back in workerd's).
        el.setAttribute(islandAttr.wake, JSON.stringify(next))
      },
    })
    .on('.profile__name', {
      element: (el) => {
        if (!changed) return
        el.setInnerContent(name)
        el.setAttribute('data-fit', nameFit(name))
      },
    })
    .on('.profile__summary', {
      element: (el) => {
        if (changed) el.setInnerContent(summaryText(live.gender, live.measurements, t))
      },
    })
    .on('.profile .measurements__list', {
      element: (el) => {
        if (!changed) return
        const items = measurementItemsHtml(live.gender, live.measurements, locale, t)
        el.setInnerContent(items, { html: true })
      },
    })
    .on('.book__panel', {
      element: (el) => {
        kind = el.getAttribute('data-kind') as BookKind | null
      },
    })
    .on('.book__panel .strip', {
      element: (el) => {
        if (!rewritable() || !kind) return
        el.setInnerContent(stripItemsHtml(live, kind, name, t, { first: kind === kinds[0] }), { html: true })
      },
    })
    .on('.book__panel .strip__arrow', {
      element: (el) => {
        // The previous photo of the first is the last (a loop); the next is the second, whatever the count.
        if (!rewritable() || !kind || (el.getAttribute('href') ?? '').endsWith('-2')) return
        el.setAttribute('href', `#${bookAnchors[kind]}-${bookCount(live, kind)}`)
      },
    })
}
