import {
  array,
  assign,
  coerce,
  define,
  type Infer,
  integer,
  literal,
  nullable,
  number,
  optional,
  record,
  type Struct,
  string,
  type,
  union,
  unknown,
} from 'superstruct'
import { eachMeasurement } from '../measurements/measurementFields'

// The upstream CMS (Manager Fashion) as it answers. Read with a tolerant reader, strict only where the site
// cannot do without a value. The evidence for every shape is cited in cms/README.md ("Calls"): the public
// clients of the platform (webdesignmf/bxt_talent, suziziziz/bella-1) and the spec's original site, which
// disagree in places; each struct here accepts every shape the evidence shows:
// - wrapped (`{ data: … }`) or bare answers;
// - numbers typed as strings (`"1002"`, `"1200"`), and strings typed as numbers (`"height": 178`);
// - `''` and `null` as missing; unknown extra fields (`type()` lets them through).
// What the site can show or ignore (an unknown gender, a third video provider, an image without a usable
// size) is never rejected here: the normalizers (lib/upstream/normalize*.ts) keep the record, skip the
// value and report it. Parse with `create`/`validate(…, { coerce: true })` so the coercions run.

/** An integer, or a string of one (`"1002"` → 1002). */
const looseInt = () => coerce(integer(), string(), (s) => (/^\s*-?\d+\s*$/.test(s) ? Number(s) : s))

/** Free text: a string, a number written as one, or null/absent. `''` stays `''` (the normalizer drops it). */
const text = () => optional(nullable(coerce(string(), number(), (n) => String(n))))

/** An object (not an array) with a `data` member: the wrapper of the spec's answers. */
const Wrapper = define<{ data: unknown }>(
  'Wrapper',
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v) && 'data' in v,
)

/** Present, as a path or null: the platform writes its "no image" value as a path ending in `/.jpg`. */
const requiredPath = () => nullable(string())

/** `{ data: T }` or bare `T`. */
const wrapped = <T, S>(struct: Struct<T, S>) => coerce(struct, Wrapper, (v) => v.data)

/** `{ access_token, expires_in }` from `POST /api/signin` (integration) or `POST /api/login` (panel). */
export const TokenResponse = type({
  access_token: string(),
  expires_in: optional(coerce(number(), string(), (s) => Number(s))),
})
export type TokenResponse = Infer<typeof TokenResponse>

export const UpstreamCategory = type({ id: looseInt(), name: text() })

/**
 * A roster item. Its id and cover (possibly the "no image" value) are what a record needs to be read; a
 * talent with an empty name is read and left out by the reader (the vendor's template filters them out).
 */
export const UpstreamTalent = type({
  id: looseInt(),
  name: text(),
  gender: text(),
  cover: requiredPath(),
  categories: optional(nullable(array(UpstreamCategory))),
  instagram: text(),
})
export type UpstreamTalent = Infer<typeof UpstreamTalent>

/** A list answer, wrapped or bare; its items are read one by one (one bad record never fails the list). */
export const UpstreamList = wrapped(array(unknown()))

export const UpstreamTalentPage = UpstreamList

/** The talents call keeps its paging fields beside `data`. */
export const UpstreamTalentPaging = type({
  current_page: optional(looseInt()),
  last_page: optional(looseInt()),
})

/** A gallery item; sizes may be strings or missing: the normalizer keeps what it can size, skips the rest. */
export const UpstreamImage = type({ file: text(), width: unknown(), height: unknown() })
export type UpstreamImage = Infer<typeof UpstreamImage>

/** A video item; providers other than youtube and vimeo are skipped (and reported) by the normalizer. */
export const UpstreamVideo = type({ file: text(), provider: text() })
export type UpstreamVideo = Infer<typeof UpstreamVideo>

const gallery = () => optional(nullable(array(UpstreamImage)))
const videoList = () => optional(nullable(array(UpstreamVideo)))

/**
 * `GET /api/talent/profile`. Galleries at the top level (`book`, `snap`, `compo`; videos `video`) as the real
 * clients read them, or nested (`galleries.{book,snap}`, `videos`) as the spec's original site did. Name,
 * cover, gender and categories may be missing: no client reads cover or categories from the profile (both
 * come from the list), and the reader completes them from the talent's list entry.
 */
