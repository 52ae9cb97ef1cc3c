import {
  array,
  assign,
  enums,
  type Infer,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  union,
} from 'superstruct'
import { SiteCategories } from '../categories.ts'
import { eachMeasurement } from '../measurements/measurementFields.ts'
import { Option } from './option.ts'

// The normalized snapshot the site reads (data/). Strict `object()`: the sync writes exactly this, and a
// field the pages do not know about is a bug to catch, not to ship.

export const SCHEMA_VERSION = 2

export { Category } from '../categories.ts'

export const Gender = enums(['man', 'woman'])
export type Gender = Infer<typeof Gender>

/** An image with its true pixel size (used for explicit width/height and aspect ratios). */
export const Image = object({ src: string(), width: integer(), height: integer() })
export type Image = Infer<typeof Image>

/** What a roster card shows of a talent (the snapshot's entry and the Worker's cards file both hold it). */
export const cardFields = {
  id: integer(),
  /** Full name, whitespace collapsed, capitalised per word. */
  name: string(),
  /** URL slug of the name. */
  slug: string(),
  /** null when the CMS holds a value the site does not know (the talent is listed, but in no gender filter). */
  gender: nullable(Gender),
  /** Absolute URL, or null for the platform's "no image". */
  cover: nullable(string()),
  /** Site categories only, in canonical order (mainboard, image, development); never empty. */
  categories: SiteCategories,
}

/**
 * A roster entry: what a card, the filters and the search need, and the follower count its profile shows
 * (here so the Worker, which bundles this list, gives a live profile the snapshot's count: decision 0069).
 */
export const TalentSummary = object({
  ...cardFields,
  /** Absolute Instagram URL. */
  instagram: nullable(string()),
  /**
   * The followers of that Instagram account, as the platform counted them at the sync; absent when there
   * is no account or the count could not be read (the profile shows the handle alone).
   */
  followers: optional(integer()),
})
export type TalentSummary = Infer<typeof TalentSummary>

/** A profile's measurements, one per row of the field table (lib/measurements/measurementFields); null if none. */
export const MeasurementValues = object(eachMeasurement(() => nullable(string())))
export type MeasurementValues = Infer<typeof MeasurementValues>

export const Video = object({
  provider: enums(['youtube', 'vimeo']),
  id: string(),
  hash: optional(string()),
})
export type Video = Infer<typeof Video>

/** A talent's page: its roster entry and the rest of its profile. */
export const Profile = assign(
  TalentSummary,
  object({
    cover2: nullable(string()),
    about: nullable(string()),
    measurements: MeasurementValues,
    book: array(Image),
    snap: array(Image),
    /** Composites (comp card images). */
    compo: array(Image),
    videos: array(Video),
    /**
     * Its link preview (og:image): a 1,200 × 630 JPEG under `/media/` made by the sync from its photos
     * (sync/linkPreviews.ts); absent when the sync did not mirror the media.
     */
    preview: optional(string()),
  }),
)
export type Profile = Infer<typeof Profile>

export const PostCover = union([
  object({ kind: literal('image'), src: string() }),
  object({ kind: literal('video'), src: string() }),
])
export type PostCover = Infer<typeof PostCover>

export const Post = object({
  id: integer(),
  slug: string(),
  title: string(),
  description: string(),
  /** Sanitized HTML. */
  content: string(),
  cover: nullable(PostCover),
  order: number(),
  publishedAt: nullable(string()),
  /** Slug of the same post in the other language, when it exists. */
  translationSlug: nullable(string()),
  slides: array(string()),
})
export type Post = Infer<typeof Post>

export const Slide = object({
  id: integer(),
  type: enums(['image', 'video']),
  description: nullable(string()),
  desktop: nullable(string()),
  mobile: nullable(string()),
  video: nullable(Video),
})
export type Slide = Infer<typeof Slide>

export const Slides = object({ prehome: array(Slide), slides: array(Slide) })
export type Slides = Infer<typeof Slides>

export { Option } from './option.ts'

/** The option lists of a language (data/attributes.{locale}.json): genders, and one list per measurement. */
export const Attributes = object({ gender: array(string()), ...eachMeasurement(() => array(Option)) })
export type Attributes = Infer<typeof Attributes>

/**
 * data/social.json: the agency's Instagram, and its WhatsApp when the CMS's social links give one (the
 * link as the CMS wrote it; absent otherwise, and in snapshots older than it: lib/whatsapp reads it).
 */
export const Social = object({ instagram: nullable(string()), whatsapp: optional(string()) })

/** data/media.json: what the sync mirrored, for the Worker to answer live data with the same files. */
export const MediaTable = record(string(), string())
export type MediaTable = Infer<typeof MediaTable>
export type Social = Infer<typeof Social>

/** data/manifest.json */
export const Manifest = object({
  schemaVersion: literal(SCHEMA_VERSION),
  /** Content hash of every file of the version (hex, 16 chars). */
  version: string(),
  syncedAt: string(),
  /** Where it was synced from (the API base URLs; never credentials). */
  source: object({ panel: string(), integration: string() }),
  counts: object({
    talents: integer(),
    profiles: integer(),
    posts: record(string(), integer()),
    prehome: integer(),
    slides: integer(),
  }),
  /**
   * Records the sync could not read or the site cannot show, not published as the CMS has them now: the
   * list (`talents`, `profiles`, `posts.pt`, `slides.prehome`, `attributes.en.hair`…), the record's id (its
   * position, `#3`, when it has none), the field and the reason, and whether its last published version
   * was kept (profiles) or it was left out. `list` is absent in manifests written before it was recorded
   * (profiles were the only list then).
   */
  problems: array(
    object({
      list: optional(string()),
      id: union([integer(), string()]),
      field: string(),
      message: string(),
      outcome: enums(['kept previous', 'left out']),
    }),
  ),
  /** File name → sha256 of its bytes, so a reader can verify the version it loads. */
  files: record(string(), string()),
})
export type Manifest = Infer<typeof Manifest>

/** Files of one snapshot version, relative to data/. Profiles are profiles/{id}.json. */
export const snapshotFiles = {
  manifest: 'manifest.json',
  talents: 'talents.json',
  posts: (locale: string) => `posts.${locale}.json`,
  slides: 'slides.json',
  attributes: (locale: string) => `attributes.${locale}.json`,
  social: 'social.json',
  profile: (id: number) => `profiles/${id}.json`,
  /** The media table: each mirrored CMS URL's key (lib/media/mediaKey.ts) → its `/media/` URL. */
  media: 'media.json',
} as const

export const Talents = array(TalentSummary)
export const Posts = array(Post)
