// The upstream shapes, as cms/README.md writes them. Kept here so the dataset and the routes agree.

export type Gender = 'man' | 'woman'

export type Category = { id: number; name: string }

export type Picture = { file: string; width: number; height: number }

export type Video = { file: string; provider: 'youtube' | 'vimeo' }

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
  galleries: { book: Picture[]; snap: Picture[] }
  videos: Video[]
  compo: Picture[]
}

export type Slide = {
  id: number
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
  published_at: string
  translation_slug: string | null
  slides: { slide_url: string }[]
}

export type Option = { value: string; label: string }
