import {
  array,
  enums,
  type Infer,
  integer,
  literal,
  nullable,
  number,
  optional,
  record,
  string,
  type,
  union,
} from 'superstruct'

// The upstream CMS (Manager Fashion) as it answers, per cms/README.md. `type()` lets unknown extra fields
// through: the platform adds fields over time and the site must not break on them.

const nullableString = () => optional(nullable(string()))

/** `{ access_token, expires_in }` from `POST /api/signin` (integration) or `POST /api/login` (panel). */
export const TokenResponse = type({
  access_token: string(),
  expires_in: optional(number()),
})
export type TokenResponse = Infer<typeof TokenResponse>

export const UpstreamCategory = type({ id: integer(), name: optional(string()) })

export const UpstreamTalent = type({
  id: integer(),
  name: string(),
  gender: enums(['man', 'woman']),
  cover: nullableString(),
  categories: array(UpstreamCategory),
  instagram: nullableString(),
})
export type UpstreamTalent = Infer<typeof UpstreamTalent>

export const UpstreamTalentPage = type({
  data: array(UpstreamTalent),
  current_page: optional(integer()),
  last_page: optional(integer()),
})

export const UpstreamImage = type({ file: string(), width: number(), height: number() })
export type UpstreamImage = Infer<typeof UpstreamImage>

export const UpstreamVideo = type({ file: string(), provider: enums(['youtube', 'vimeo']) })

export const UpstreamProfile = type({
  id: integer(),
  name: string(),
  gender: enums(['man', 'woman']),
  cover: nullableString(),
  categories: array(UpstreamCategory),
  instagram: nullableString(),
  cover2: nullableString(),
  about: nullableString(),
  height: nullableString(),
  bust: nullableString(),
  chest: nullableString(),
  waist: nullableString(),
  hips: nullableString(),
  suit: nullableString(),
  shirt: nullableString(),
  jeans: nullableString(),
  shoes: nullableString(),
  hair: nullableString(),
  eyes: nullableString(),
  galleries: type({
    book: optional(array(UpstreamImage)),
    snap: optional(array(UpstreamImage)),
  }),
  videos: optional(array(UpstreamVideo)),
  compo: optional(array(UpstreamImage)),
})
export type UpstreamProfile = Infer<typeof UpstreamProfile>

export const UpstreamPost = type({
  id: integer(),
  slug: string(),
  title: string(),
  description: nullableString(),
  content: nullableString(),
  cover: nullableString(),
  thumbnail: nullableString(),
  order: optional(number()),
  published_at: nullableString(),
  translation_slug: nullableString(),
  slides: optional(array(type({ slide_url: string() }))),
})
export type UpstreamPost = Infer<typeof UpstreamPost>

export const UpstreamPostPage = type({
  data: array(UpstreamPost),
  current_page: optional(integer()),
  last_page: integer(),
})
export type UpstreamPostPage = Infer<typeof UpstreamPostPage>

export const UpstreamPostAnswer = type({ data: UpstreamPost })

export const UpstreamSlide = type({
  id: optional(integer()),
  type: enums(['image', 'video']),
  description: nullableString(),
  url: optional(nullable(type({ desktop: nullableString(), mobile: nullableString() }))),
  video_id: nullableString(),
  video_provider: optional(nullable(enums(['youtube', 'vimeo']))),
})
export type UpstreamSlide = Infer<typeof UpstreamSlide>

export const UpstreamSlides = type({ data: array(UpstreamSlide) })

export const UpstreamOption = type({ value: union([string(), number()]), label: string() })

export const UpstreamAttributes = type({
  data: type({
    gender: array(string()),
    height: array(UpstreamOption),
    weight: array(UpstreamOption),
    bust: array(UpstreamOption),
    waist: array(UpstreamOption),
    hips: array(UpstreamOption),
    chest: optional(array(UpstreamOption)),
    jeans: optional(array(UpstreamOption)),
    shirt: optional(array(UpstreamOption)),
    suit: optional(array(UpstreamOption)),
    shoes: optional(array(UpstreamOption)),
    hair: optional(array(UpstreamOption)),
    eyes: optional(array(UpstreamOption)),
  }),
})
export type UpstreamAttributes = Infer<typeof UpstreamAttributes>

export const UpstreamSocial = type({
  data: type({ instagram: optional(nullable(type({ link: nullableString() }))) }),
})

/** What the panel answers to a submission (contact, get-scouted, favorites). */
export const UpstreamAccepted = type({ message: optional(string()), id: optional(number()) })

/** The 422 shape of the panel API. */
export const UpstreamInvalid = type({
  message: optional(string()),
  errors: optional(record(string(), array(string()))),
})

export const ApiKind = union([literal('integration'), literal('panel')])
