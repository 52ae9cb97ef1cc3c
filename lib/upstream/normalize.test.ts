import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { create, type Struct } from 'superstruct'
import { describe, expect, it } from 'vitest'
import { parseCategoryIds } from '../categories'
import {
  UpstreamAttributes,
  UpstreamPost,
  UpstreamPostAnswer,
  UpstreamPostPage,
  UpstreamProfileAnswer,
  UpstreamSlide,
  UpstreamSlides,
  UpstreamTalent,
  UpstreamTalentPage,
} from '../schemas/upstream'
import { normalizeAttributes } from './normalizeAttributes'
import { mediaKind, normalizePost } from './normalizePost'
import { normalizeSlide } from './normalizeSlide'
import { normalizeProfile, normalizeTalent, notShown } from './normalizeTalent'
import { keepEach, readEach } from './records'

// The recorded answers of lib/upstream/fixtures (the real clients' shapes), through the structs the client
// validates with (coercions on) and the normalizers the sync and the Worker share.

const fixture = <T>(name: string, struct: Struct<T, unknown>): T =>
  create(JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8')), struct)

/** A list fixture read as the client reads it: record by record through `struct`. */
const records = <T>(name: string, list: Struct<unknown[], unknown>, struct: Struct<T, unknown>) =>
  readEach(fixture(name, list), struct)

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
    const list = records('bxt_talent.talents.json', UpstreamTalentPage, UpstreamTalent).items
    const shown = list.map((t) => normalizeTalent(t, base)).filter((t) => t !== null)
    expect(shown.map((t) => [t.id, t.cover])).toEqual([
      [2871, 'https://res.cloudinary.com/managerfashion/image/upload/v1/talents/2871/cover.jpg'],
      [2874, null],
    ])
  })

  it('lists a talent of a gender the site does not know without one, and says so', () => {
    const { reports, report } = collect()
    const [, sol] = records('bella-1.talents.json', UpstreamTalentPage, UpstreamTalent).items.map((t) =>
      normalizeTalent(t, base, report),
    )
    expect(sol).toMatchObject({ id: 5121, gender: null, instagram: null, categories: ['mainboard'] })
    expect(reports).toEqual([expect.stringMatching(/^gender: "undefined"/)])
  })
})

