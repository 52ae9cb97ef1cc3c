// The upstream shapes, as cms/README.md writes them: the real platform's (the default variant). The spec's
// variant is rendered from these by cms/shapes.ts. Kept here so the dataset and the routes agree.

export type Gender = 'man' | 'woman'

export type Category = { id: number; name: string }

// Sizes are numbers, or strings as some uploads of the platform write them.
export type Picture = { file: string; width: number | string; height: number | string }

export type Video = { file: string; provider: string }

export type Talent = {
  id: number
  name: string
  gender: Gender
  cover: string
  categories: Category[]
  instagram: string | null
}

export type Profile = Talent & {
  cover2: string | null
  about: string | null
  height: string | null
  weight: string | null
  bust: string | null
  chest: string | null
  waist: string | null
  hips: string | null
  suit: string | null
  shirt: string | null
  jeans: string | null
  shoes: string | null
  hair: string | null
  eyes: string | null
  book: Picture[]
  snap: Picture[]
  compo: Picture[]
  video: Video[]
}

export type Slide = {
  id: number
  /** The slider it belongs to: `prehome` or `slides` (the About page). */
  section: string
  type: 'image' | 'video'
  description: string | null
  url: { desktop: string | null; mobile: string | null }
  video_id: string | null
  video_provider: 'youtube' | 'vimeo' | null
}

export type Post = {
  id: number
  slug: string
  title: string
  description: string
  content: string
  cover: string
  thumbnail: string | null
  order: number
  /** null on accounts that date posts by `created_at` (cms/dataset/rough.ts). */
  published_at: string | null
  /** Laravel's timestamp (the rough data set; suziziziz/bella-1 shows it). */
  created_at?: string
  translation_slug: string | null
  lang: string
  slides: { slide_url: string }[]
}

export type Option = { value: string; label: string }

/** Which answers the stand-in gives: the real platform's (default) or the spec's original site's. */
export type Shape = 'real' | 'spec'
