import { type Category, canonicalCategory, categoryOrder, isCategory } from '../categories'
import type { Locale } from '../i18n/locales'
import type { DottedKey } from '../i18n/translator'
import type { TalentRef } from './talentRef'

/**
 * The screens of the site: the one place a screen is declared. Each entry says where the screen lives
 * (its section's first path segment per language; none for home), how its parameters map to and from the
 * rest of the path, which pages the build renders for it, and its link in the site menu if it has one.
 * The `Route` type, `urlFor`, `logicalPath`, `resolvePath`, the prerendered page list, the menu and the
 * `_redirects` file are all derived from this table (DESIGN.md, "Adding a screen").
 */

/**
 * A section of the localized route table (spec section 2): its first path segment in each language, and
 * other names of it (`aliases`, in either language) that redirect to the section's own segment.
 * Categories keep their English segment in both languages (`/modelos/image`, `/en/models/image`).
 */
export type Section = Readonly<Record<Locale, string>> & { readonly aliases?: readonly string[] }

/** How a screen's parameters are written after its section's segment, and read back (null: not this screen). */
export type Params<P> = {
  toSegments: (params: P) => string[]
  fromSegments: (rest: readonly string[]) => P | null
}

/** What the build reads to list a screen's pages (lib/snapshot/prerenderPages.server: the snapshot). */
export type BuildData = {
  talents: () => readonly TalentRef[]
  posts: (locale: Locale) => readonly { slug: string }[]
}

/**
 * The pages the build renders for a screen in a language: the parameters of each, and whether they are one
 * per talent (the bulk of the output, rendered apart).
 */
export type Pages<P> = {
  params: (data: BuildData, locale: Locale) => P[]
  perTalent?: true
}

/**
 * A screen's link in the site menu (components/shell/Menu), to the screen's page at its section's root:
 * its label (a message key: a missing one does not compile), its place, and `header` for a plain link in
 * the full header's bar, after the boards (components/shell/Header). The menu lists every entry at every
 * width (it is the one place that reaches every section).
 */
export type MenuEntry = { label: DottedKey; order: number; header?: true }

export type ScreenEntry<P> = {
  section: Section | null
  params: Params<P>
  pages: Pages<NoInfer<P>>
  menu?: MenuEntry
}

const screen = <P>(entry: ScreenEntry<P>): ScreenEntry<P> => entry

/** The parameters of a screen that has none. */
type NoParams = Record<never, never>

const noParams: Params<NoParams> = {
  toSegments: () => [],
  fromSegments: (rest) => (rest.length === 0 ? {} : null),
}

/** One page per language, for a screen without parameters. */
const onePage: Pages<NoParams> = { params: () => [{}] }

/** No page: an old address the Worker answers itself (functions/routes/pages.ts). */
const noPages: Pages<never> = { params: () => [] }

/** A screen without parameters: its section and its menu link. */
const plain = (section: Section, menu?: MenuEntry) =>
  screen({ section, params: noParams, pages: onePage, ...(menu && { menu }) })

const models = { pt: 'modelos', en: 'models' } as const satisfies Section
const news = { pt: 'noticias', en: 'news' } as const satisfies Section

/** The segment before a news page's number: `/noticias/page/2`. */
export const newsPageSegment = 'page'

/** Posts per page of the news feed: the CMS's own page size. */
export const newsPageSize = 9

/** How many pages the news feed has for `posts` posts (1 for none). */
export const newsPageCount = (posts: number) => Math.max(1, Math.ceil(posts / newsPageSize))

/**
 * The last segment of a talent's comp card's old address, after the profile's URL, in both languages (the
 * industry's term): `/modelos/image/12/ana-silva/comp-card`, `/en/models/image/12/ana-silva/comp-card`.
 */
export const compCardSegment = 'comp-card'

type TalentParams = { category: Category; id: number; slug: string }

/** A talent's one canonical place: under the first of its categories in canonical order (lib/categories). */
export function talentParams(t: TalentRef): TalentParams {
  return { category: canonicalCategory(t.categories), id: t.id, slug: t.slug }
}

