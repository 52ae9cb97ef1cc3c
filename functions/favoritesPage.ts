import type { Context } from 'hono'
import { plainRequestMarks, sharedQuery, toFavorite } from '../lib/favorites/sharedRequest'
import type { Locale } from '../lib/i18n/locales'
import { createTranslator } from '../lib/i18n/translator'
import { islandAttr } from '../lib/islands/islandAttr'
import { linkPreview } from '../lib/media/linkPreview'
import { coverPriority, withPriority } from '../lib/roster/cardTemplate'
import type { RosterCard } from '../lib/roster/rosterCards'
import { urlFor } from '../lib/routes'
import { site } from '../lib/site'
import { escapeHtml } from '../lib/text/escapeHtml'
import { whatsappHref, whatsappNumber } from '../lib/whatsapp'
import { siteCards } from './rosterPage'
import { selectionPreviewOf } from './selectionPreview'
import type { AppEnv } from './types'

// A shared favorites link (`/favoritos?ids=1,2,3`, `/en/favorites?ids=…`) answered with its request in the
// HTML, so it is sent with no script (issue 29): the prerendered favorites page holds the request form,
// hidden, with an empty list of cards and an empty hidden `favorites` field (components/favorites/
// RequestForm, `plain`); the Worker streams the page through HTMLRewriter, shows that form, puts in the
// cards of the link's talents (the roster's own cards, lib/roster/rosterCards, live when the CMS changed)
// and the selection as the field's JSON, which `POST /api/favorites` reads as the script sends it. Only
// talents of the site are listed (an id that is none is counted as no longer available). With script, the
// island, marked as rewritten, renders afresh from those talents: the shared list and the visitor's own.

const mark = (name: string) => `[${name}]`

/** The selection as the request carries it: each talent's id and name, as the island names them. */
export const selectionOf = (cards: readonly RosterCard[]) =>
  cards.map((card) => {
    const { id, name } = toFavorite(card)
    return { id, name }
  })

/**
 * The favorites page of `locale` with the request of the talents `ids` in place (status 200), or null when
 * the page or the cards cannot be read (the caller answers the page as built).
 */
export async function favoritesPage(
  c: Context<AppEnv>,
  locale: Locale,
  ids: readonly number[],
): Promise<Response | null> {
  const path = urlFor({ screen: 'favorites' }, locale)
  const [page, cards] = await Promise.all([
    c.env.ASSETS.fetch(new URL(path, c.req.url)),
    siteCards(c, locale),
  ])
  if (!page.ok || cards === null) {
    await page.body?.cancel()
    return null
  }
  const byId = new Map(cards.map((card) => [card.id, card]))
  const shown = ids.flatMap((id) => byId.get(id) ?? [])
  const missing = ids.length - shown.length
  const t = createTranslator(locale)
  // The link's preview shows its talents' faces (functions/selectionPreview.ts), not the site's picture.
  const preview = await selectionPreviewOf(
    c,
    shown.map((card) => card.id),
  )
  const rewritten = new HTMLRewriter()
    .on('meta[property="og:image"]', {
      element: (el) => {
        // On the origin the page names itself with (its canonical's, the build's SITE_URL).
        if (preview)
          el.setAttribute('content', new URL(preview, el.getAttribute('content') ?? c.req.url).href)
      },
    })
    .on('meta[property="og:image:width"]', {
      element: (el) => {
        if (preview) el.setAttribute('content', String(linkPreview.width))
      },
    })
    .on('meta[property="og:image:height"]', {
      element: (el) => {
        if (!preview) return
        el.setAttribute('content', String(linkPreview.height))
        const alt = escapeHtml(t('seo.imageAlt.selection', { site: site.name }))
        el.after(`<meta property="og:image:alt" content="${alt}">`, { html: true })
      },
    })
    .on(`[${islandAttr.name}="favorites"]`, {
      // Its HTML is no render of its props any more: rendered afresh when it wakes, from the talents found
      // here (its request is there from its first render, and what was typed in this one is handed over).
      element: (el) => {
        el.setAttribute(
          islandAttr.edge,
          encodeURIComponent(JSON.stringify({ shared: shown.map(toFavorite) })),
        )
      },
    })
    .on(mark(plainRequestMarks.section), {
      element: (el) => {
        el.removeAttribute('hidden')
      },
    })
    // None of the link's talents is shown any more: the note says so, and there is nothing to request.
    .on(`${mark(plainRequestMarks.section)} form`, {
      element: (el) => {
        if (shown.length === 0) el.remove()
      },
    })
    .on(mark(plainRequestMarks.cards), {
      element: (el) => {
        el.setInnerContent(shown.map((card, i) => withPriority(card.card, coverPriority(i))).join(''), {
          html: true,
        })
      },
    })
    .on(mark(plainRequestMarks.missing), {
      element: (el) => {
        if (missing === 0) return
        el.removeAttribute('hidden')
        el.setInnerContent(t('favorites.missing', { count: missing }))
      },
    })
    .on(mark(plainRequestMarks.selection), {
      element: (el) => {
        el.setAttribute('value', JSON.stringify(selectionOf(shown)))
      },
    })
    // The WhatsApp link's message: the selection's shareable link (the number is the page's, as built).
    .on(mark(plainRequestMarks.whatsapp), {
      element: (el) => {
        const number = whatsappNumber(el.getAttribute('href'))
        if (!number) return
        const url = new URL(
          favoritesAddress(
            locale,
            shown.map((card) => card.id),
          ),
          c.req.url,
        ).href
        el.setAttribute('href', whatsappHref(number, t('whatsapp.selectionText', { site: site.name, url })))
      },
    })
    .transform(page)
  const headers = new Headers(rewritten.headers)
  // Made of the page, the link and the live roster: revalidated each time, no validator of the page alone.
  headers.delete('etag')
  headers.delete('content-length')
  headers.set('Cache-Control', 'no-cache')
  return new Response(rewritten.body, { status: 200, headers })
}

/** The address of the favorites page of `locale` with the request of `ids` (the selection's shareable link). */
export const favoritesAddress = (locale: Locale, ids: readonly number[]) =>
  `${urlFor({ screen: 'favorites' }, locale)}${sharedQuery(ids)}`
