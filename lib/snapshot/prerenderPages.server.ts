import type { Locale } from '../i18n/locales'
import { locales } from '../i18n/locales'
import { rosterCardsPaths } from '../roster/rosterCards'
import { screenNames, screens, urlFor } from '../routes'
import { htmlFile } from '../routes/pageFiles'
import { profileShellPaths } from '../routes/profileShell'
import { pageRoutes } from '../routes/screens'
import type { Snapshot } from './readSnapshot.server'

/**
 * A page of the static site (`npm run build`, scripts/prerender.ts): the URL Vike renders, the status it
 * must answer and the file its HTML goes to under dist/client. Pages are HTML only (renderer/+config.ts):
 * nothing else is written per page, so a talent costs its two profiles (its comp card is part of each).
 */
export type PrerenderPage = {
  url: string
  file: string
  status: 200 | 404
}

const page = (url: string): PrerenderPage => ({ url, file: htmlFile(url), status: 200 })

/** A URL no route matches, in a language: Vike renders the error page as a 404 (renderer/+onBeforeRoute). */
const notFound = (locale: Locale): PrerenderPage => ({
  url: locale === 'en' ? '/en/__not-found' : '/__not-found',
  // Cloudflare serves the nearest 404.html up the tree: `404.html` (also for unknown prefixes), `en/404.html`.
  file: locale === 'en' ? 'en/404.html' : '404.html',
  status: 404,
})

type Data = Pick<Snapshot, 'talents' | 'posts'>

/**
 * Every page of the site, once, at its canonical URL in both languages: what each screen's entry in the
 * screen table (lib/routes/screens, `pages`) lists. `talentPages` are the profiles (each holds its
 * talent's comp card); `sharedPages` everything else, including the profile shells (the Worker serves them for
 * talents newer than the build), the 404 page of each language and the roster cards pages (the build turns
 * them into the Worker's cards files: scripts/rosterCardsFile.ts).
 */
export function prerenderPages(data: Data): { sharedPages: PrerenderPage[]; talentPages: PrerenderPage[] } {
  const pagesOf = (perTalent: boolean) =>
    locales.flatMap((locale) =>
      screenNames
        .filter((screen) => (screens[screen].pages.perTalent ?? false) === perTalent)
        .flatMap((screen) => pageRoutes(screen, data, locale).map((route) => page(urlFor(route, locale)))),
    )
  const sharedPages = [
    ...pagesOf(false),
    ...locales.flatMap((locale) => [
      page(profileShellPaths[locale]),
      notFound(locale),
      page(rosterCardsPaths[locale]),
    ]),
  ]
  return { sharedPages, talentPages: pagesOf(true) }
}