export const UpstreamProfile = assign(
  type({
    id: looseInt(),
    name: text(),
    gender: text(),
    cover: text(),
    categories: optional(nullable(array(UpstreamCategory))),
    instagram: text(),
  }),
  type({
    cover2: text(),
    about: text(),
    ...eachMeasurement(() => text()),
    book: gallery(),
    snap: gallery(),
    compo: gallery(),
    video: videoList(),
    videos: videoList(),
    galleries: optional(nullable(type({ book: gallery(), snap: gallery(), compo: gallery() }))),
  }),
)
export type UpstreamProfile = Infer<typeof UpstreamProfile>

/** A profile answer, bare (the real clients and the spec) or wrapped. */
export const UpstreamProfileAnswer = wrapped(UpstreamProfile)

/** A post; an empty slug or title is read, and left out (and counted) by the reader: the site cannot show it. */
export const UpstreamPost = type({
  id: looseInt(),
  slug: text(),
  title: text(),
  description: text(),
  content: text(),
  cover: text(),
  thumbnail: text(),
  order: optional(nullable(coerce(number(), string(), (s) => Number(s)))),
  published_at: text(),
  /** The date bella-1 shows (`pages/blog.vue`, `BlogPost.vue`); the post's date when `published_at` is missing. */
  created_at: text(),
  translation_slug: text(),
  /** The language of the post, where the list mixes languages (`/api/posts/blog/all` in bxt_talent). */
  lang: text(),
  slides: optional(nullable(array(type({ slide_url: text() })))),
})
export type UpstreamPost = Infer<typeof UpstreamPost>

/**
 * A page of posts: `{ data, last_page?, current_page? }`; without `last_page` the reader pages to an empty one.
 * The items are read one by one with `UpstreamPost`.
 */
export const UpstreamPostPage = type({
  data: array(unknown()),
  current_page: optional(looseInt()),
  last_page: optional(looseInt()),
})
export type UpstreamPostPage = Infer<typeof UpstreamPostPage>

/** One post: the post itself (the real clients) or `{ data: post }` (the spec). */
export const UpstreamPostAnswer = wrapped(UpstreamPost)

export const UpstreamSlide = type({
  id: optional(looseInt()),
  /** `image` or `video`; anything else is skipped by the normalizer. */
  type: text(),
  /** Which slider the slide belongs to, where one call answers every section (`/api/slides/all`). */
  section: text(),
  description: text(),
  url: optional(nullable(type({ desktop: text(), mobile: text() }))),
  video_id: text(),
  video_provider: text(),
})
export type UpstreamSlide = Infer<typeof UpstreamSlide>

/** A bare array (the real clients) or `{ data: [...] }` (the spec); items read one by one with `UpstreamSlide`. */
export const UpstreamSlides = UpstreamList

/** An option as the spec's attribute lists write it (`{ value, label }`) or the real one (`{ id, value }`). */
export const UpstreamOption = type({
  id: optional(union([string(), number()])),
  value: optional(nullable(union([string(), number()]))),
  label: optional(nullable(union([string(), number()]))),
})
export type UpstreamOption = Infer<typeof UpstreamOption>

/** Attribute lists keyed by name, wrapped or bare; any list may be missing (the site has its own constants). */
export const UpstreamAttributes = wrapped(record(string(), unknown()))
export type UpstreamAttributes = Infer<typeof UpstreamAttributes>

export const UpstreamSocial = wrapped(
  type({
    instagram: optional(nullable(union([string(), type({ link: text() })]))),
    // Not shown anywhere: read as the spec shows Instagram's (cms/README.md, "GET /api/social-media").
    whatsapp: optional(nullable(union([string(), type({ link: text() })]))),
  }),
)

/**
 * An Instagram account as `GET /api/agency/instagram?username=` answers it, bare `{ followers }` or wrapped
 * (suziziziz/bella-1 pages/talentGallery.vue reads both in turn); the count is read by `followersOf`.
 */
export const UpstreamInstagram = wrapped(type({ followers: optional(nullable(union([number(), string()]))) }))
export type UpstreamInstagram = Infer<typeof UpstreamInstagram>

/**
 * The panel API's answer to a submission it recorded: JSON `{ "message": "Message received", "id"? }`
 * (cms/README.md). A 2xx that is not this (a proxy's maintenance page, a truncated body) is no delivery.
 */
export const UpstreamSubmitted = type({ message: string() })

/** The 422 shape of the panel API (Laravel's validation answer). */
export const UpstreamInvalid = type({
  message: optional(string()),
  errors: optional(record(string(), unknown())),
})

export const ApiKind = union([literal('integration'), literal('panel')])
