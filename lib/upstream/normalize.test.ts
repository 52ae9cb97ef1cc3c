import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { create, type Struct } from 'superstruct'
import { describe, expect, it } from 'vitest'
import {
  UpstreamAttributes,
  UpstreamPostAnswer,
  UpstreamPostPage,
  UpstreamProfileAnswer,
  UpstreamSlides,
  UpstreamTalentPage,
} from '../schemas/upstream'
import {
  normalizeAttributes,
  normalizePost,
  normalizeProfile,
  normalizeSlide,
  normalizeTalent,
} from './normalize'

// The recorded answers of lib/upstream/fixtures (the real clients' shapes), through the structs the client
// validates with (coercions on) and the normalizers the sync and the Worker share.

const fixture = <T>(name: string, struct: Struct<T, unknown>): T =>
  create(JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')), struct)

const base = 'https://panel.example/'
const collect = () => {
  const reports: string[] = []
  return { reports, report: (field: string, message: string) => reports.push(`${field}: ${message}`) }
}

describe('profiles in the real shapes', () => {
  it('reads top-level galleries, string sizes, composites and videos, skipping what it cannot show', () => {
    const { reports, report } = collect()
    const p = normalizeProfile(fixture('bxt_talent.talent-profile.json', UpstreamProfileAnswer), base, report)
    expect(p).toMatchObject({
      id: 2871,
      name: 'Larissa Moura',
      gender: 'woman',
      cover2: null, // the platform's "no image"
      about: null, // ''
      categories: ['mainboard'],
      measurements: { height: '176/5.9', weight: null, hips: '89/35', hair: 'Castanho', eyes: 'Mel' },
    })
    expect(p?.book.map((i) => [i.width, i.height])).toEqual([
      [1200, 1600],
      [1600, 1067],
    ])
    expect(p?.compo).toEqual([
      {
        src: 'https://res.cloudinary.com/managerfashion/image/upload/v1/talents/2871/c1.jpg',
        width: 1748,
        height: 1240,
      },
    ])
    expect(p?.videos).toEqual([
      { provider: 'youtube', id: 'dQw4w9WgXcQ' },
      { provider: 'vimeo', id: '76979871', hash: 'aa11bb22cc' },
    ])
    expect(reports).toEqual([
      expect.stringMatching(/^book\.2: no usable size/),
      expect.stringMatching(/^video\.2: provider "tiktok"/),
    ])
  })

  it('reads ids as strings, relative paths, weight, and "" as no value', () => {
    const p = normalizeProfile(fixture('bella-1.talent-profile.json', UpstreamProfileAnswer), base)
    expect(p).toMatchObject({
      id: 5120,
      gender: 'man',
      categories: ['development'],
      measurements: { weight: '78/172', bust: null, hips: null, chest: '98/38.6' },
      snap: [{ src: 'https://panel.example/storage/talents/5120/snap-1.jpg', width: 900, height: 1200 }],
      compo: [],
      videos: [],
    })
    expect(p?.book[0]).toEqual({
      src: 'https://panel.example/storage/talents/5120/book-1.jpg',
      width: 1200,
      height: 1600,
    })
  })

  it('reads the spec’s nested galleries and videos the same way', () => {
    const nested = create(
      {
        id: 1,
        name: 'Ana',
        cover: null,
        categories: [{ id: 3226 }],
        galleries: { book: [{ file: 'a.jpg', width: 10, height: 20 }], snap: [] },
        videos: [{ file: 'dQw4w9WgXcQ', provider: 'youtube' }],
      },
      UpstreamProfileAnswer,
    )
    expect(normalizeProfile(nested, base)).toMatchObject({
      book: [{ src: 'https://panel.example/a.jpg', width: 10, height: 20 }],
      snap: [],
      compo: [],
      videos: [{ provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    })
  })
})

describe('roster lists', () => {
  it('keeps site categories only, and the "no image" cover as none', () => {
    const list = fixture('bxt_talent.talents.json', UpstreamTalentPage)
    const shown = list.map((t) => normalizeTalent(t, base)).filter((t) => t !== null)
    expect(shown.map((t) => [t.id, t.cover])).toEqual([
      [2871, 'https://res.cloudinary.com/managerfashion/image/upload/v1/talents/2871/cover.jpg'],
      [2874, null],
    ])
  })

  it('lists a talent of a gender the site does not know without one, and says so', () => {
    const { reports, report } = collect()
    const [, sol] = fixture('bella-1.talents.json', UpstreamTalentPage).map((t) =>
      normalizeTalent(t, base, report),
    )
    expect(sol).toMatchObject({ id: 5121, gender: null, instagram: null, categories: ['mainboard'] })
    expect(reports).toEqual([expect.stringMatching(/^gender: "undefined"/)])
  })
})

describe('slides, posts and attributes', () => {
  it('reads bare slide lists with sections, skipping an unknown type', () => {
    const { reports, report } = collect()
    const slides = fixture('bxt_talent.slides-all.json', UpstreamSlides)
    expect(slides.map((s) => s.section)).toEqual([
      'first-home-slide',
      'first-home-slide',
      'second-home-slide',
      'first-home-slide',
    ])
    const shown = slides.map((s, i) => normalizeSlide(s, base, i, report))
    expect(shown[1]).toMatchObject({ type: 'video', video: { provider: 'vimeo', id: '76979871' } })
    expect(shown[2]).toMatchObject({
      desktop: 'https://panel.example/storage/slides/33/desktop.jpg',
      description: null,
    })
    expect(shown[3]).toBeNull()
    expect(reports).toEqual([expect.stringMatching(/^3\.type: "carousel"/)])
    expect(
      fixture('bella-1.slides.json', UpstreamSlides).map((s, i) => normalizeSlide(s, base, i)?.type),
    ).toEqual(['image', 'video'])
  })

  it('reads post pages with or without paging, string orders, and bare single posts', () => {
    const all = fixture('bxt_talent.posts-blog-all.json', UpstreamPostPage)
    expect(all.data.map((p) => [p.lang, p.order])).toEqual([
      ['pt', 2],
      ['en', 1],
    ])
    const page = fixture('bella-1.posts-blog-en.json', UpstreamPostPage)
    expect(page.last_page).toBeUndefined()
    const post = normalizePost(fixture('bxt_talent.post.json', UpstreamPostAnswer), base, (h) => h, 0)
    expect(post).toMatchObject({
      slug: 'casting-de-verao',
      order: 2,
      cover: { kind: 'image', src: 'https://panel.example/storage/posts/501/thumb.jpg' },
      slides: ['https://panel.example/storage/posts/501/s1.jpg'],
    })
    expect(normalizePost(fixture('bella-1.post.json', UpstreamPostAnswer), base, (h) => h, 4).order).toBe(4)
  })

  it('reads { id, value } hair and eye lists and fills every other list with the built-in constants', () => {
    const a = normalizeAttributes(fixture('bxt_talent.attributes-hair-eyes.json', UpstreamAttributes))
    expect(a.hair).toEqual([
      { value: '1', label: 'Castanho' },
      { value: '2', label: 'Loiro' },
      { value: '3', label: 'Preto' },
    ])
    expect(a.gender).toEqual(['woman', 'man', 'undefined'])
    expect(a.height).toHaveLength(171) // 30 to 200 cm
    expect(a.height).toContainEqual({ value: '170/5.7', label: '170cm / 5\'7"' })
    expect(a.weight[0]).toEqual({ value: '3/6.6', label: '3kg / 6.6lb' })
    expect(a.shoes).toContainEqual({ value: '37.5', label: '37.5' })
  })

  it('reads the spec’s wrapped { value, label } lists as they are', () => {
    const a = normalizeAttributes(
      create(
        { data: { gender: ['woman', 'man'], height: [{ value: '170', label: '170 cm' }] } },
        UpstreamAttributes,
      ),
    )
    expect(a.gender).toEqual(['woman', 'man'])
    expect(a.height).toEqual([{ value: '170', label: '170 cm' }])
  })
})
