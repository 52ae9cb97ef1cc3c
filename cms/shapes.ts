import type { Option, Picture, Post, Profile, Shape, Slide, Video } from './types.ts'

// The two variants of the stand-in's answers (cms/README.md, "Variants"). The dataset is kept in the real
// platform's shape; the spec's original site read another, which these render on request.

const number = (v: number | string) => (typeof v === 'number' ? v : Number(v))
const numeric = (p: Picture) => ({ file: p.file, width: number(p.width), height: number(p.height) })

const measurementKeys = [
  'height',
  'weight',
  'bust',
  'chest',
  'waist',
  'hips',
  'suit',
  'shirt',
  'jeans',
  'shoes',
  'hair',
  'eyes',
] as const

/**
 * A profile. Real: galleries at the top level (`book`, `snap`, `compo`, `video`), measurements as strings with
 * `''` for none. Spec: nested `galleries.{book,snap}`, `videos`, numeric sizes, `null` kept as typed.
 */
export const renderProfile = (p: Profile, shape: Shape) => {
  if (shape === 'real') {
    const out: Record<string, unknown> = { ...p }
    for (const key of measurementKeys) out[key] = p[key] ?? ''
    return out
  }
  const { book, snap, compo, video, weight: _weight, ...rest } = p
  return {
    ...rest,
    galleries: { book: book.map(numeric), snap: snap.map(numeric) },
    videos: video.filter((v): v is Video => v.provider === 'youtube' || v.provider === 'vimeo'),
    compo: compo.map(numeric),
  }
}

/** Slides. Real: a bare array, each with its `section`. Spec: `{ data: [...] }` without it. */
export const renderSlides = (slides: Slide[], shape: Shape) =>
  shape === 'real' ? slides : { data: slides.map(({ section: _section, ...slide }) => slide) }

/** One post. Real: the post itself. Spec: `{ data: post }`. */
export const renderPost = (post: Post, shape: Shape) => (shape === 'real' ? post : { data: post })

/** The posts' type: `blog` on the real platform, `news` in the spec. */
export const postType = (shape: Shape) => (shape === 'real' ? 'blog' : 'news')

/**
 * Attribute lists. Real: only the lists the query names (`hair=<lang>&eyes=<lang>`), bare, items
 * `{ id, value }` with the name in that language. Spec: every list, `{ data: { … } }`, items `{ value, label }`.
 */
export const renderAttributes = (
  build: (language: string) => Record<string, unknown>,
  query: URLSearchParams,
  shape: Shape,
) => {
  if (shape === 'spec') return { data: build(query.get('language') ?? 'pt') }
  const out: Record<string, { id: string; value: string }[]> = {}
  for (const list of ['hair', 'eyes'] as const) {
    const language = query.get(list)
    if (language === null) continue
    const options = build(language)[list] as Option[]
    out[list] = options.map((o) => ({ id: o.value, value: o.label }))
  }
  return out
}