const idPattern = /^[1-9]\d{0,9}$/
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A talent's page: `{category}/{id}/{slug}` and then `tail`. A category typed with capitals is still that
 * category (the canonical URL, lower case, follows). A URL without its name slug, or with one no slug can
 * be (capitals, accents: a name typed by hand), still resolves: the canonical URL is known only with the
 * data, so the slug is left empty and the caller redirects.
 */
const talentPage = (tail: readonly string[]): Params<TalentParams> => ({
  toSegments: (p) => [p.category, String(p.id), p.slug, ...tail],
  fromSegments: (rest) => {
    const [given, id, slug, ...more] = rest
    const category = given?.toLowerCase()
    if (category === undefined || !isCategory(category) || id === undefined || !idPattern.test(id))
      return null
    if (more.length !== tail.length || more.some((s, i) => s !== tail[i])) return null
    return { category, id: Number(id), slug: slug && slugPattern.test(slug) ? slug : '' }
  },
})

const talentPages = (): Pages<TalentParams> => ({
  perTalent: true,
  params: (data) => data.talents().map(talentParams),
})

const table = {
  home: screen({ section: null, params: noParams, pages: onePage }),
  roster: screen<{ category: Category | null }>({
    section: models,
    params: {
      toSegments: (p) => (p.category ? [p.category] : []),
      fromSegments: (rest) => {
        if (rest.length === 0) return { category: null }
        const category = rest[0]?.toLowerCase()
        return rest.length === 1 && category !== undefined && isCategory(category) ? { category } : null
      },
    },
    pages: { params: () => [null, ...categoryOrder].map((category) => ({ category })) },
    menu: { label: 'common.nav.models', order: 1 },
  }),
  profile: screen({ section: models, params: talentPage([]), pages: talentPages() }),
  /**
   * A talent's comp card's old address (a print page of its own until the card became part of the profile
   * page): no page; the Worker answers it with a 301 to the profile at its card (lib/routes/talentRoute,
   * `compCardUrl`), so bookmarks keep working.
   */
  compCard: screen({ section: models, params: talentPage([compCardSegment]), pages: noPages }),
  /**
   * The news feed; its next pages (`/noticias/page/2`, `/en/news/page/2`: the segment in English in both
   * languages, as the categories') are pages of their own, the links a visitor without script follows.
   */
  news: screen<{ page?: number }>({
    section: news,
    params: {
      toSegments: (p) => (p.page !== undefined && p.page > 1 ? [newsPageSegment, String(p.page)] : []),
      fromSegments: (rest) => {
        if (rest.length === 0) return {}
        const [segment, n] = rest
        return rest.length === 2 && segment === newsPageSegment && n && /^[1-9]\d{0,4}$/.test(n) && n !== '1'
          ? { page: Number(n) }
          : null
      },
    },
    pages: {
      params: (data, locale) => [
        {},
        ...Array.from({ length: newsPageCount(data.posts(locale).length) - 1 }, (_, i) => ({ page: i + 2 })),
      ],
    },
    menu: { label: 'common.nav.news', order: 2, header: true },
  }),
  post: screen<{ slug: string }>({
    section: news,
    params: {
      toSegments: (p) => [encodeURIComponent(p.slug)],
      fromSegments: (rest) => (rest.length === 1 && rest[0] ? { slug: rest[0] } : null),
    },
    pages: { params: (data, locale) => data.posts(locale).map((post) => ({ slug: post.slug })) },
  }),
  about: plain({ pt: 'sobre', en: 'about' }, { label: 'common.nav.about', order: 3 }),
  contact: plain({ pt: 'contato', en: 'contact' }, { label: 'common.nav.contact', order: 4 }),
  // `get-scouted` is the platform's own name for the application (its API call, other sites' URLs, links
  // in posts written on the platform): an alias in both languages, redirected to this page.
  beAModel: plain(
    { pt: 'seja-um-modelo', en: 'be-a-model', aliases: ['get-scouted'] },
    { label: 'common.nav.beAModel', order: 5 },
  ),
  favorites: plain({ pt: 'favoritos', en: 'favorites' }, { label: 'common.nav.favorites', order: 6 }),
  /** The privacy notice (issue 40): linked beside every form's Send, not in the menu. */
  privacy: plain({ pt: 'privacidade', en: 'privacy' }),
}

