import type { Context } from 'hono'
import { Hono } from 'hono'
import { is } from 'superstruct'
import { idsParam, parseIds } from '../../lib/favorites/sharedRequest'
import type { Locale } from '../../lib/i18n/locales'
import { resolvePath } from '../../lib/routes'
import { profileShellPaths } from '../../lib/routes/profileShell'
import { compCardUrl, TalentRef, talentPath } from '../../lib/routes/talentRoute'
import { favoritesPage } from '../favoritesPage'
import { liveProfile } from '../live'
import { liveProfilePage } from '../liveProfilePage'
import { rosterPage } from '../rosterPage'
import { builtTalents } from '../snapshot'
import type { AppEnv } from '../types'

const assetUrl = (c: Context<AppEnv>, path: string) => new Request(new URL(path, c.req.url).toString())

/** The prerendered 404 page of a language, with status 404. */
export async function notFoundPage(c: Context<AppEnv>, locale: Locale): Promise<Response> {
  const page = await c.env.ASSETS.fetch(assetUrl(c, locale === 'en' ? '/en/404' : '/404'))
  return new Response(page.body, { status: 404, headers: page.headers })
}

/** The profile shell of a language (pages/models/profile-shell): it loads the talent after hydration. */
async function profileShell(c: Context<AppEnv>, locale: Locale, status: 200 | 503): Promise<Response> {
  const shell = await c.env.ASSETS.fetch(assetUrl(c, profileShellPaths[locale]))
  if (!shell.ok) return notFoundPage(c, locale)
  const headers = new Headers(shell.headers)
  headers.delete('etag') // the answer depends on live data, not on the shell file alone
  headers.set('Cache-Control', 'no-store')
  if (status === 503) headers.set('Retry-After', '30')
  return new Response(shell.body, { status, headers })
}

/**
 * A comp card's old address (`…/comp-card`, a print page of its own until the card became part of the
 * profile page): a 301 to the talent's canonical profile at its card (`#comp-card`, which shows the card,
 * ready to print), so bookmarks keep working; a talent newer than the build has no card (its profile is the
 * shell): the 404 page, as before.
 */
async function compCard(c: Context<AppEnv>, url: URL, locale: Locale, id: number): Promise<Response> {
  const built = builtTalents.get(id)
  if (!built) return notFoundPage(c, locale)
  return c.redirect(compCardUrl(built, locale, url.search), 301)
}

/**
 * The paths the Worker runs first for (wrangler.toml): roster pages (with filters in the address they are
 * answered with the matching cards: functions/rosterPage.ts), the favorites page (a shared link's
 * `?ids=` answered with its request: functions/favoritesPage.ts), profile pages and the other language's
 * segments of them. A canonical URL of a prerendered talent is the asset; a wrong slug, a non-canonical category
 * or a missing slug is a 301 to the canonical URL (the first of mainboard, image, development the talent
 * has); a talent newer than the build but known to the CMS gets the profile shell (200, URL unchanged);
 * anything else the 404 page.
 */
export const pages = new Hono<AppEnv>().get('*', async (c) => {
  const url = new URL(c.req.url)
  let resolution = resolvePath(url.pathname)
  if (resolution.type === 'redirect') {
    // One hop: a profile (or a comp card's old address) under the other language's segments goes straight
    // to its canonical URL.
    const target = resolvePath(resolution.location)
    if (target.type !== 'page' || (target.route.screen !== 'profile' && target.route.screen !== 'compCard')) {
      return c.redirect(`${resolution.location}${url.search}`, 301)
    }
    resolution = target
  }
  if (resolution.type === 'not-found') return notFoundPage(c, resolution.locale)
  const { locale, route } = resolution
  if (route.screen === 'compCard') return compCard(c, url, locale, route.id)
  if (route.screen === 'roster') {
    return rosterPage(c, url, locale, route.category)
  }
  if (route.screen === 'favorites') {
    // A shared link: its talents' cards and the request form in the HTML (functions/favoritesPage.ts).
    const ids = parseIds(url.searchParams.get(idsParam))
    if (ids.length > 0 && c.req.method === 'GET') {
      const page = await favoritesPage(c, locale, ids)
      if (page) return page
    }
  }
  if (route.screen !== 'profile') return c.env.ASSETS.fetch(c.req.raw)

  const built = builtTalents.get(route.id)
  if (built) {
    const canonical = talentPath(built, locale)
    if (url.pathname !== canonical) return c.redirect(`${canonical}${url.search}`, 301)
    // The page as built (not a 304 of it: what it carries depends on the live data too), with the live
    // profile written into it when that differs from the build (functions/liveProfilePage.ts).
    const plain = new Headers(c.req.raw.headers)
    plain.delete('if-none-match')
    plain.delete('if-modified-since')
    const page = await c.env.ASSETS.fetch(new Request(c.req.url, { headers: plain }))
    if (page.status !== 404) return c.req.method === 'GET' ? liveProfilePage(c, page, built.id, locale) : page
    // Listed in the snapshot but not prerendered (a build without it): the live path below.
  }

  // A talent newer than the build: the live lookup (within the visitor budget, its answer cached for the
  // shell's own request of /api/talents/:id that follows).
  const entry = await liveProfile(c, route.id)
  if (entry.state === 'unavailable') return profileShell(c, locale, 503)
  if (entry.state === 'missing') return notFoundPage(c, locale)
  const live: unknown = JSON.parse(entry.body)
  if (!is(live, TalentRef)) return notFoundPage(c, locale)
  const canonical = talentPath(live, locale)
  if (url.pathname !== canonical) return c.redirect(`${canonical}${url.search}`, 301)
  return profileShell(c, locale, 200)
})