describe('slides, posts and attributes', () => {
  it('reads bare slide lists with sections, setting aside a type the site does not show', () => {
    const slides = records('bxt_talent.slides-all.json', UpstreamSlides, UpstreamSlide).items
    expect(slides.map((s) => s.section)).toEqual([
      'first-home-slide',
      'first-home-slide',
      'second-home-slide',
      'first-home-slide',
    ])
    const shown = keepEach(slides, (s, i) => normalizeSlide(s, base, i))
    expect(shown.items[1]).toMatchObject({ type: 'video', video: { provider: 'vimeo', id: '76979871' } })
    expect(shown.items[2]).toMatchObject({
      desktop: 'https://panel.example/storage/slides/33/desktop.jpg',
      description: null,
    })
    expect(shown.items).toHaveLength(3)
    expect(shown.rejected).toEqual([
      { id: 34, field: 'type', message: expect.stringContaining('"carousel"') },
    ])
    expect(
      records('bella-1.slides.json', UpstreamSlides, UpstreamSlide).items.map(
        (s, i) => normalizeSlide(s, base, i).type,
      ),
    ).toEqual(['image', 'video'])
  })

  it('reads post pages with or without paging, string orders, and bare single posts', () => {
    const all = readEach(fixture('bxt_talent.posts-blog-all.json', UpstreamPostPage).data, UpstreamPost).items
    expect(all.map((p) => [p.lang, p.order])).toEqual([
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
    const a = normalizeAttributes(
      fixture('bxt_talent.attributes-hair-eyes.json', UpstreamAttributes),
    ).attributes
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
    ).attributes
    expect(a.gender).toEqual(['woman', 'man'])
    expect(a.height).toEqual([{ value: '170', label: '170 cm' }])
  })
})

// The platform's rough records (issue 20), from the fixtures named after the client that shows each shape.
describe('rough records', () => {
  it('leaves out a talent with an empty name, as the vendor template does, and sets aside an unreadable one', () => {
    const list = records('bxt_talent-afdabdb.talents-empty-name.json', UpstreamTalentPage, UpstreamTalent)
    expect(list.rejected).toEqual([{ id: 'not-an-id', field: 'id', message: expect.any(String) }])
    expect(list.items.map((t) => [t.id, notShown(t)])).toEqual([
      [3301, 'no name'],
      [3302, null],
    ])
    expect(list.items.map((t) => normalizeTalent(t, base)?.name ?? null)).toEqual([null, 'Marina Teles'])
  })

  it('completes a profile without cover, gender and categories from its list entry', () => {
    const [listed] = records('bxt_talent-afdabdb.talents-empty-name.json', UpstreamTalentPage, UpstreamTalent)
      .items.filter((t) => t.id === 3302)
      .map((t) => normalizeTalent(t, base))
    const answer = fixture('bxt_talent.talent-profile-without-list-fields.json', UpstreamProfileAnswer)
    expect(answer.categories).toBeUndefined()
    expect(answer.cover).toBeUndefined()
    // Without its list entry it is in no site category: not shown.
    expect(normalizeProfile(answer, base)).toBeNull()
    const { reports, report } = collect()
    const p = normalizeProfile(answer, base, report, { listed: listed ?? undefined })
    expect(p).toMatchObject({
      id: 3302,
      name: 'Marina Teles',
      gender: 'woman',
      cover: 'https://res.cloudinary.com/managerfashion/image/upload/v1/talents/3302/cover.jpg',
      categories: ['mainboard'],
      book: [{ width: 1200, height: 1600 }],
    })
    expect(reports).toEqual([])
  })

  it('keeps the profile’s value where it contradicts its list entry, and says so', () => {
    const answer = fixture('bxt_talent.talent-profile.json', UpstreamProfileAnswer)
    const listed = records('bxt_talent.talents.json', UpstreamTalentPage, UpstreamTalent)
      .items.map((t) => normalizeTalent(t, base))
      .find((t) => t?.id === 2871)
    const { reports, report } = collect()
    const renamed = { ...answer, name: 'Larissa Moura Lima', categories: [{ id: 3226, name: 'Image' }] }
    const p = normalizeProfile(renamed, base, report, { listed: listed ?? undefined })
    expect(p).toMatchObject({ name: 'Larissa Moura Lima', categories: ['image'] })
    expect(reports).toEqual([
      'categories: the profile says ["image"], the list ["mainboard"]; the profile\'s is kept',
      'name: the profile says "Larissa Moura Lima", the list "Larissa Moura"; the profile\'s is kept',
      expect.stringMatching(/^book\.2: no usable size/),
      expect.stringMatching(/^video\.2: provider "tiktok"/),
    ])
  })

  it('reads a cover as what its file is, the thumbnail rule only when the extension says neither', () => {
    const page = readEach(fixture('bxt_talent.posts-blog-rough.json', UpstreamPostPage).data, UpstreamPost)
    const read = keepEach(page.items, (p, i) => normalizePost(p, base, (h) => h, i))
    expect(read.items.map((p) => [p.id, p.cover])).toEqual([
      // An image cover without a thumbnail is an image, not an mp4 (bxt_talent pages/blog.vue).
      [601, { kind: 'image', src: 'https://panel.example/storage/posts/601/cover.jpg' }],
      // A video file plays, thumbnail or not; the extension's case and a query do not matter.
      [602, { kind: 'video', src: 'https://panel.example/storage/posts/602/cover.MP4?v=2' }],
      // No extension and no thumbnail: the spec's rule, an mp4.
      [605, { kind: 'video', src: 'https://panel.example/storage/posts/605/cover' }],
    ])
    // A post without a title or a slug cannot be shown: set aside with its id and field.
    expect(read.rejected).toEqual([
      { id: 603, field: 'title', message: expect.stringContaining('empty') },
      { id: 604, field: 'slug', message: expect.stringContaining('empty') },
    ])
    expect(mediaKind('https://x.test/a/cover.AVIF')).toBe('image')
    expect(mediaKind('https://x.test/a/clip.webm#t=1')).toBe('video')
    expect(mediaKind('https://x.test/a/clip.mov')).toBe('video')
    expect(mediaKind('https://x.test/a/file.php')).toBeNull()
  })

  it('dates a post by published_at, else created_at (bella-1 blog.vue)', () => {
    const page = fixture('bella-1.posts-blog-created-at.json', UpstreamPostPage)
    const posts = readEach(page.data, UpstreamPost).items.map((p, i) => normalizePost(p, base, (h) => h, i))
    expect(posts.map((p) => p.publishedAt)).toEqual(['2020-05-12T14:33:10.000000Z', '2020-04-02T10:15:00'])
    const both = normalizePost(
      create(
        { id: 1, slug: 's', title: 'T', published_at: '2021-01-01T00:00:00Z', created_at: '2020-01-01' },
        UpstreamPost,
      ),
      base,
      (h) => h,
      0,
    )
    expect(both.publishedAt).toBe('2021-01-01T00:00:00Z')
    const { reports, report } = collect()
    const undated = normalizePost(
      create({ id: 2, slug: 's', title: 'T', created_at: 'ontem' }, UpstreamPost),
      base,
      (h) => h,
      0,
      report,
    )
    expect(undated.publishedAt).toBeNull()
    expect(reports).toEqual([expect.stringMatching(/^created_at: "ontem" is not a date/)])
  })

  it('reads the account’s own category ids: bella-1’s 1/2/3/651/652', () => {
    const list = records('bella-1.talents-categories.json', UpstreamTalentPage, UpstreamTalent).items
    // With the spec's ids, none of bella-1's talents is in a site category.
    expect(list.map((t) => normalizeTalent(t, base))).toEqual([null, null, null])
    const ids = parseCategoryIds('mainboard:651,image:652,development:1')
    expect(list.map((t) => normalizeTalent(t, base, undefined, ids)?.categories ?? null)).toEqual([
      ['mainboard', 'development'],
      ['image', 'development'],
      null,
    ])
  })

  it('sets aside an image slide without an image', () => {
    const slides = records('bella-1.slides-rough.json', UpstreamSlides, UpstreamSlide).items
    const read = keepEach(slides, (s, i) => normalizeSlide(s, base, i))
    expect(read.items.map((s) => s.id)).toEqual([10])
    expect(read.rejected).toEqual([{ id: 9, field: 'url.desktop', message: expect.any(String) }])
  })

  it('sets aside an option without a value, and tells which asked-for list is missing', () => {
    const read = normalizeAttributes(fixture('bxt_talent.attributes-hair-rough.json', UpstreamAttributes))
    expect(read.attributes.hair).toEqual([
      { value: '1', label: 'Castanho' },
      { value: '3', label: 'Preto' },
    ])
    expect(read.lists.hair).toEqual({
      total: 3,
      rejected: [{ id: 2, field: 'value', message: expect.any(String) }],
    })
    // No eyes list: none built in either (names only the CMS knows); the caller is told (read.builtIn).
    expect(read.builtIn).toContain('eyes')
    expect(read.attributes.eyes).toEqual([])
    // A 404: every list built in.
    expect(normalizeAttributes(null).builtIn).toContain('hair')
  })
})