/** The parameters of each screen, read off the table. */
type ParamsOf = { [S in keyof typeof table]: (typeof table)[S] extends ScreenEntry<infer P> ? P : never }

export type Screen = keyof typeof table

/** A route of one screen: the screen and its parameters. */
export type RouteOf<S extends Screen> = { screen: S } & ParamsOf[S]

type Routes = { [S in Screen]: RouteOf<S> }

/** A screen and its parameters, independent of language: `{ screen: 'post', slug: 'desfile-spfw' }`. */
export type Route = Routes[Screen]

/** The table, typed so that a screen's entry and its route go together (`screens[route.screen]`). */
export const screens: { readonly [S in Screen]: ScreenEntry<ParamsOf[S]> } = table

/** Every screen, in the table's order (the order in which paths are matched and pages are built). */
export const screenNames: readonly Screen[] = Object.keys(table).filter((k): k is Screen =>
  Object.hasOwn(table, k),
)

/**
 * The sections of the spec's route table the agency does not use yet: no screen has them, so they answer
 * 404 like any unknown path (DESIGN.md, "Not built"). Listed so that the names stay taken.
 */
export const unbuiltSections = [
  { pt: 'talentos', en: 'talents' },
  { pt: 'atores', en: 'actors' },
  { pt: 'novos_rostos', en: 'new_faces' },
  { pt: 'internacional', en: 'international' },
  { pt: 'curvy', en: 'curvy' },
  { pt: 'criativos', en: 'creative' },
  { pt: 'criancas', en: 'kids' },
  { pt: 'panorama', en: 'panorama' },
] as const satisfies readonly Section[]

/** The sections that have pages, once each, in the table's order. */
export const sections: readonly Section[] = [...new Set(screenNames.flatMap((s) => screens[s].section ?? []))]

/** Other names of a section's segment, in either language (each redirects to the section's own segment). */
export const aliasesOf = (section: Section): readonly string[] => section.aliases ?? []

/** Whether `segment` names the section, in either language or by an alias. */
export const isSegmentOf = (section: Section, segment: string): boolean =>
  section.pt === segment || section.en === segment || aliasesOf(section).includes(segment)

/**
 * A screen's route from its parameters. `Object.assign` gives `RouteOf<S>`, which is `Routes[S]` by
 * definition; TypeScript cannot see that for a generic `S` (it reads `Routes[S]` as a target as the
 * intersection of every route: microsoft/TypeScript#30581), hence the one assertion.
 */
export const routeOf = <S extends Screen>(screen: S, params: ParamsOf[S]): Routes[S] =>
  Object.assign({ screen }, params) as Routes[S]

/** The routes the build renders for a screen in a language. */
export function pageRoutes<S extends Screen>(screen: S, data: BuildData, locale: Locale): Routes[S][] {
  return screens[screen].pages.params(data, locale).map((params) => routeOf(screen, params))
}

/** A link of the site menu: its entry in the table and the route it goes to. */
export type MenuLink = MenuEntry & { route: Route }

/** The site menu's links in their order (components/shell/Menu; the `header` ones also in the Header). */
export const menuLinks: readonly MenuLink[] = screenNames
  .flatMap((screen): MenuLink[] => {
    const { menu, params } = screens[screen]
    if (!menu) return []
    const root = params.fromSegments([])
    if (!root)
      throw new Error(`screen ${screen}: a menu link goes to its section's root, where it has no page`)
    return [{ ...menu, route: routeOf(screen, root) }]
  })
  .sort((a, b) => a.order - b.order)
