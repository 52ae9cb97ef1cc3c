import { eachMeasurement } from '../../lib/measurements/measurementFields'
import type { Attributes, Post, Profile } from '../../lib/schemas/snapshot'
import type { Content } from '../content'

const noAttributes: Attributes = { gender: ['woman', 'man'], ...eachMeasurement(() => []) }

const measurements = { ...eachMeasurement(() => null), height: '178/5\'10"', hair: 'Castanho' }

/** A small, valid snapshot for unit tests: talents 1…n, one post per language. `tag` varies the content. */
export function tinyContent(n: number, tag = ''): Content {
  const profiles: Profile[] = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Talent ${i + 1}${tag}`,
    slug: `talent-${i + 1}`,
    gender: i % 2 ? 'man' : 'woman',
    cover: `https://img.test/cover-${i + 1}.jpg`,
    categories: ['mainboard'],
    instagram: null,
    cover2: null,
    about: null,
    measurements,
    book: [{ src: `https://img.test/book-${i + 1}.jpg`, width: 800, height: 1200 }],
    snap: [],
    compo: [],
    videos: [{ provider: 'vimeo', id: '123', hash: 'abc' }],
  }))
  const post = (slug: string): Post => ({
    id: 1,
    slug,
    title: 'T',
    description: '',
    content: '<p>x</p><figure><img src="https://img.test/inline.jpg?a=1&amp;b=2" alt="i" /></figure>',
    cover: { kind: 'video', src: 'https://img.test/cover.mp4' },
    order: 1,
    publishedAt: null,
    translationSlug: null,
    slides: ['https://img.test/slide.jpg'],
  })
  return {
    talents: profiles.map(({ id, name, slug, gender, cover, categories, instagram }) => ({
      id,
      name,
      slug,
      gender,
      cover,
      categories,
      instagram,
    })),
    profiles,
    posts: { pt: [post('a')], en: [post('b')] },
    slides: { prehome: [], slides: [] },
    attributes: { pt: noAttributes, en: noAttributes },
    social: { instagram: null },
    problems: [],
  }
}
